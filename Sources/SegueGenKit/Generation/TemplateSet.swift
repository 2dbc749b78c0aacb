import SegueGenTemplates

/// The parsed templates a generator renders.
public struct TemplateSet: Sendable {
    /// Renders one source scene's file.
    public var scene: MustacheTemplate
    /// Renders the support file of an output directory.
    public var support: MustacheTemplate

    public init(scene: MustacheTemplate, support: MustacheTemplate) {
        self.scene = scene
        self.support = support
    }

    /// The built-in templates for UIKit, compiled into the binary from `Templates/`.
    ///
    /// - Throws: `MustacheError` if a built-in template is missing or does
    ///   not parse (tests guarantee neither happens).
    public static func builtin() throws -> TemplateSet {
        TemplateSet(scene: try builtinTemplate("uikit-scene.swift"), support: try builtinTemplate("uikit-support.swift"))
    }

    private static func builtinTemplate(_ name: String) throws -> MustacheTemplate {
        guard let source = BuiltinTemplates.text(named: name) else {
            throw MustacheError(templateName: name, line: 1, column: 1, message: "there is no built-in template named '\(name)'")
        }
        return try MustacheTemplate(name: name, source: source)
    }
}
