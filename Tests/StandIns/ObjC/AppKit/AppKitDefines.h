// After the macOS SDK's <AppKit/AppKitDefines.h>. The macros the transcribed AppKit headers use
// (NS_SWIFT_UI_ACTOR, NS_ENUM, NS_OPTIONS, NS_DESIGNATED_INITIALIZER, NS_UNAVAILABLE,
// NS_SWIFT_BRIDGED_TYPEDEF, API_AVAILABLE_MACOS) come from the Foundation stand-in, as they come
// from Foundation/CoreFoundation in the SDK.
#import <Foundation/Foundation.h>
