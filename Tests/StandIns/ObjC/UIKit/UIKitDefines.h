// After the iOS SDK's <UIKit/UIKitDefines.h>: the macros the transcribed UIKit headers use,
// spelled with the clang attributes they expand to. NS_SWIFT_UI_ACTOR, NS_ENUM,
// NS_DESIGNATED_INITIALIZER, NS_UNAVAILABLE and API_AVAILABLE_IOS come from the Foundation
// stand-in, as they come from Foundation/CoreFoundation in the SDK.
#import <Foundation/Foundation.h>

#define API_AVAILABLE_IOS_TVOS(_ios, _tvos) \
    __attribute__((availability(ios,introduced=_ios))) \
    __attribute__((availability(tvos,introduced=_tvos)))
