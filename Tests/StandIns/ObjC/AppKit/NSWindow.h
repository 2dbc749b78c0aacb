// Transcribed from the macOS 14 SDK's <AppKit/NSWindow.h>, trimmed to the designated
// initializer (which decides which initializers subclasses inherit), the content view
// controller, the convenience constructor built on it, and `visible`. initWithCoder: is
// NS_UNAVAILABLE in the SDK. Of NSWindowStyleMask only the basic window styles are kept (not
// the zero-valued NSWindowStyleMaskBorderless, whose Swift import is unsure).
#import <AppKit/AppKitDefines.h>
#import <AppKit/NSResponder.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@class NSViewController;

typedef NS_OPTIONS(NSUInteger, NSWindowStyleMask) {
    NSWindowStyleMaskTitled = 1 << 0,
    NSWindowStyleMaskClosable = 1 << 1,
    NSWindowStyleMaskMiniaturizable = 1 << 2,
    NSWindowStyleMaskResizable = 1 << 3,
};

typedef NS_ENUM(NSUInteger, NSBackingStoreType) {
    NSBackingStoreRetained API_DEPRECATED_WITH_REPLACEMENT_MACOS("NSBackingStoreBuffered", 10.0, 10.13) = 0,
    NSBackingStoreNonretained API_DEPRECATED_WITH_REPLACEMENT_MACOS("NSBackingStoreBuffered", 10.0, 10.13) = 1,
    NSBackingStoreBuffered = 2,
};

@interface NSWindow : NSResponder

- (instancetype)initWithContentRect:(NSRect)contentRect styleMask:(NSWindowStyleMask)style backing:(NSBackingStoreType)backingStoreType defer:(BOOL)flag NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;

@property (nullable, strong) NSViewController *contentViewController API_AVAILABLE_MACOS(10.10);
@property (getter=isVisible, readonly) BOOL visible;

+ (instancetype)windowWithContentViewController:(NSViewController *)contentViewController API_AVAILABLE_MACOS(10.10);

@end

NS_HEADER_AUDIT_END(nullability, sendability)
