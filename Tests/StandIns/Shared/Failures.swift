// How the Swift stand-ins (UIKit, AppKit) report what the real frameworks report at run time:
// uncaught Objective-C exceptions (which abort the app) and console warnings.
//
// The files of Tests/StandIns/Shared are compiled into each Swift stand-in module; each module
// gets its own (internal or public) copy of these declarations.

/// Ends the process as an uncaught Objective-C exception ends an iOS or macOS app:
/// CoreFoundation's "*** Terminating app due to uncaught exception" line on stderr, then
/// `abort()` (SIGABRT).
/// Buffered standard output is flushed first, so that what the app printed before (which the
/// Xcode console would show) is not lost.
///
/// - Parameters:
///   - name: the exception name, e.g. `NSInvalidArgumentException`.
///   - reason: the exception reason, exactly as the framework words it.
func standInRaise(name: String, reason: String) -> Never {
    fflush(nil)
    standInWriteToStandardError(
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n"
    )
    abort()
}

/// Ends the process when a program does what the real framework does not survive either but
/// reports differently (or not at all), e.g. reading a non-optional property that Objective-C
/// left nil: "StandIn: <message>" on stderr, then `abort()` (SIGABRT). Stdout is flushed first.
func standInFail(_ message: String) -> Never {
    fflush(nil)
    standInWriteToStandardError("StandIn: \(message)\n")
    abort()
}

/// Writes a framework console warning (one line) to stderr.
func standInWarn(_ message: String) {
    standInWriteToStandardError(message + "\n")
}

/// `<Module.Class: 0xADDRESS>`, the way `-[NSObject description]` prints a Swift subclass
/// (`<UIStoryboard: 0xADDRESS>` for a framework class, as Objective-C prints it).
func standInObjectDescription(_ object: AnyObject) -> String {
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    return "<\(standInClassName(type(of: object))): 0x\(String(address, radix: 16))>"
}

private func standInWriteToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
