// Transcribed from the macOS 14 SDK's <AppKit/NSWindowController.h>, trimmed to the members in
// docs/StandIns.md. Like NSViewController it adopts NSSeguePerforming, whose methods Swift
// imports as members of the class.
#import <AppKit/AppKitDefines.h>
#import <AppKit/NSResponder.h>
#import <AppKit/NSNib.h>
#import <AppKit/NSStoryboard.h>
#import <AppKit/NSStoryboardSegue.h>
#import <AppKit/NSWindow.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@class NSViewController;

@interface NSWindowController : NSResponder <NSSeguePerforming>

/* Designated Initializer.  window can be nil.  All other -init... methods call this, and then possibly do other setup. */
- (instancetype)initWithWindow:(nullable NSWindow *)window NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

- (instancetype)initWithWindowNibName:(NSNibName)windowNibName;	// self is the owner

/* The view controller for the window's contentView. Tracks the window property of the same name. */
@property (nullable, strong) NSViewController *contentViewController API_AVAILABLE_MACOS(10.10);

@property (nullable, strong) NSWindow *window;

- (void)showWindow:(nullable id)sender;

@end

@interface NSWindowController (NSWindowControllerStoryboardingMethods)

/* The Storyboard the WindowController was loaded from. Returns nil if the WindowController was not loaded from a Storyboard. */
@property (nullable, readonly, strong) NSStoryboard *storyboard API_AVAILABLE_MACOS(10.10);

@end

NS_HEADER_AUDIT_END(nullability, sendability)
