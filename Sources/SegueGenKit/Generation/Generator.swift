import Foundation

/// A file the generator produces: a path relative to the output directory,
/// and its full text.
public struct GeneratedFile: Sendable, Equatable {
    /// The file's path relative to the output directory (a plain file name today).
    public var path: String
    /// The file's text; always ends with a newline.
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// A spec that decoded but cannot be generated.
public struct GenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Renders a spec into Swift files: one per source scene that has segues,
/// plus the support file, in spec order.
public struct Generator: Sendable {
    /// The name of the support file.
    public static let supportFileName = "SegueGen.swift"

    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The file name for `scene`'s typed segues: `<TypeName>+Segues.swift`.
    public static func fileName(for scene: Scene) -> String {
        "\(scene.typeName.value)+Segues.swift"
    }

    /// The files for `spec`.
    ///
    /// - Parameters:
    ///   - spec: a spec without errors.
    ///   - specFileName: the spec's file name, named in each file's header.
    /// - Throws: `GenerationError` for a platform without templates,
    ///   `MustacheError` if a template fails to render.
    public func generate(_ spec: NavigationSpec, specFileName: String) throws -> [GeneratedFile] {
        guard spec.platform.isUIKit else {
            throw GenerationError(message: "platform '\(spec.platform.rawValue)' has no templates yet: seguegen generates UIKit code (ios, tvos, maccatalyst, visionos)")
        }
        var files: [GeneratedFile] = []
        for scene in spec.scenes {
            guard let context = TemplateContext.sceneFile(for: scene, in: spec, specFileName: specFileName) else { continue }
            files.append(GeneratedFile(path: Generator.fileName(for: scene), contents: try render(templates.scene, context)))
        }
        let support = TemplateContext.supportFile(for: spec, specFileName: specFileName)
        files.append(GeneratedFile(path: Generator.supportFileName, contents: try render(templates.support, support)))
        return files
    }

    private func render<Context: Encodable>(_ template: MustacheTemplate, _ context: Context) throws -> String {
        try template.render(MustacheValue(encoding: context), escaping: .none)
    }
}
