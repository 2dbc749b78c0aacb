import Foundation
import SegueGenTemplates

/// What a template renders: one source scene's file, the support file, or a part of them (a partial).
public enum TemplateRole: String, Sendable, CaseIterable, Encodable {
    case scene
    case support
    case partial
}

/// A built-in template: its name (the file in `Templates/` without
/// `.mustache`), what it renders, and for which UI framework.
public struct BuiltinTemplate: Sendable, Equatable {
    public var name: String
    public var role: TemplateRole
    /// `UIKit` or `AppKit`; empty for a partial, which both include.
    public var framework: String
    /// One line for `seguegen templates list`.
    public var summary: String

    /// The template's text, as compiled into the binary.
    public var text: String? { BuiltinTemplates.text(named: name) }

    /// Every built-in template, in the order `templates list` shows them.
    public static let all: [BuiltinTemplate] = [
        BuiltinTemplate(name: "uikit-scene.swift", role: .scene, framework: "UIKit",
                        summary: "one source scene's segue enums and perform methods (UIKit)"),
        BuiltinTemplate(name: "uikit-support.swift", role: .support, framework: "UIKit",
                        summary: "SegueGen, the runtime support of an output directory (UIKit)"),
        BuiltinTemplate(name: "appkit-scene.swift", role: .scene, framework: "AppKit",
                        summary: "one source scene's segue enums and perform methods (AppKit)"),
        BuiltinTemplate(name: "appkit-support.swift", role: .support, framework: "AppKit",
                        summary: "SegueGen, the runtime support of an output directory (AppKit)"),
        BuiltinTemplate(name: "preamble", role: .partial, framework: "",
                        summary: "the header and imports every file starts with (partial)"),
        BuiltinTemplate(name: "scene-segues", role: .partial, framework: "",
                        summary: "a source scene's code, with the platform's parts as blocks (partial)"),
        BuiltinTemplate(name: "support-segue-gen", role: .partial, framework: "",
                        summary: "the support file, with the platform's parts as blocks (partial)"),
        BuiltinTemplate(name: "support-failure", role: .partial, framework: "",
                        summary: "SegueGen.Failure and failureHandler, with the platform's cases as blocks (partial)"),
    ]

    /// The built-in template called `name` (with or without `.mustache`).
    public static func named(_ name: String) -> BuiltinTemplate? {
        let bare = name.hasSuffix(".mustache") ? String(name.dropLast(".mustache".count)) : name
        return all.first { $0.name == bare }
    }
}

/// The parsed templates a generator renders, and the partials they may include.
public struct TemplateSet: Sendable {
    /// Renders one source scene's file.
    public var scene: MustacheTemplate
    /// Renders the support file of an output directory.
    public var support: MustacheTemplate
    /// Templates that `{{> name}}` tags include, by name.
    public var partials: MustachePartials
    /// What loading found that does not stop generation: a partial or
    /// parent tag naming no partial of the set, which renders nothing
    /// (Mustache spec, partials.yml "Failed Lookup"), at the tag.
    public var warnings: [Diagnostic] = []

    public init(scene: MustacheTemplate, support: MustacheTemplate, partials: MustachePartials = MustachePartials()) {
        self.scene = scene
        self.support = support
        self.partials = partials
    }

    /// The template for `role`.
    public func template(for role: TemplateRole) -> MustacheTemplate {
        role == .scene ? scene : support
    }

    /// The built-in templates for `platform`'s UI framework, compiled into the
    /// binary from `Templates/`.
    ///
    /// - Throws: `GenerationError` when there are none for the platform;
    ///   `MustacheError` if one does not parse (tests guarantee it does).
    public static func builtin(for platform: Platform) throws -> TemplateSet {
        let templates = BuiltinTemplate.all.filter { $0.framework == platform.uiFramework }
        guard let scene = templates.first(where: { $0.role == .scene }),
              let support = templates.first(where: { $0.role == .support }) else {
            throw GenerationError(message: "there are no built-in \(platform.uiFramework) templates for platform '\(platform.rawValue)' yet; pass your own with --templates")
        }
        var partials = MustachePartials()
        for partial in BuiltinTemplate.all where partial.role == .partial {
            partials[partial.name] = try parse(partial)
        }
        return TemplateSet(scene: try parse(scene), support: try parse(support), partials: partials)
    }

    private static func parse(_ template: BuiltinTemplate) throws -> MustacheTemplate {
        guard let source = template.text else {
            throw MustacheError(templateName: template.name, line: 1, column: 1, message: "the built-in template is missing from the binary")
        }
        return try MustacheTemplate(name: template.name, source: source)
    }

