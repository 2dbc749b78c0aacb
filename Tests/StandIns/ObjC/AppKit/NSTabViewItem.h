// Transcribed from the macOS 14 SDK's <AppKit/NSTabViewItem.h>, trimmed to the view
// controller API. NSTabViewItem is NOT main-actor. It declares no designated initializer, so
// Swift treats initWithIdentifier: (and the inherited init) as designated; NSCoding adds
// `required init?(coder:)`. `viewController` is OPTIONAL.
#import <AppKit/AppKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@class NSViewController;

@interface NSTabViewItem : NSObject <NSCoding>

+ (instancetype)tabViewItemWithViewController:(NSViewController *)viewController API_AVAILABLE_MACOS(10.10);

- (instancetype)initWithIdentifier:(nullable id)identifier;

@property (nullable, strong) NSViewController *viewController API_AVAILABLE_MACOS(10.10);

@end

NS_HEADER_AUDIT_END(nullability, sendability)
