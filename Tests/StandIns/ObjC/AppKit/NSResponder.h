// Transcribed from the macOS 14 SDK's <AppKit/NSResponder.h>, trimmed to its initializers.
// NS_SWIFT_UI_ACTOR is on NSResponder, so NSViewController, NSWindowController and NSWindow
// inherit main-actor isolation from it. Both initializers are designated; initWithCoder: comes
// from NSCoding, so Swift imports it as `required init?(coder:)`.
#import <AppKit/AppKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

NS_SWIFT_UI_ACTOR
@interface NSResponder : NSObject <NSCoding>

- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

@end

NS_HEADER_AUDIT_END(nullability, sendability)