    /// A team's own templates, for `--templates path`: a file or a directory, as
    /// docs/Templates.md says; or every problem found, at its position.
    public static func custom(at url: URL, displayPath: String, platform: Platform) -> Result<TemplateSet, DiagnosticsError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .failure(DiagnosticsError([.error("cannot read templates '\(displayPath)': No such file or directory", at: nil)]))
        }
        // Platforms without built-in templates (yet) need a directory with both.
        let builtins: TemplateSet?
        do {
            builtins = try builtin(for: platform)
        } catch {
            builtins = nil
        }
        let builtinNames = BuiltinTemplate.all.filter { $0.framework == platform.uiFramework }.map(\.name)
        let expected = builtinNames.map { "'\($0).mustache'" }
        /// - Parameter hint: what follows the list of expected names.
        func missing(hint: String = "") -> Diagnostic {
            .error(
                "templates '\(displayPath)' has no template for platform '\(platform.rawValue)'; "
                    + "expected \(expected.isEmpty ? "a scene and a support template" : expected.joined(separator: " or "))\(hint)",
                at: nil)
        }

        if !isDirectory.boolValue {
            return load(url, named: displayPath).flatMap { scene in
                guard let support = builtins?.support else { return .failure(DiagnosticsError([missing()])) }
                var templates = TemplateSet(scene: scene, support: support, partials: builtins?.partials ?? MustachePartials())
                    .checkingPartials(displayPath: displayPath, isDirectory: false)
                guard templates.unknownContextNames.isEmpty else { return .failure(DiagnosticsError(templates.unknownContextNames)) }
                // A file named like another built-in template is rendered as the scene template all the same.
                if let builtin = BuiltinTemplate.named(url.lastPathComponent), builtin.role != .scene || builtin.framework != platform.uiFramework,
                   builtin.role != .partial {
                    templates.warnings.insert(.templateFileForOtherRole(displayPath, builtin: builtin, platform: platform), at: 0)
                }
                return .success(templates)
            }
        }

        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".mustache") }.sorted()
        } catch {
            return .failure(DiagnosticsError([.error("cannot read templates '\(displayPath)': \(SystemError.reason(error))", at: nil)]))
        }
        var scene = builtins?.scene
        var support = builtins?.support
        var partials = MustachePartials()
        var replaced: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for name in names {
            let path = (displayPath as NSString).appendingPathComponent(name)
            switch load(url.appendingPathComponent(name), named: path) {
            case .failure(let problems):
                diagnostics += problems.diagnostics
            case .success(let template):
                let bare = String(name.dropLast(".mustache".count))
                if let builtin = BuiltinTemplate.named(bare), builtin.framework == platform.uiFramework {
                    if builtin.role == .scene { scene = template } else { support = template }
                    replaced.insert(bare)
                } else {
                    partials[bare] = template
                }
            }
        }
        guard diagnostics.isEmpty else { return .failure(DiagnosticsError(diagnostics)) }
        let ownPartials = partials.names
        for name in builtins?.partials.names ?? [] where partials[name] == nil {
            partials[name] = builtins?.partials[name]
        }
        guard !replaced.isEmpty, let scene, let support else {
            // A misspelt template file is taken for a partial: name it.
            let misspelt = ownPartials.lazy.compactMap { name in Suggestion.closest(to: name, among: builtinNames).map { (name, $0) } }.first
            let hint = misspelt.map { "; did you mean '\($0.1).mustache' for '\($0.0).mustache'?" } ?? ""
            return .failure(DiagnosticsError([missing(hint: hint)]))
        }
        var templates = TemplateSet(scene: scene, support: support, partials: partials).checkingPartials(displayPath: displayPath, isDirectory: true)
        guard templates.unknownContextNames.isEmpty else { return .failure(DiagnosticsError(templates.unknownContextNames)) }
        templates.warnings = templates.misnamedTemplates(ownPartials, displayPath: displayPath, replaced: replaced) + templates.warnings
        return .success(templates)
    }

    /// An error at each name in the scene and support templates (and the partials they include)
    /// that their context cannot have there (`TemplateContextShape`).
    var unknownContextNames: [Diagnostic] {
        TemplateRole.allCases.flatMap { role in
            TemplateContextShape.byRole[role]?.unknownNames(in: template(for: role), partials: partials) ?? []
        }
    }

    /// The scene and support templates, then the partials by name.
    private var allTemplates: [MustacheTemplate] {
        [scene, support] + partials.names.compactMap { partials[$0] }
    }

    /// A warning for each of `partials`, the directory's own, that no tag includes and whose name is
    /// close to a built-in template's (`uikit-scne.swift`): a misspelt
    /// template, which seguegen would not render, so the built-in one is
    /// used; or, when the directory also has the template by its right name
    /// (one of `replaced`), a stray copy that nothing uses.
    private func misnamedTemplates(_ partials: [String], displayPath: String, replaced: Set<String>) -> [Diagnostic] {
        let included = Set(allTemplates.flatMap(\.partialReferences).map(\.name))
        let builtinNames = BuiltinTemplate.all.filter { $0.role != .partial }.map(\.name)
        return partials.compactMap { name in
            guard !included.contains(name), let meant = Suggestion.closest(to: name, among: builtinNames) else { return nil }
            return .misnamedTemplate(name, meant: meant, in: displayPath, isInDirectory: replaced.contains(meant))
        }
    }

    /// The set with a warning for each partial or parent tag, in any of its
    /// templates, that names no partial of the set.
    ///
    /// Such a tag renders nothing, as the Mustache spec says, which in
    /// generated code is almost always a misspelt name or a file that was
    /// not copied into the directory.
    private func checkingPartials(displayPath: String, isDirectory: Bool) -> TemplateSet {
        let names = partials.names
        var checked = self
        for template in allTemplates {
            for reference in template.partialReferences where partials[reference.name] == nil {
                let location = SourceLocation(file: template.name, line: reference.position.line, column: reference.position.column)
                checked.warnings.append(isDirectory
                    ? .missingPartial(reference.name, in: displayPath, known: names, at: location)
                    : .partialOfTemplateFile(reference.name, templates: displayPath, at: location))
            }
        }
        return checked
    }

    /// The text of a template file's bytes, as seguegen parses it and
    /// positions count in it: UTF-8 without a leading byte order mark (which
    /// an editor may add, and which would otherwise start every generated
    /// file, before seguegen's header); an invalid sequence becomes U+FFFD.
    /// A UTF-16 or UTF-32 file with a byte order mark, which `load` refuses,
    /// is decoded as such, so that its error quotes its text.
    public static func templateText(_ bytes: [UInt8]) -> String {
        if UnicodeEncodingSniffer.nonUTF8Encoding(of: bytes) != nil { return SpecText.decodingWithByteOrderMark(bytes) }
        return String(decoding: UnicodeEncodingSniffer.droppingUTF8ByteOrderMark(bytes), as: UTF8.self)
    }

    /// Reads and parses the template file at `url`; errors name it `name`.
    /// A template is UTF-8, as specs are: a UTF-16 or UTF-32 file is an
    /// error at 1:1, and a byte that is not UTF-8 an error at its position
    /// (it would reach the generated code as U+FFFD).
    private static func load(_ url: URL, named name: String) -> Result<MustacheTemplate, DiagnosticsError> {
        let bytes: [UInt8]
        do {
            bytes = try InputLimits.read(url, limit: InputLimits.maximumTextFileSize)
        } catch {
            return .failure(DiagnosticsError([error.diagnostic(what: "template", path: name)]))
        }
        if let encoding = UnicodeEncodingSniffer.nonUTF8Encoding(of: bytes) {
            return .failure(DiagnosticsError([.unsupportedEncoding(encoding, in: "template", at: SourceLocation(file: name, line: 1, column: 1))]))
        }
        let utf8 = UnicodeEncodingSniffer.droppingUTF8ByteOrderMark(bytes)
        if String(validating: utf8, as: UTF8.self) == nil,
           case (.invalidUTF8(let byte), let line, let column)? = SpecText.firstProblem(in: utf8, allowing: { _ in true }) {
            return .failure(DiagnosticsError([.invalidUTF8(byte: byte, in: "template", at: SourceLocation(file: name, line: line, column: column))]))
        }
        let text = templateText(bytes)
        do {
            return .success(try MustacheTemplate(name: name, source: text))
        } catch {
            return .failure(DiagnosticsError([.error(error.message, at: SourceLocation(file: name, line: error.line, column: error.column))]))
        }
    }
}

