// After the macOS 14 SDK's <AppKit/NSNib.h>: the NSNibName typedef (`NSNib.Name`, a String in
// Swift, through AppKit.apinotes) and the class it is nested in. NSNib is not main-actor; its
// initializers and nib loading are left out.
#import <AppKit/AppKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef NSString * NSNibName NS_SWIFT_BRIDGED_TYPEDEF;

@interface NSNib : NSObject <NSCoding>
@end

NS_HEADER_AUDIT_END(nullability, sendability)
