// How the stand-in UIKit reports what the real UIKit reports at run time: uncaught
// Objective-C exceptions (which abort the app) and console warnings.

/// Ends the process as an uncaught Objective-C exception ends an iOS app: CoreFoundation's
/// "*** Terminating app due to uncaught exception" line on stderr, then `abort()` (SIGABRT).
/// Buffered standard output is flushed first, so that what the app printed before (which the
/// Xcode console would show) is not lost.
///
/// - Parameters:
///   - name: the exception name, e.g. `NSInvalidArgumentException`.
///   - reason: the exception reason, exactly as UIKit words it.
func standInRaise(name: String, reason: String) -> Never {
    fflush(nil)
    standInWriteToStandardError(
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n"
    )
    abort()
}

/// Writes a UIKit console warning (one line) to stderr.
func standInWarn(_ message: String) {
    standInWriteToStandardError(message + "\n")
}

/// `<Module.Class: 0xADDRESS>`, the way `-[NSObject description]` prints a Swift subclass.
func standInObjectDescription(_ object: AnyObject) -> String {
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    return "<\(String(reflecting: type(of: object))): 0x\(String(address, radix: 16))>"
}

private func standInWriteToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
