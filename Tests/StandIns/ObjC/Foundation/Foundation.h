// Transcribed from the iOS SDK's Foundation headers (NSObjCRuntime.h, NSString.h, NSArray.h,
// NSCoder.h, NSBundle.h, NSObject.h), trimmed to the declarations the UIKit header stand-in
// uses. Bridging to Swift.String / Swift.Array and the rename NSBundle -> Bundle come from
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

#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
// <Foundation/NSObjCRuntime.h>: the class (and so every member) is isolated to the main
// actor. Like everything imported from Objective-C, Swift treats the isolation as
// @preconcurrency: a synchronous call from nonisolated code warns (Swift 6) instead of failing.
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
// <os/availability.h>, spelled for one platform: API_AVAILABLE(ios(_v)) and
// API_DEPRECATED(_msg, ios(_introduced, _deprecated)).
#define API_AVAILABLE_IOS(_v) __attribute__((availability(ios,introduced=_v)))
#define API_DEPRECATED_IOS(_msg, _introduced, _deprecated) \
    __attribute__((availability(ios,introduced=_introduced,deprecated=_deprecated,message=_msg)))

NS_ASSUME_NONNULL_BEGIN

@protocol NSCopying
- (id)copyWithZone:(nullable struct _NSZone *)zone;
@end

@class NSCoder;

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder; // NS_DESIGNATED_INITIALIZER
@end

@interface NSString : NSObject <NSCopying>
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
@property (readonly) NSUInteger count;
@end

@interface NSCoder : NSObject
@end

@interface NSBundle : NSObject
@end

NS_ASSUME_NONNULL_END

#endif
