import Foundation

/// Words for a failed file operation.
public enum SystemError {
    /// Why `error` happened, as the system says it ("Permission denied"): Foundation's descriptions
    /// are generic, or only an error code on Linux.
    public static func reason(_ error: Error) -> String {
        let underlying = (error as? CocoaError)?.underlying ?? ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error)
        if let posix = underlying.map({ $0 as NSError }), posix.domain == NSPOSIXErrorDomain, let message = strerror(Int32(posix.code)) {
            return String(cString: message)
        }
        return (underlying ?? error).localizedDescription
    }
}
