// Transcribed from the macOS 14 SDK's <AppKit/NSSplitViewController.h>, trimmed to the split
// view items. NSSplitViewController declares no initializer: it inherits NSViewController's.
#import <AppKit/AppKitDefines.h>
#import <AppKit/NSViewController.h>
#import <AppKit/NSSplitViewItem.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

API_AVAILABLE_MACOS(10.10)
@interface NSSplitViewController : NSViewController

@property (copy) NSArray<__kindof NSSplitViewItem *> *splitViewItems;

- (void)addSplitViewItem:(NSSplitViewItem *)splitViewItem;
- (nullable NSSplitViewItem *)splitViewItemForViewController:(NSViewController *)viewController;

@end

NS_HEADER_AUDIT_END(nullability, sendability)
