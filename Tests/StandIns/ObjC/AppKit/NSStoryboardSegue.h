// Transcribed from the macOS 14 SDK's <AppKit/NSStoryboardSegue.h>. NSStoryboardSegue is NOT
// main-actor; the three NSSeguePerforming methods are each NS_SWIFT_UI_ACTOR and @optional.
// Source and destination are `id`: a view controller or a window controller.
#import <AppKit/AppKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef NSString * NSStoryboardSegueIdentifier NS_SWIFT_BRIDGED_TYPEDEF;

API_AVAILABLE_MACOS(10.10)
@interface NSStoryboardSegue : NSObject

// Convenience constructor for returning a segue that performs a handler block in its -perform method.
+ (instancetype)segueWithIdentifier:(NSStoryboardSegueIdentifier)identifier source:(id)sourceController destination:(id)destinationController performHandler:(void (^)(void))performHandler;

- (instancetype)initWithIdentifier:(NSStoryboardSegueIdentifier)identifier source:(id)sourceController destination:(id)destinationController NS_DESIGNATED_INITIALIZER;

@property (nullable, readonly, copy) NSStoryboardSegueIdentifier identifier;
@property (readonly, strong) id sourceController;
@property (readonly, strong) id destinationController;

- (void)perform;

@end

@protocol NSSeguePerforming <NSObject>

@optional

- (void)prepareForSegue:(NSStoryboardSegue *)segue sender:(nullable id)sender NS_SWIFT_UI_ACTOR API_AVAILABLE_MACOS(10.10);

/* Performs the identified Segue created from this WindowController. Throws exception if identifier is nil or not associated with the receiver. */
- (void)performSegueWithIdentifier:(NSStoryboardSegueIdentifier)identifier sender:(nullable id)sender NS_SWIFT_UI_ACTOR API_AVAILABLE_MACOS(10.10);

/* Invoked immediately prior to initiating a segue. Return NO to prevent the segue from firing. The default implementations in NSViewController and NSWindowController return YES. This method is invoked when -performSegueWithIdentifier:sender: is used. */
- (BOOL)shouldPerformSegueWithIdentifier:(NSStoryboardSegueIdentifier)identifier sender:(nullable id)sender NS_SWIFT_UI_ACTOR API_AVAILABLE_MACOS(10.10);

@end

NS_HEADER_AUDIT_END(nullability, sendability)
