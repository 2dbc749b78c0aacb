import Foundation
import SegueGenTemplates
import Testing
@testable import SegueGenKit
import SegueGenTestSupport

/// `Templates/` is the only source of the built-in templates: the copies
/// compiled into the binary must be exactly its files, all of them.
@Suite struct BuiltinTemplatesTests {
    static let directory = Repository.url("Templates")

    @Test func embeddedTemplatesAreTheFilesOfTheTemplatesDirectory() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        #expect(BuiltinTemplates.all.map { $0.name + ".mustache" }.sorted() == files)
        for (name, bytes) in BuiltinTemplates.all {
            let onDisk = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".mustache"))
            #expect(Array(onDisk) == bytes, "the embedded \(name) differs from Templates/\(name).mustache; rebuild")
        }
    }

    @Test func builtinTemplatesParse() throws {
        for template in BuiltinTemplate.all {
            let text = try #require(template.text)
            _ = try MustacheTemplate(name: template.name, source: text)
        }
        let templates = try TemplateSet.builtin(for: .ios)
        #expect(templates.scene.name == "uikit-scene.swift")
        #expect(templates.support.name == "uikit-support.swift")
    }

    @Test func theCatalogListsEveryEmbeddedTemplate() {
        #expect(BuiltinTemplate.all.map(\.name).sorted() == BuiltinTemplates.all.map(\.name).sorted())
        #expect(BuiltinTemplate.named("uikit-scene.swift.mustache")?.role == .scene)
        #expect(BuiltinTemplate.named("nope") == nil)
    }
}
