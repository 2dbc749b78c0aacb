// Transcribed from the macOS 14 SDK's <AppKit/NSTabViewController.h>, trimmed to the tab view
// items. NSTabViewController declares no initializer: it inherits NSViewController's.
#import <AppKit/AppKitDefines.h>
#import <AppKit/NSViewController.h>
#import <AppKit/NSTabViewItem.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

API_AVAILABLE_MACOS(10.10)
@interface NSTabViewController : NSViewController

@property (copy) NSArray<__kindof NSTabViewItem *> *tabViewItems;
@property NSInteger selectedTabViewItemIndex;

- (void)addTabViewItem:(NSTabViewItem *)tabViewItem;
- (nullable NSTabViewItem *)tabViewItemForViewController:(NSViewController *)viewController;

@end

NS_HEADER_AUDIT_END(nullability, sendability)