extension Diagnostic {
    static func missingPartial(_ name: String, in templates: String, known: [String], at location: SourceLocation) -> Diagnostic {
        let hint = name.contains("/")
            ? "; partials are the .mustache files directly in the templates directory, not in its subdirectories"
            : Suggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return .warning(
            "templates '\(templates)' has no partial '\(name)' (a file '\(name).mustache'), so this tag renders nothing\(hint)",
            at: location)
    }

    /// - Parameter isInDirectory: whether `templates` has `meant` too, which
    ///   is then the one used, and `name` a stray file.
    static func misnamedTemplate(_ name: String, meant: String, in templates: String, isInDirectory: Bool) -> Diagnostic {
        let start = "'\(name).mustache' in templates '\(templates)' is no template seguegen renders, and no template includes it"
        return .warning(
            isInDirectory
                ? start + ", so it is not used ('\(meant).mustache' there is); remove it"
                : start + "; did you mean '\(meant).mustache'? (the built-in one is used)",
            at: nil)
    }

    static func templateFileForOtherRole(_ path: String, builtin: BuiltinTemplate, platform: Platform) -> Diagnostic {
        let what = builtin.role == .support ? "the support template" : "\(builtin.framework)'s scene template"
        return .warning(
            "'\(path)' is named like \(what), but a template file given to --templates renders each scene of platform '\(platform.rawValue)'; "
                + "to replace another template, pass a directory that holds it",
            at: nil)
    }

    static func partialOfTemplateFile(_ name: String, templates: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            "partial '\(name)' renders nothing: templates '\(templates)' is one file, and partials are the other .mustache files of a templates directory",
            at: location)
    }
}
