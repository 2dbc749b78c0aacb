// Transcribed from the macOS 14 SDK's <AppKit/NSViewController.h>, trimmed to the members in
// docs/StandIns.md: the two designated initializers, the containment and storyboard properties,
// presentation as a sheet or a modal window and dismissal. The segue methods are not declared
// here: NSViewController adopts NSSeguePerforming (and implements its optional methods), and Swift
// imports the protocol's methods as members of the class, so subclasses `override` them.
#import <AppKit/AppKitDefines.h>
#import <AppKit/NSResponder.h>
#import <AppKit/NSNib.h>
#import <AppKit/NSStoryboard.h>
#import <AppKit/NSStoryboardSegue.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

API_AVAILABLE_MACOS(10.5)
@interface NSViewController : NSResponder <NSSeguePerforming>

- (instancetype)initWithNibName:(nullable NSNibName)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

@end

@interface NSViewController (NSViewControllerPresentation)

/* Dismisses the viewController that was previously presented with the same animator that presented the viewController. This is the generic way to close a given viewController, no matter how it was presented. */
- (void)dismissViewController:(NSViewController *)viewController API_AVAILABLE_MACOS(10.10);

/* Dismisses the receiver.  If the receiver's presenter is an NSViewController, it will be sent a -dismissViewController: message with this receiver as the parameter.  Does nothing if the receiver is not currently presented. */
- (IBAction)dismissController:(nullable id)sender API_AVAILABLE_MACOS(10.10);

/* The view controller that presented this view controller (or its farthest ancestor). */
@property (nullable, readonly, assign) NSViewController *presentingViewController API_AVAILABLE_MACOS(10.10);

@end

@interface NSViewController (NSViewControllerPresentationAndTransitionStyles)

/* Presents the viewController as a sheet. The viewController is made the delegate and contentViewController of the sheet while it is shown. Call [presentingViewController dismissViewController:viewController] to close the viewController that was previously shown as a sheet. */
- (void)presentViewControllerAsSheet:(NSViewController *)viewController API_AVAILABLE_MACOS(10.10);

/* Presents the viewController as a modal window (also known as an alert). The viewController is made the delegate and contentViewController of the window while it is shown. Call [presentingViewController dismissViewController:viewController] to close the viewController that was previously shown as a modal window. */
- (void)presentViewControllerAsModalWindow:(NSViewController *)viewController API_AVAILABLE_MACOS(10.10);

@end

@interface NSViewController (NSViewControllerContainer)

@property (nullable, readonly) NSViewController *parentViewController API_AVAILABLE_MACOS(10.10);
@property (copy) NSArray<__kindof NSViewController *> *childViewControllers API_AVAILABLE_MACOS(10.10);

@end

@interface NSViewController (NSViewControllerStoryboardingMethods)

/* The Storyboard the ViewController was loaded from. Returns nil if the ViewController was not loaded from a Storyboard. */
@property (nullable, readonly, strong) NSStoryboard *storyboard API_AVAILABLE_MACOS(10.10);

@end

NS_HEADER_AUDIT_END(nullability, sendability)
