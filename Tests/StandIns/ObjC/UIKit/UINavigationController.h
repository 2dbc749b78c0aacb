// Transcribed from the iOS 17 SDK's <UIKit/UINavigationController.h>, trimmed to the members
// in docs/StandIns.md. All four designated initializers are kept: which initializers a
// subclass inherits depends on the full set. (The SDK's comment on -pushViewController:animated:
// says that pushing a view controller already in the stack has no effect; Apple's documentation
// says that it throws, which is what UIKit does.)
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIViewController.h>

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController

- (instancetype)initWithNavigationBarClass:(nullable Class)navigationBarClass toolbarClass:(nullable Class)toolbarClass NS_DESIGNATED_INITIALIZER API_AVAILABLE_IOS(5.0);
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;

- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated; // Uses a horizontal slide transition. Has no effect if the view controller is already in the stack.

- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated; // Returns the popped controller.

@property(nullable, nonatomic, readonly, strong) UIViewController *topViewController;
@property(nullable, nonatomic, readonly, strong) UIViewController *visibleViewController;
@property(nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;

@end

@interface UIViewController (UINavigationControllerItem)

@property(nullable, nonatomic, readonly, strong) UINavigationController *navigationController;

@end

NS_ASSUME_NONNULL_END
