import Foundation

/// Words for a failed file operation.
public enum SystemError {
    /// Why `error` happened, as the system says it ("No such file or
    /// directory", "Permission denied"): Foundation's own descriptions are
    /// generic ("The operation could not be completed") or only an error code
    /// on Linux, while the POSIX error underneath has the words.
    public static func reason(_ error: Error) -> String {
        let underlying = (error as? CocoaError)?.underlying ?? ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error)
        if let posix = underlying.map({ $0 as NSError }), posix.domain == NSPOSIXErrorDomain, let message = strerror(Int32(posix.code)) {
            return String(cString: message)
        }
        return (underlying ?? error).localizedDescription
    }
}
