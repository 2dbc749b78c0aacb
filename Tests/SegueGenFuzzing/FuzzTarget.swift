import Foundation
import SegueGenKit

/// An input the tool reads, exercised the way the tool uses it, checking on the way the invariants
/// every run keeps: errors and no output, or output; every diagnostic inside its file. libFuzzer
/// drives it (`Scripts/fuzz.sh`); `swift test` replays `Tests/FuzzCorpus` (docs/Reliability.md).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// YAML -> spec -> generated files (a file per scene; the single-file
    /// layout joins the same renderings) -> the writer's plan.
    case spec
    /// Mustache template parsing and rendering, with partials (see `MustacheFuzzInput`).
    case mustache
    /// Storyboard XML -> import -> spec YAML -> spec -> lint and generated files.
    case storyboard
    case config

    /// Runs the target on one input; nil when every invariant held, else the first one broken.
    public func run(_ bytes: [UInt8]) -> FuzzFailure? {
        let check: FuzzCheck
        switch self {
        case .spec: check = FuzzCheck.spec(bytes)
        case .mustache: check = FuzzCheck.mustache(bytes)
        case .storyboard: check = FuzzCheck.storyboard(bytes)
        case .config: check = FuzzCheck.config(bytes)
        }
        return check.failure.map { FuzzFailure(target: self, message: $0) }
    }
}

/// An invariant a fuzz target found broken.
public struct FuzzFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var target: FuzzTarget
    public var message: String

    public var description: String { "\(target.rawValue): \(message)" }
}

/// The checks of one run: the first broken invariant wins.
struct FuzzCheck {
    private(set) var failure: String?

    mutating func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if failure == nil && !condition() { failure = message() }
    }

    /// Every diagnostic and note with a position points into its source, at most one column past a
    /// line's end, and renders without a control character a terminal would act on.
    mutating func checkDiagnostics(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let locations = diagnostics.flatMap { [$0.location] + $0.notes.map(\.location) }.compactMap { $0 }
        for location in locations {
            guard let source = byPath[location.file] else { continue }
            let line = source.line(location.line)
            expect(line != nil, "diagnostic at line \(location.line) of \(source.lines.count)")
            if let line {
                expect(location.column >= 1 && location.column <= line.unicodeScalars.count + 1,
                       "diagnostic at \(location.line):\(location.column), line has \(line.unicodeScalars.count) scalars")
            }
        }
        for diagnostic in diagnostics {
            expect(!diagnostic.message.isEmpty, "diagnostic without a message")
        }
        let rendered = DiagnosticPrinter(sources: sources).render(diagnostics)
        if let scalar = Self.first(in: rendered, where: Self.isTerminalControl) {
            expect(false, "rendered diagnostics contain U+\(String(scalar.value, radix: 16, uppercase: true)): \(rendered.debugDescription.prefix(300))")
        }
    }

    /// Control characters a terminal acts on: C0 and C1 controls but tab and line feed.
    static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// Checks generated files: plain `.swift` names inside the output directory, seguegen's header
    /// first, one trailing newline, and no character that hides or reorders code.
    mutating func checkGenerated(_ files: [GeneratedFile]) {
        expect(!files.isEmpty, "a spec without errors generated no file")
        for file in files {
            expect(OutputPath.problem(file.path) == nil, "unsafe output path \(file.path.debugDescription)")
            expect(GeneratedFileMarker.isGenerated(Array(file.contents.utf8)), "\(file.path) lacks seguegen's header")
            expect(file.contents.hasSuffix("\n"), "\(file.path) does not end with a newline")
            if let scalar = Self.first(in: file.contents, where: Self.hidesCode) {
                expect(false, "\(file.path) contains U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
        let folded = files.map { OutputPath.collisionKey($0.path) }
        expect(Set(folded).count == folded.count, "two outputs are one file where case does not count: \(files.map(\.path))")
        // The writer accepts them (a directory that does not exist is only planned, never touched).
        do {
            _ = try OutputWriter().plan(files, in: URL(fileURLWithPath: "/nonexistent/seguegen-fuzz"), inputs: [])
        } catch {
            expect(false, "the writer refuses the output: \(error)")
        }
    }

    /// The first scalar of `text` that `matches`, which must match neither printable ASCII nor LF:
    /// runs of those (most generated code) are skipped byte by byte, far cheaper than by scalar.
    static func first(in text: String, where matches: (Unicode.Scalar) -> Bool) -> Unicode.Scalar? {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { (0x20..<0x7F).contains($0) || $0 == 0x0A }
        }
        return plain == true ? nil : text.unicodeScalars.first(where: matches)
    }

    /// Scalars that must never reach generated Swift as they are.
    static func hidesCode(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
