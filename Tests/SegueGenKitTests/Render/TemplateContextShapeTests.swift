import Foundation
import Testing

@testable import SegueGenKit
import SegueGenTestSupport
@testable import SegueGenFixtures

/// The names a template may use (`TemplateContextShape`): every name the generator gives any
/// spec, and no other.
@Suite struct TemplateContextShapeTests {
    /// Every name of every context the golden fixtures' specs give is in the shape, so the
    /// sample spec leaves out no optional value.
    @Test func theShapeHasEveryNameTheFixturesContextsHave() throws {
        #expect(Fixture.all.count > 10)
        for fixture in Fixture.all {
            let name = fixture.name
            let spec = try #require(SpecLoader.load(bytes: Array(try Data(contentsOf: fixture.spec)), path: "spec.yaml").value, "\(name)")
            for job in try Generator.jobs(for: [SpecInput(spec: spec, fileName: "spec.yaml")]) {
                let shape = try #require(TemplateContextShape.byRole[job.role])
                #expect(Self.paths(missingFrom: shape, in: job.context).isEmpty, "\(name) \(job.path): \(Self.paths(missingFrom: shape, in: job.context))")
            }
        }
    }

    /// The dotted paths of `value` that `shape` has no name for.
    static func paths(missingFrom shape: TemplateContextShape, in value: MustacheValue, prefix: String = "") -> [String] {
        switch (value, shape) {
        case (_, .any): return []
        case (.object(let object), .object(let names)):
            return object.members.flatMap { member -> [String] in
                guard let inner = names[member.name] else { return [prefix + member.name] }
                return paths(missingFrom: inner, in: member.value, prefix: prefix + member.name + ".")
            }
        case (.list(let items), .list(let element)):
            return items.flatMap { paths(missingFrom: element, in: $0, prefix: prefix) }
        case (.object, _), (.list, _): return [prefix]
        default: return []
        }
    }

    @Test(arguments: [Platform.ios, .macos])
    func theBuiltInTemplatesUseOnlyNamesOfTheContext(_ platform: Platform) throws {
        #expect(try TemplateSet.builtin(for: platform).unknownContextNames.isEmpty)
    }

    @Test func aMisspeltNameIsAnErrorWithTheClosestNameAndOneTheContextMayLackIsNot() throws {
        let parse = { (source: String) in try MustacheTemplate(name: "T/uikit-scene.swift.mustache", source: source) }
        let shape = try #require(TemplateContextShape.byRole[.scene])
        let misspelt = try parse("{{scene.typName}}\n{{#scene.segues}}{{caseNam}}{{/scene.segues}}\n{{#scene}}{{segues}}{{/scene}}{{platfrom.name}}\n")
        #expect(shape.unknownNames(in: misspelt, partials: MustachePartials()).map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "T/uikit-scene.swift.mustache:1:1: 'scene.typName' is not in the template context here; did you mean 'typeName'?",
            "T/uikit-scene.swift.mustache:2:18: 'caseNam' is not in the template context here; did you mean 'caseName'?",
            "T/uikit-scene.swift.mustache:3:31: 'platfrom.name' is not in the template context here; did you mean 'platform'?",
        ])
        let optional = try parse("{{scene.superclass}}{{#scene.segues}}{{caseName}}{{inheritedFrom}}{{/scene.segues}}{{#scene.instantiation.container}}{{customTypeName}}{{/scene.instantiation.container}}{{.}}\n")
        #expect(shape.unknownNames(in: optional, partials: MustachePartials()).isEmpty)
    }
}

extension TemplateContextShapeTests {
    /// A parent tag's block argument is checked where the parent's block stands, in the context
    /// there (a segue's, here), as it renders there.
    @Test func aBlockArgumentIsCheckedWhereItsBlockStands() throws {
        var partials = MustachePartials()
        partials["skeleton"] = try MustacheTemplate(name: "T/skeleton.mustache", source: "{{#scene.segues}}{{$each}}{{/each}}{{/scene.segues}}\n")
        let template = try MustacheTemplate(name: "T/uikit-scene.swift.mustache", source: "{{<skeleton}}{{$each}}{{caseName}}{{caseNam}}{{/each}}{{/skeleton}}\n")
        let shape = try #require(TemplateContextShape.byRole[.scene])
        #expect(shape.unknownNames(in: template, partials: partials).map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "T/uikit-scene.swift.mustache:1:35: 'caseNam' is not in the template context here; did you mean 'caseName'?",
        ])
    }
}
