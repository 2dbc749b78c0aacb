// Stand-in `AppKit` for Linux: module-level declarations.
//
// The real AppKit re-exports Foundation (and, through it, the ObjectiveC module). On Linux,
// NSObject, NSCoder, Bundle and NSRect come from swift-corelibs-foundation; `Selector` comes
// from Tests/StandIns/Shared, compiled into this module. What this module models, and how it is
// kept exactly as strict as the macOS SDK, is described in docs/StandIns.md.

@_exported import Foundation
