// Transcribed from the iOS 17 SDK's <UIKit/UIResponder.h>, trimmed to the members in
// docs/StandIns.md. UIResponder declares no initializer: it inherits -[NSObject init].
#import <UIKit/UIKitDefines.h>

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject

@property(nonatomic, readonly, nullable) UIResponder *nextResponder;

@end

NS_ASSUME_NONNULL_END
