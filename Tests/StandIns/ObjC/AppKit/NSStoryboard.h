// After the macOS 14 SDK's <AppKit/NSStoryboard.h>: the class only. NSStoryboard is NOT
// main-actor (see the reference). Its factory and instantiation methods are deliberately left
// out until the generator needs them; like the SDK's, the class declares no initializer and
// inherits -[NSObject init].
#import <AppKit/AppKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

API_AVAILABLE_MACOS(10.10)
@interface NSStoryboard : NSObject
@end

NS_HEADER_AUDIT_END(nullability, sendability)
