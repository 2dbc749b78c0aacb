// After the iOS 17 SDK's <UIKit/UIStoryboard.h>: the class only. Its factory and
// instantiation methods are deliberately left out until the generator needs them; like the
// SDK's, the class declares no initializer and inherits -[NSObject init].
#import <UIKit/UIKitDefines.h>

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE_IOS(5.0) NS_SWIFT_UI_ACTOR
@interface UIStoryboard : NSObject
@end

NS_ASSUME_NONNULL_END
