import Foundation
import SegueGenKit

/// The built-in templates, parsed once per process (they do not change).
private let builtinTemplates: [Platform: TemplateSet] = {
    var sets: [Platform: TemplateSet] = [:]
    for platform in Platform.allCases {
        sets[platform] = try? TemplateSet.builtin(for: platform)
    }
    return sets
}()

extension FuzzCheck {
    /// The name inputs are read under.
    static let specPath = "fuzz.yaml"

    /// A spec: loaded, then generated when it has no error.
    static func spec(_ bytes: [UInt8]) -> FuzzCheck {
        var check = FuzzCheck()
        let loaded = SpecLoader.load(bytes: bytes, path: specPath)
        check.checkDiagnostics(loaded.diagnostics, sources: loaded.sources)
        check.generate(loaded.value, diagnostics: loaded.diagnostics)
        return check
    }

    /// Either errors and no spec, or a spec without errors that generates.
    mutating func generate(_ spec: NavigationSpec?, diagnostics: [Diagnostic]) {
        let hasErrors = diagnostics.contains { $0.severity == .error }
        guard let spec else {
            expect(hasErrors, "no spec and no error")
            return
        }
        expect(!hasErrors, "a spec and errors: \(diagnostics.map(\.message))")
        guard let templates = builtinTemplates[spec.platform] else {
            expect(false, "no built-in templates for \(spec.platform)")
            return
        }
        let inputs = [SpecInput(spec: spec, fileName: Self.specPath)]
        expect(Generator.conflicts(among: inputs, paths: [Self.specPath]).isEmpty, "one spec conflicts with itself")
        // One layout: the single file joins the same renderings.
        do {
            checkGenerated(try Generator(templates: templates).generate(inputs, layout: .filePerScene))
        } catch {
            expect(false, "the built-in templates failed: \(error)")
        }
    }

    /// A config file, read from a directory that does not exist.
    static func config(_ bytes: [UInt8]) -> FuzzCheck {
        var check = FuzzCheck()
        let loaded = ConfigLoader.load(bytes: bytes, path: "seguegen.yml", directory: URL(fileURLWithPath: "/nonexistent/fuzz"))
        check.checkDiagnostics(loaded.diagnostics, sources: loaded.sources)
        let hasErrors = loaded.diagnostics.contains { $0.severity == .error }
        if let config = loaded.value {
            check.expect(!hasErrors, "a config and errors")
            check.expect(!config.entries.isEmpty, "a config without entries")
        } else {
            check.expect(hasErrors, "no config and no error")
        }
        return check
    }

    /// A storyboard: read, imported, the spec written as YAML, read back, linted against the
    /// storyboard (both without errors) and generated; the graph of its unwinds drawn.
    static func storyboard(_ bytes: [UInt8]) -> FuzzCheck {
        var check = FuzzCheck()
        let path = "Fuzz.storyboard"
        let read = StoryboardReader.read(bytes: bytes, path: path)
        check.checkDiagnostics(read.diagnostics, sources: read.sources)
        guard let storyboard = read.value else {
            check.expect(read.diagnostics.contains { $0.severity == .error }, "no storyboard and no error")
            return check
        }
        let imported = StoryboardImporter.importSpec(from: [storyboard])
        let yaml: String
        do {
            yaml = try imported.spec.yaml(header: ["Imported from \(path)"])
        } catch {
            check.expect(false, "the imported spec cannot be written: \(error)")
            return check
        }
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: specPath)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        check.expect(errors.isEmpty, "the imported spec has errors: \(errors.map(\.message)) in \(yaml.debugDescription.prefix(600))")
        guard let spec = loaded.value else { return check }
        if imported.spec.scenes.isEmpty {
            // A spec without scenes is a warning, and generates only the support file.
            return check
        }
        check.generate(spec, diagnostics: loaded.diagnostics)
        let lint = StoryboardLinter.lint(spec, against: imported.catalog)
        let lintErrors = lint.diagnostics.filter { $0.severity == .error }
        check.expect(lintErrors.isEmpty, "the imported spec does not lint against its storyboard: \(lintErrors.map(\.message))")
        let graph = NavigationGraph(spec: spec, unwinds: NavigationGraph.unwinds(in: imported.catalog))
        check.expect(!graph.dot.isEmpty && !graph.mermaid.isEmpty, "an empty graph")
        return check
    }
}
