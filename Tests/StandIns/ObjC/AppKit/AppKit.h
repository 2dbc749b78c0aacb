// Umbrella header of the AppKit header stand-in (see docs/StandIns.md).
#import <Foundation/Foundation.h>

#import <AppKit/AppKitDefines.h>
#import <AppKit/NSResponder.h>
#import <AppKit/NSNib.h>
#import <AppKit/NSStoryboard.h>
#import <AppKit/NSStoryboardSegue.h>
#import <AppKit/NSViewController.h>
#import <AppKit/NSWindow.h>
#import <AppKit/NSWindowController.h>
#import <AppKit/NSTabViewItem.h>
#import <AppKit/NSTabViewController.h>
#import <AppKit/NSSplitViewItem.h>
#import <AppKit/NSSplitViewController.h>
