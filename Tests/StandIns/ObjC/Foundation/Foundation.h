// Transcribed from the iOS and macOS SDKs' Foundation headers (NSObjCRuntime.h, NSString.h,
// NSArray.h, NSCoder.h, NSBundle.h, NSObject.h, NSGeometry.h) and the CoreGraphics geometry
// they import, trimmed to the declarations the UIKit and AppKit header stand-ins use. Bridging
// to Swift.String / Swift.Array and the rename NSBundle -> Bundle come from
// Foundation.apinotes, as in the SDK.
#ifndef _SEGUEGEN_STANDIN_FOUNDATION_H
#define _SEGUEGEN_STANDIN_FOUNDATION_H

@import ObjectiveC;

// <Foundation/NSObjCRuntime.h>
typedef long NSInteger;

// <CoreFoundation/CFAvailability.h>: NS_ENUM declares an open (non-frozen) enum, which Swift
// imports as an enum whose exhaustive switches need `@unknown default`.
#define __CF_ENUM_ATTRIBUTES __attribute__((enum_extensibility(open)))
#define __CF_NAMED_ENUM(_type, _name) enum __CF_ENUM_ATTRIBUTES _name : _type _name; enum _name : _type
#define NS_ENUM(_type, _name) __CF_NAMED_ENUM(_type, _name)
// NS_OPTIONS declares a flag enum, which Swift imports as an OptionSet struct.
#define __CF_OPTIONS_ATTRIBUTES __attribute__((flag_enum,enum_extensibility(open)))
#define NS_OPTIONS(_type, _name) enum __CF_OPTIONS_ATTRIBUTES _name : _type _name; enum _name : _type

#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
// Clang on Apple platforms also accepts the old spelling of the nullability qualifiers, which the
// UIKit headers still use (`void (^ __nullable)(void)`); Clang on Linux does not.
#define __nullable _Nullable
// A block parameter the callee does not keep (Swift imports a non-optional one as non-escaping).
#define NS_NOESCAPE __attribute__((noescape))
// A method whose last parameter is a completion block, which Swift must not also import as an
// `async` method (`present(_:animated:completion:)` has no `async` form).
#define NS_SWIFT_DISABLE_ASYNC __attribute__((swift_async(none)))
// <AppKit/NSNibDeclarations.h>, <UIKit/UINibDeclarations.h>: an action method, imported as `@IBAction`.
#define IBAction __attribute__((ibaction)) void
// A typedef of `NSString *` that Swift imports as a typealias of String (NSNibName,
// NSStoryboardSegueIdentifier: `NSNib.Name`, `NSStoryboardSegue.Identifier`).
#define NS_SWIFT_BRIDGED_TYPEDEF __attribute__((swift_bridged_typedef))
// <Foundation/NSObjCRuntime.h>: the class (and so every member) is isolated to the main
// actor. Like everything imported from Objective-C, Swift treats the isolation as
// @preconcurrency: a synchronous call from nonisolated code warns (Swift 6) instead of failing.
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
// <Foundation/NSObjCRuntime.h>: NS_HEADER_AUDIT_BEGIN(nullability, sendability), the form the
// macOS 14 / iOS 17 framework headers open with. `nullability` is NS_ASSUME_NONNULL_BEGIN;
// `sendability` marks every class (and C struct and enum) declared in the region as assumed
// non-Sendable: Swift then reports "conformance of 'X' to 'Sendable' is unavailable" for a class
// that is not main-actor (a warning in Swift 5 mode, an error in Swift 6), where an unaudited
// class would be silent in Swift 5. Main-actor classes and NS_ENUM/NS_OPTIONS types stay Sendable.
#define NS_HEADER_AUDIT_BEGIN(...) _NS_HEADER_AUDIT_BEGIN(__VA_ARGS__)
#define _NS_HEADER_AUDIT_BEGIN(_nullability, _sendability) \
    _NS_AUDIT_BEGIN_##_nullability _NS_AUDIT_BEGIN_##_sendability
#define _NS_AUDIT_BEGIN_nullability _Pragma("clang assume_nonnull begin")
#define _NS_AUDIT_BEGIN_sendability \
    _Pragma("clang attribute NS_SENDABILITY_AUDIT.push (__attribute__((swift_attr(\"@_nonSendable(_assumed)\"))), apply_to = any(objc_interface, record, enum))")
#define NS_HEADER_AUDIT_END(...) _NS_HEADER_AUDIT_END(__VA_ARGS__)
#define _NS_HEADER_AUDIT_END(_nullability, _sendability) \
    _NS_AUDIT_END_##_sendability _NS_AUDIT_END_##_nullability
#define _NS_AUDIT_END_nullability _Pragma("clang assume_nonnull end")
#define _NS_AUDIT_END_sendability _Pragma("clang attribute NS_SENDABILITY_AUDIT.pop")
// <os/availability.h>, spelled for one platform: API_AVAILABLE(ios(_v)) and
// API_DEPRECATED(_msg, ios(_introduced, _deprecated)).
#define API_AVAILABLE_IOS(_v) __attribute__((availability(ios,introduced=_v)))
#define API_DEPRECATED_IOS(_msg, _introduced, _deprecated) \
    __attribute__((availability(ios,introduced=_introduced,deprecated=_deprecated,message=_msg)))
// The same for macOS: API_AVAILABLE(macos(_v)) and
// API_DEPRECATED_WITH_REPLACEMENT(_rep, macos(_introduced, _deprecated)).
#define API_AVAILABLE_MACOS(_v) __attribute__((availability(macos,introduced=_v)))
#define API_DEPRECATED_WITH_REPLACEMENT_MACOS(_rep, _introduced, _deprecated) \
    __attribute__((availability(macos,introduced=_introduced,deprecated=_deprecated,replacement=_rep)))

NS_ASSUME_NONNULL_BEGIN

@protocol NSCopying
- (id)copyWithZone:(nullable struct _NSZone *)zone;
@end

@class NSCoder;

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder; // NS_DESIGNATED_INITIALIZER
@end

// NSString.h, NSArray.h, NSCoder.h and NSBundle.h are audited for sendability in the iOS 16.5
// SDK too: `let _: any Sendable = Bundle.main` is "conformance of 'Bundle' to 'Sendable' is
// unavailable" there (Tests/SDKProbes/FoundationBundle.swift).
_NS_AUDIT_BEGIN_sendability  // the sendability half of NS_HEADER_AUDIT_BEGIN: nullability is already on

@interface NSString : NSObject <NSCopying>
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
@property (readonly) NSUInteger count;
@end

@interface NSCoder : NSObject
@end

// <Foundation/NSBundle.h>: the main bundle, and the bundles `Bundle(for:)` and
// `Bundle(identifier:)` find (storyboards of frameworks and packages).
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
+ (NSBundle *)bundleForClass:(Class)aClass;
+ (nullable NSBundle *)bundleWithIdentifier:(NSString *)identifier;
@end

_NS_AUDIT_END_sendability

// <CoreGraphics/CGBase.h> (64-bit) and <CoreGraphics/CGGeometry.h>.
typedef double CGFloat;
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

// <Foundation/NSGeometry.h>
typedef CGPoint NSPoint;
typedef CGSize NSSize;
typedef CGRect NSRect;

NS_ASSUME_NONNULL_END

#endif
