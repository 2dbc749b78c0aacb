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

/// One file to render: where it goes, which template renders it, and the
/// context that template receives.
public struct RenderJob: Sendable, Equatable {
    /// The file's path relative to the output directory.
    public var path: String
    public var role: TemplateRole
    /// The values the template sees (`docs/Templates.md`).
    public var context: MustacheValue
    /// Whether the file is a scene's part of the single file, which starts without the header.
    public var isSingleFilePart = false
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
        fileName(forSceneType: scene.typeName.value)
    }

    /// The file name for the scene whose class is `typeName`: `<TypeName>+Segues.swift`.
    static func fileName(forSceneType typeName: String) -> String {
        "\(typeName)+Segues.swift"
    }

    /// The job of `scene`'s file, or nil when it has none.
    static func sceneJob(for scene: Scene, in spec: NavigationSpec, specFileName: String, layout: OutputLayout) throws -> RenderJob? {
        let singleFile = layout == .singleFile
        return try TemplateContext.sceneFile(for: scene, in: spec, specFileName: specFileName, singleFile: singleFile).map { context in
            RenderJob(path: fileName(for: scene), role: .scene, context: try MustacheValue(encoding: context), isSingleFilePart: singleFile)
        }
    }

    /// The support file of `jobs(for:layout:)`, the last.
    static func supportJob(for spec: NavigationSpec, specFileName: String, layout: OutputLayout) throws -> RenderJob {
        let support = TemplateContext.supportFile(for: spec, specFileName: specFileName, singleFile: layout == .singleFile)
        return RenderJob(path: supportFileName, role: .support, context: try MustacheValue(encoding: support))
    }

    /// The files for `spec`.
    ///
    /// - Parameters:
    ///   - spec: a spec without errors.
    ///   - specFileName: the spec's file name, named in each file's header.
    /// - Throws: `MustacheError` if a template fails to render.
    public func generate(_ spec: NavigationSpec, specFileName: String) throws -> [GeneratedFile] {
        try generate([SpecInput(spec: spec, fileName: specFileName)], layout: .filePerScene)
    }

    /// The file `job` renders.
    ///
    /// - Throws: `MustacheError` if the template fails to render, or renders
    ///   a file whose first line is not seguegen's header (reported at the
    ///   template's start: a later run could not tell the file from the
    ///   user's, so it is never written), or a scene's part of the single
    ///   file whose first line is (the single file has one header, the support file's).
    func render(_ job: RenderJob) throws -> GeneratedFile {
        let template = templates.template(for: job.role)
        let text = try template.render(
            job.context, partials: templates.partials, escaping: .none, maximumEntries: Self.maximumEntries(for: job))
        guard GeneratedFileMarker.isGenerated(text.utf8) != job.isSingleFilePart else {
            throw MustacheError(
                templateName: template.name, line: 1, column: 1,
                message: job.isSingleFilePart
                    ? "the template renders '\(job.path)' for the single file with seguegen's header line first, but the single file "
                        + "has one header, the support file's; put the header and imports in '{{^singleFile}}...{{/singleFile}}'"
                    : "the template renders '\(job.path)' without seguegen's header line first; start it with '// {{header}}' "
                        + "(directly or through a partial), by which a later run knows the file is seguegen's to replace")
        }
        return GeneratedFile(path: job.path, contents: text)
    }

    /// The most sections, partials and blocks rendering `job` may enter: the
    /// default limit, or 25 per segue for a scene of more than 10,000 of them
    /// (docs/Reliability.md, "Limits"). The built-in templates enter fewer
    /// than 10 per segue, so a wide scene is not taken for a runaway
    /// template, and a template that does more than linear work per segue
    /// is still stopped.
    static func maximumEntries(for job: RenderJob) -> Int {
        guard case .list(let segues)? = job.context.member(sceneKey)?.member(seguesKey) else {
            return MustacheTemplate.defaultMaximumEntries
        }
        return max(MustacheTemplate.defaultMaximumEntries, 25 * segues.count)
    }

    private static let sceneKey = MustacheKey("scene")
    private static let seguesKey = MustacheKey("segues")
}
