// Transcribed from the iOS 17 SDK's <UIKit/UINavigationController.h>, trimmed to the members
// in docs/StandIns.md. All four designated initializers are kept: which initializers a
// subclass inherits depends on the full set.
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIViewController.h>

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController

- (instancetype)initWithNavigationBarClass:(nullable Class)navigationBarClass toolbarClass:(nullable Class)toolbarClass NS_DESIGNATED_INITIALIZER API_AVAILABLE_IOS(5.0);
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;

@property(nullable, nonatomic, readonly, strong) UIViewController *topViewController;
@property(nullable, nonatomic, readonly, strong) UIViewController *visibleViewController;
@property(nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;

@end

@interface UIViewController (UINavigationControllerItem)

@property(nullable, nonatomic, readonly, strong) UINavigationController *navigationController;

@end

NS_ASSUME_NONNULL_END
