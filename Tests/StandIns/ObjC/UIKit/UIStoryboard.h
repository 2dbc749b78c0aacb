// Transcribed from the iOS 17 SDK's <UIKit/UIStoryboard.h>. The class declares no initializer of
// its own: it inherits -[NSObject init], and Swift imports the factory method
// +storyboardWithName:bundle: (which returns `UIStoryboard *`, not `instancetype`) as an
// initializer that subclasses do not inherit. UIKit.apinotes makes the two creator methods and
// their block type Swift-private (`__instantiate...`), as the SDK's UIKit.apinotes does: Swift
// code calls the generic overloads of the UIKit overlay (UIKit.swift beside this file) instead.
#import <UIKit/UIKitDefines.h>

@class UIViewController;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef __kindof UIViewController *_Nullable (^UIStoryboardViewControllerCreator)(NSCoder *coder);

API_AVAILABLE_IOS(5.0) NS_SWIFT_UI_ACTOR
@interface UIStoryboard : NSObject

+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(nullable NSBundle *)storyboardBundleOrNil;

- (nullable __kindof UIViewController *)instantiateInitialViewController;
- (nullable __kindof UIViewController *)instantiateInitialViewControllerWithCreator:(nullable NS_NOESCAPE UIStoryboardViewControllerCreator)block API_AVAILABLE_IOS(13.0);
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier creator:(nullable NS_NOESCAPE UIStoryboardViewControllerCreator)block API_AVAILABLE_IOS(13.0);

@end

NS_HEADER_AUDIT_END(nullability, sendability)
