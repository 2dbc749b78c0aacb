import AppKit

open class DocumentViewController: NSViewController {
    public func export(_ format: String) {
        performShowExportSegue { export in
            export.format = format
        }
    }

    #if !canImport(ObjectiveC)
    // Without the Objective-C runtime, swizzle dispatch needs the forwarding line.
    open override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
    #endif
}

public final class ExportViewController: NSViewController {
    public var format = ""
}
