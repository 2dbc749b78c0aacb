// Transcribed from the macOS 14 SDK's <AppKit/NSSplitViewItem.h>, trimmed to the view
// controller API. NSSplitViewItem is NOT main-actor; it declares no initializer (it inherits
// -[NSObject init]) and adopts NSCoding. `viewController` is NOT optional.
#import <AppKit/AppKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@class NSViewController;

API_AVAILABLE_MACOS(10.10)
@interface NSSplitViewItem : NSObject <NSCoding>

+ (instancetype)splitViewItemWithViewController:(NSViewController *)viewController;

@property (strong) NSViewController *viewController;

@end

NS_HEADER_AUDIT_END(nullability, sendability)
