// Values the stand-in harness returns: compiler invocations, diagnostics, program runs.

/// Which stand-in SDK a snippet is compiled against.
public enum StandInSDK: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `Tests/StandIns/UIKit` and `Tests/StandIns/AppKit` (with `Tests/StandIns/Shared`): Swift
    /// modules named UIKit and AppKit that also run (no Objective-C runtime:
    /// `canImport(ObjectiveC)` is false against them).
    case swiftStandIn
    /// `Tests/StandIns/ObjC`: Objective-C headers (ObjectiveC, Foundation, UIKit, AppKit)
    /// imported by Swift's ClangImporter with Objective-C interop enabled. Type-check only.
    case objcHeaders

    public var description: String { rawValue }
}

/// A framework with a Swift stand-in: the module generated code imports.
public enum StandInFramework: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `Tests/StandIns/UIKit` (iOS, tvOS).
    case uiKit
    /// `Tests/StandIns/AppKit` (macOS).
    case appKit

    /// The module name: `UIKit` or `AppKit` (also the stand-in's directory and library name).
    public var moduleName: String {
        switch self {
        case .uiKit: "UIKit"
        case .appKit: "AppKit"
        }
    }

    public var description: String { moduleName }
}

/// A Swift language mode (`-swift-version`).
public enum SwiftLanguageMode: Int, Sendable, CaseIterable, CustomStringConvertible {
    case swift5 = 5
    case swift6 = 6

    public var description: String { "Swift \(rawValue)" }
}

/// A Swift module of its own that a program imports: its name and source files.
public struct SwiftLibrary: Sendable, Hashable {
    public var moduleName: String
    public var files: [SwiftSourceFile]
    /// Built with `-enable-library-evolution`, as a framework built for distribution
    /// (`BUILD_LIBRARY_FOR_DISTRIBUTION`) is: its public enums are non-frozen unless `@frozen`.
    public var libraryEvolution: Bool

    public init(moduleName: String, files: [SwiftSourceFile], libraryEvolution: Bool = false) {
        self.moduleName = moduleName
        self.files = files
        self.libraryEvolution = libraryEvolution
    }
}

/// One Swift source file to compile: a file name (no directories; must end in `.swift`) and
/// its text.
public struct SwiftSourceFile: Sendable, Hashable {
    /// File name such as `main.swift` or `Segues.swift`. A program of several files needs one
    /// named `main.swift` (or an `@main` type) for its top-level code.
    public var name: String
    /// The Swift source text.
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// One diagnostic line printed by swiftc (`-diagnostic-style llvm`):
/// `<file>:<line>:<column>: <severity>: <message>`.
public struct CompilerDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Severity of a compiler diagnostic.
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note, remark
    }

    /// The file as swiftc printed it (a path, or a pseudo-file such as
    /// `UIKit.UIViewController.performSegue` for declarations from a module).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    public var severity: Severity
    /// The message, without the location and severity prefix (may end in a diagnostic group
    /// such as ` [#ActorIsolatedCall]`).
    public var message: String

    public init(file: String, line: Int, column: Int, severity: CompilerDiagnostic.Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// Parses the diagnostic lines of swiftc's output; other lines (source excerpts, carets,
    /// "error: ... failed with exit code") are skipped.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { parseLine(String($0)) }
    }

    static func parseLine(_ line: String) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note, .remark] {
            let marker = ": \(severity.rawValue): "
            guard let markerRange = line.range(of: marker) else { continue }
            let location = line[..<markerRange.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3,
                let column = Int(parts[parts.count - 1]),
                let lineNumber = Int(parts[parts.count - 2])
            else { continue }
            let file = parts[..<(parts.count - 2)].joined(separator: ":")
            return CompilerDiagnostic(
                file: file, line: lineNumber, column: column, severity: severity,
                message: String(line[markerRange.upperBound...]))
        }
        return nil
    }
}

/// The outcome of one swiftc invocation.
public struct CompilerResult: Sendable, CustomStringConvertible {
    /// The swiftc executable and its arguments, as run.
    public var commandLine: [String]
    /// swiftc's exit status (0: success).
    public var exitStatus: Int32
    /// Everything swiftc printed (stdout, then stderr).
    public var output: String

    /// Whether swiftc exited with status 0.
    public var succeeded: Bool { exitStatus == 0 }

    /// The diagnostics in `output`, in order.
    public var diagnostics: [CompilerDiagnostic] { CompilerDiagnostic.parse(output) }

    /// The diagnostics of one severity, in order.
    public func diagnostics(_ severity: CompilerDiagnostic.Severity) -> [CompilerDiagnostic] {
        diagnostics.filter { $0.severity == severity }
    }

    public var description: String {
        "$ \(commandLine.joined(separator: " "))\nexit status \(exitStatus)\n\(output)"
    }
}

/// The outcome of `StandInHarness.compileObject`.
public struct ObjectResult: Sendable, CustomStringConvertible {
    public var compilation: CompilerResult
    /// Whether the object written is a 64-bit ARM Mach-O object (false if none was written).
    public var isMachOArm64: Bool

    public var description: String { "\(compilation)\nMach-O arm64 object: \(isMachOArm64)" }
}

/// How a program ended.
public enum Termination: Sendable, Hashable, CustomStringConvertible {
    /// `exit(status)` or returning from top-level code.
    case exited(Int32)
    /// Killed by a signal: SIGABRT (6) for `abort()` and uncaught Objective-C exceptions,
    /// SIGILL (4) or SIGTRAP (5) for Swift runtime traps (`fatalError`, failed `precondition`,
    /// force-unwrapping nil).
    case signaled(Int32)

    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal): "killed by signal \(signal)"
        }
    }
}

/// The outcome of `StandInHarness.buildAndRun`.
public struct RunResult: Sendable, CustomStringConvertible {
    /// The compilation that produced the program (it succeeded).
    public var compilation: CompilerResult
    /// What the program wrote to stdout.
    public var stdout: String
    /// What the program wrote to stderr (Swift's crash backtracer is disabled, so a trap leaves
    /// only the runtime's one-line message, e.g. `App/main.swift:3: Fatal error: ...`).
    public var stderr: String
    public var termination: Termination

    /// Whether the program died from a signal (a trap or an abort) rather than exiting.
    public var trapped: Bool {
        if case .signaled = termination { return true }
        return false
    }

    /// Whether the program exited with status 0.
    public var succeeded: Bool { termination == .exited(0) }

    public var description: String {
        "\(termination)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
}

/// Why the harness could not produce a result.
public enum StandInHarnessError: Error, Sendable, CustomStringConvertible {
    /// No executable `swiftc` in any directory of `PATH` (the value searched is attached).
    case swiftcNotFound(searchPath: String)
    /// Building a stand-in failed, or printed a warning other than the expected ones.
    case standInBuildFailed(step: String, CompilerResult)
    /// The program given to `buildAndRun` did not compile.
    case compilationFailed(CompilerResult)
    /// A source file name is empty, contains a path separator, or does not end in `.swift`.
    case invalidSourceFileName(String)
    /// A file or process operation failed (message from Foundation).
    case io(String)

    public var description: String {
        switch self {
        case .swiftcNotFound(let searchPath):
            "swiftc not found in PATH (\(searchPath))"
        case .standInBuildFailed(let step, let result):
            "building the stand-ins failed at \(step):\n\(result)"
        case .compilationFailed(let result):
            "the program did not compile:\n\(result)"
        case .invalidSourceFileName(let name):
            "invalid source file name '\(name)': expected a plain file name ending in .swift"
        case .io(let message):
            "I/O error: \(message)"
        }
    }
}
