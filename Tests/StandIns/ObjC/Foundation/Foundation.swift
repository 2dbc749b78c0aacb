// Swift overlay of the Foundation stand-in: makes `String` and `Array` bridge to NSString
// and NSArray, which is what lets ClangImporter import `NSString *` as `String` and
// `NSArray<UIViewController *> *` as `[UIViewController]`, as the SDK's Foundation overlay
// does (swift-corelibs-foundation and the Apple overlay both declare these conformances).
//
// This module is only ever type-checked against (emit-module, no object code is linked),
// so the bodies are placeholders that never run.
@_exported import Foundation

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString {
        return NSString()
    }

    public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout String?) {
        result = ""
    }

    public static func _conditionallyBridgeFromObjectiveC(
        _ x: NSString, result: inout String?
    ) -> Bool {
        result = ""
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String {
        return ""
    }
}

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray {
        return NSArray()
    }

    public static func _forceBridgeFromObjectiveC(_ x: NSArray, result: inout [Element]?) {
        result = []
    }

    public static func _conditionallyBridgeFromObjectiveC(
        _ x: NSArray, result: inout [Element]?
    ) -> Bool {
        result = []
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] {
        return []
    }
}
