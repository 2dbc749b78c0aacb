// Transcribed from the macOS 14 SDK's <AppKit/NSViewController.h>, trimmed to the members in
// docs/StandIns.md: the two designated initializers, the containment, presentation and
// storyboard properties. The segue methods are not declared here: NSViewController adopts
// NSSeguePerforming (and implements its optional methods), and Swift imports the protocol's
// methods as members of the class, so subclasses `override` them.
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

/* The view controller that presented this view controller (or its farthest ancestor). */
@property (nullable, readonly, assign) NSViewController *presentingViewController API_AVAILABLE_MACOS(10.10);

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
