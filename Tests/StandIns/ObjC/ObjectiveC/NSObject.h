// Transcribed from the iOS SDK's <objc/NSObject.h>: the NSObject protocol and root class,
// trimmed to what the stand-in UIKit needs. Nullability is written out where the SDK gets it
// from ObjectiveC.apinotes, so that Swift sees the SDK's signatures (e.g. `isEqual(_: Any?)`).
// The OBJC_SWIFT_UNAVAILABLE members are kept: Swift code must not be able to call them.
#ifndef _SEGUEGEN_STANDIN_NSOBJECT_H
#define _SEGUEGEN_STANDIN_NSOBJECT_H

#include "objc.h"

#define OBJC_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))

/// <objc/NSObjCRuntime.h>: imported by Swift as `Int`.
typedef unsigned long NSUInteger;

@class NSString;

#pragma clang assume_nonnull begin

@protocol NSObject

- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;

@property (readonly, nullable) Class superclass;
- (Class)class OBJC_SWIFT_UNAVAILABLE("use 'type(of: anObject)' instead");
- (instancetype)self;

- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)respondsToSelector:(SEL)aSelector;

@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;

@end

__attribute__((availability(ios,introduced=2.0)))
__attribute__((objc_root_class))
@interface NSObject <NSObject> {
    Class isa;
}

+ (void)load;
+ (void)initialize;
- (instancetype)init __attribute__((objc_designated_initializer));
+ (instancetype)new OBJC_SWIFT_UNAVAILABLE("use object initializers instead");
+ (instancetype)alloc OBJC_SWIFT_UNAVAILABLE("use object initializers instead");
- (void)dealloc OBJC_SWIFT_UNAVAILABLE("use 'deinit' to define a de-initializer");

+ (BOOL)instancesRespondToSelector:(SEL)aSelector;

@end

#pragma clang assume_nonnull end

#endif
