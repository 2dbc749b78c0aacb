// Transcribed from the iOS SDK's <objc/runtime.h>: the method-swizzling functions listed in
// docs/StandIns.md, with the SDK's exact nullability. Declarations only: nothing here can run
// on Linux, the header stand-ins exist so that code using them type-checks as on iOS.
#ifndef _SEGUEGEN_STANDIN_RUNTIME_H
#define _SEGUEGEN_STANDIN_RUNTIME_H

#include "objc.h"

/// An opaque type that represents a method in a class definition.
typedef struct objc_method *Method;

#define OBJC_AVAILABLE_IOS(_ios) __attribute__((availability(ios,introduced=_ios)))

/// Returns a specified instance method for a given class (searching superclasses).
Method _Nullable
class_getInstanceMethod(Class _Nullable cls, SEL _Nonnull name)
    OBJC_AVAILABLE_IOS(2.0);

/// Adds a new method to a class with a given name and implementation; NO if the class
/// itself already has one (an inherited one does not count).
BOOL
class_addMethod(Class _Nullable cls, SEL _Nonnull name, IMP _Nonnull imp,
                const char * _Nullable types)
    OBJC_AVAILABLE_IOS(2.0);

/// Replaces the implementation of a method for a given class; returns the previous one.
IMP _Nullable
class_replaceMethod(Class _Nullable cls, SEL _Nonnull name, IMP _Nonnull imp,
                    const char * _Nullable types)
    OBJC_AVAILABLE_IOS(2.0);

/// Returns the implementation of a method.
IMP _Nonnull
method_getImplementation(Method _Nonnull m)
    OBJC_AVAILABLE_IOS(2.0);

/// Returns a string describing a method's parameter and return types.
const char * _Nullable
method_getTypeEncoding(Method _Nonnull m)
    OBJC_AVAILABLE_IOS(2.0);

/// Exchanges the implementations of two methods.
void
method_exchangeImplementations(Method _Nonnull m1, Method _Nonnull m2)
    OBJC_AVAILABLE_IOS(2.0);

/// Creates a pointer to a function that calls the specified block when the method is called.
/// Not in the reference's list: added so that per-class hooks can call the class's own
/// original IMP (see docs/StandIns.md).
IMP _Nonnull
imp_implementationWithBlock(id _Nonnull block)
    OBJC_AVAILABLE_IOS(4.3);

#endif
