// Transcribed from the macOS 14 SDK's <AppKit/NSStoryboard.h>, trimmed to creating a storyboard and
// instantiating its controllers (the `mainStoryboard` class property is left out). NSStoryboard is
// NOT main-actor (see the reference). Its factory method returns `instancetype`, so Swift imports it
// as a convenience initializer that subclasses inherit. AppKit.apinotes names the typedefs
// `NSStoryboard.Name` and `NSStoryboard.SceneIdentifier` and makes the two creator methods and their
// block type Swift-private (`__instantiate...`), as the SDK's AppKit.apinotes does: Swift code calls
// the generic overloads of the AppKit overlay (AppKit.swift beside this file) instead.
#import <AppKit/AppKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef NSString * NSStoryboardName NS_SWIFT_BRIDGED_TYPEDEF;
typedef NSString * NSStoryboardSceneIdentifier NS_SWIFT_BRIDGED_TYPEDEF;

typedef id _Nullable (^NSStoryboardControllerCreator)(NSCoder *coder);

API_AVAILABLE_MACOS(10.10)
@interface NSStoryboard : NSObject

+ (instancetype)storyboardWithName:(NSStoryboardName)name bundle:(nullable NSBundle *)storyboardBundleOrNil;

- (nullable id)instantiateInitialController;
- (nullable id)instantiateInitialControllerWithCreator:(nullable NS_NOESCAPE NSStoryboardControllerCreator)block API_AVAILABLE_MACOS(10.15);
- (id)instantiateControllerWithIdentifier:(NSStoryboardSceneIdentifier)identifier;
- (id)instantiateControllerWithIdentifier:(NSStoryboardSceneIdentifier)identifier creator:(nullable NS_NOESCAPE NSStoryboardControllerCreator)block API_AVAILABLE_MACOS(10.15);

@end

NS_HEADER_AUDIT_END(nullability, sendability)
