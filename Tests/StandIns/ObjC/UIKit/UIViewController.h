// Transcribed from the iOS 17 SDK's <UIKit/UIViewController.h>, trimmed to the members in
// docs/StandIns.md: the two designated initializers, the storyboard/segue/unwind methods, the
// containment properties and modal presentation. None of the segue methods is NS_REQUIRES_SUPER.
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIResponder.h>

NS_ASSUME_NONNULL_BEGIN

@class UIStoryboard, UIStoryboardSegue, UIStoryboardUnwindSegueSource;

API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIViewController : UIResponder <NSCoding>

- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

@property(nullable, nonatomic, readonly, strong) UIStoryboard *storyboard API_AVAILABLE_IOS(5.0);

- (void)performSegueWithIdentifier:(NSString *)identifier sender:(nullable id)sender API_AVAILABLE_IOS(5.0);

// Invoked immediately prior to initiating a segue. Return NO to prevent the segue from firing.
// The default implementation returns YES. This method is not invoked when
// -performSegueWithIdentifier:sender: is used.
- (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(nullable id)sender API_AVAILABLE_IOS(6.0);

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(nullable id)sender API_AVAILABLE_IOS(5.0);

- (BOOL)canPerformUnwindSegueAction:(SEL)action fromViewController:(UIViewController *)fromViewController withSender:(id)sender API_DEPRECATED_IOS("Use canPerformUnwindSegueAction:fromViewController:sender:", 6.0, 13.0);
- (BOOL)canPerformUnwindSegueAction:(SEL)action fromViewController:(UIViewController *)fromViewController sender:(nullable id)sender API_AVAILABLE_IOS_TVOS(13.0, 13.0);

- (NSArray<UIViewController *> *)allowedChildViewControllersForUnwindingFromSource:(UIStoryboardUnwindSegueSource *)source API_AVAILABLE_IOS(9.0);
- (nullable UIViewController *)childViewControllerContainingSegueSource:(UIStoryboardUnwindSegueSource *)source API_AVAILABLE_IOS(9.0);
- (void)unwindForSegue:(UIStoryboardSegue *)unwindSegue towardsViewController:(UIViewController *)subsequentVC API_AVAILABLE_IOS(9.0);

@property(nullable, nonatomic, weak, readonly) UIViewController *parentViewController;

// The view controller that was presented by this view controller or its nearest ancestor.
@property(nullable, nonatomic, readonly) UIViewController *presentedViewController API_AVAILABLE_IOS(5.0);
// The view controller that presented this view controller (or its farthest ancestor).
@property(nullable, nonatomic, readonly) UIViewController *presentingViewController API_AVAILABLE_IOS(5.0);

- (void)presentViewController:(UIViewController *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE_IOS(5.0);
// The completion handler, if provided, will be invoked after the dismissed controller's viewDidDisappear: callback is invoked.
- (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE_IOS(5.0);

@end

@interface UIViewController (UIContainerViewControllerProtectedMethods)

@property(nonatomic, readonly) NSArray<__kindof UIViewController *> *childViewControllers API_AVAILABLE_IOS(5.0);

@end

NS_ASSUME_NONNULL_END
