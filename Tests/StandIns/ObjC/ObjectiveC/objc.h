// Transcribed from the iOS SDK's <objc/objc.h> (arm64): the basic Objective-C types.
// `id`, `Class` and `SEL` are built into the Objective-C language mode, so they are not
// re-declared here.
#ifndef _SEGUEGEN_STANDIN_OBJC_H
#define _SEGUEGEN_STANDIN_OBJC_H

#pragma clang assume_nonnull begin

// <objc/objc-api.h>: "Existing Swift code expects IMP to be Comparable. Variadic IMP is
// comparable via OpaquePointer; non-variadic IMP isn't." So when Swift imports the runtime,
// OBJC_OLD_DISPATCH_PROTOTYPES is 1 and IMP is the variadic function pointer below, which
// Swift imports as `OpaquePointer`.
/// A pointer to the function of a method implementation.
typedef id _Nullable (*IMP)(id _Nonnull, SEL _Nonnull, ...);

/// Type to represent a boolean value. On 64-bit iOS this is C's bool
/// (OBJC_BOOL_IS_BOOL); Swift imports it as `Bool` through `ObjCBool`.
typedef _Bool BOOL;

/// Returns the name of the method specified by a given selector.
const char * _Nonnull sel_getName(SEL _Nonnull sel)
    __attribute__((availability(ios,introduced=2.0)));

/// Registers a method with the Objective-C runtime system, maps the method name to a
/// selector, and returns the selector value.
SEL _Nonnull sel_registerName(const char * _Nonnull str)
    __attribute__((availability(ios,introduced=2.0)));

#pragma clang assume_nonnull end

#endif
