import Foundation
import SegueGenTestSupport

/// The example app, `Examples/TaskList`.
enum ExampleApp {
    static let directory = Repository.url("Examples/TaskList")

    /// The app's hand-written code.
    static func sources() throws -> [SwiftSourceFile] {
        try SwiftFiles.read(in: directory.appendingPathComponent("Sources"))
    }

    /// The checked-in generated code.
    static func generatedSources() throws -> [SwiftSourceFile] {
        try SwiftFiles.read(in: directory.appendingPathComponent("Generated"))
    }
}
