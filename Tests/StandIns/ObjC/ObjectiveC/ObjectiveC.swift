// Swift overlay of the ObjectiveC stand-in, after the Swift project's
// stdlib/public/Darwin/ObjectiveC/ObjectiveC.swift: the types the compiler knows by name
// (`ObjCBool`, `Selector`) and the intrinsics it calls to bridge `BOOL`.
//
// This module is only ever type-checked against (emit-module, no object code is linked),
// so the bodies are placeholders that never run.
@_exported import ObjectiveC

/// The Objective-C BOOL type (C `bool` on 64-bit iOS).
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral {
    @usableFromInline var _value: Bool

    public init(_ value: Bool) {
        self._value = value
    }

    /// The value of `self`, expressed as a `Bool`.
    public var boolValue: Bool {
        return _value
    }

    @_transparent
    public init(booleanLiteral value: Bool) {
        self.init(value)
    }
}

extension ObjCBool: CustomStringConvertible {
    public var description: String {
        return self.boolValue.description
    }
}

// Functions used to implicitly bridge ObjCBool types to Swift's Bool type.
public // COMPILER_INTRINSIC
func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool {
    return ObjCBool(x)
}

public // COMPILER_INTRINSIC
func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool {
    return x.boolValue
}

/// The Objective-C SEL type. The compiler has special knowledge of this type.
@frozen
public struct Selector: ExpressibleByStringLiteral {
    var ptr: OpaquePointer

    /// Create a selector from a string.
    public init(_ str: String) {
        ptr = str.withCString { sel_registerName($0).ptr }
    }

    /// Create an instance initialized to `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension Selector: Equatable, Hashable {}

extension Selector: CustomStringConvertible {
    public var description: String {
        return String(cString: sel_getName(self))
    }
}

@available(*, unavailable, message: "Use 'Bool' value 'true' instead")
public var YES: ObjCBool {
    return ObjCBool(true)
}

@available(*, unavailable, message: "Use 'Bool' value 'false' instead")
public var NO: ObjCBool {
    return ObjCBool(false)
}

// NSObject implements Equatable's == as -[NSObject isEqual:] and Hashable via -hash.
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool {
        return lhs.isEqual(rhs)
    }

    @nonobjc
    public var hashValue: Int {
        return hash
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.hash)
    }
}
