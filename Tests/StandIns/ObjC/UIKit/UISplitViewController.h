// Transcribed from the iOS 14+ SDK's <UIKit/UISplitViewController.h>, trimmed to the members
// in docs/StandIns.md. The three designated initializers are kept (initializer inheritance
// depends on the full set); UIKit.apinotes nests the enums as UISplitViewController.Style
// and UISplitViewController.Column.
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIViewController.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UISplitViewControllerStyle) {
    UISplitViewControllerStyleUnspecified,
    UISplitViewControllerStyleDoubleColumn,
    UISplitViewControllerStyleTripleColumn,
} API_AVAILABLE_IOS(14.0);

typedef NS_ENUM(NSInteger, UISplitViewControllerColumn) {
    UISplitViewControllerColumnPrimary,
    UISplitViewControllerColumnSupplementary, // Valid for UISplitViewControllerStyleTripleColumn only
    UISplitViewControllerColumnSecondary,
    UISplitViewControllerColumnCompact,
} API_AVAILABLE_IOS(14.0);

API_AVAILABLE_IOS(3.2) NS_SWIFT_UI_ACTOR
@interface UISplitViewController : UIViewController

- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithStyle:(UISplitViewControllerStyle)style NS_DESIGNATED_INITIALIZER API_AVAILABLE_IOS(14.0);

- (nullable __kindof UIViewController *)viewControllerForColumn:(UISplitViewControllerColumn)column API_AVAILABLE_IOS(14.0);

@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;

@end

NS_ASSUME_NONNULL_END
