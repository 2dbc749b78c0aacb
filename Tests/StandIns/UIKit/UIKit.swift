// Stand-in `UIKit` for Linux: module-level declarations.
//
// The real UIKit re-exports Foundation (and, through it, the ObjectiveC module). On Linux,
// NSObject, NSCoder and Bundle come from swift-corelibs-foundation; `Selector` comes from
// Tests/StandIns/Shared, compiled into this module. What this module models, and how it is
// kept exactly as strict as the iOS SDK, is described in docs/StandIns.md.

@_exported import Foundation
