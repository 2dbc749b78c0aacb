// Transcribed from the iOS 17 SDK's <UIKit/UITabBarController.h>, trimmed to the members in
// docs/StandIns.md. `viewControllers` is nullable; `selectedViewController` is `assign`,
// which Swift imports as `unowned(unsafe)`.
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIViewController.h>

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UITabBarController : UIViewController

@property(nullable, nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
@property(nullable, nonatomic, assign) __kindof UIViewController *selectedViewController;

@end

NS_ASSUME_NONNULL_END
