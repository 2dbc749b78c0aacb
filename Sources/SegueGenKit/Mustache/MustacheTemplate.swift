/// A parsed Mustache template: parse once, render many times, from any thread. docs/Templates.md
/// says which modules of the Mustache spec it implements and where it chooses for generated code.
public struct MustacheTemplate: Sendable {
    /// The name errors use, usually the template's path.
    public let name: String
    let nodes: [MustacheNode]

    /// Parses a template; `name` is what its errors give as the file.
    public init(name: String, source: String) throws(MustacheError) {
        self.name = name
        self.nodes = try MustacheParser.parse(source, templateName: name)
    }

    /// The most sections (once per item), partials and blocks one rendering enters by default: the
    /// built-in templates render a scene of 10,000 segues in fewer than 100,000.
    public static let defaultMaximumEntries = 250_000
    /// The longest output by default, in UTF-8 bytes: 64 MiB.
    public static let defaultMaximumOutputLength = 64 << 20

    /// Renders the template against `context`, the bottom of the context stack; the maximums bound
    /// the work of any template (docs/Reliability.md, "Limits").
    public func render(
        _ context: MustacheValue,
        partials: MustachePartials = MustachePartials(),
        escaping: Escaping = .html,
        missingPartial: MissingPartial = .renderEmpty,
        maximumDepth: Int = 256,
        maximumEntries: Int = defaultMaximumEntries,
        maximumOutputLength: Int = defaultMaximumOutputLength
    ) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(
            context: context, partials: partials, escaping: escaping, missingPartial: missingPartial,
            maximumDepth: maximumDepth, maximumEntries: maximumEntries, maximumOutputLength: maximumOutputLength)
        try renderer.render(nodes, in: name)
        // Every appended piece is a whole String's UTF-8, so this decodes without replacements.
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// What `{{name}}` does to the text it inserts.
    public enum Escaping: Sendable, Hashable {
        /// `&`, `"`, `<` and `>` become `&amp;`, `&quot;`, `&lt;` and `&gt;`
        /// (the spec's default; interpolation.yml "HTML Escaping").
        case html
        /// Text goes in as it is, as with `{{{name}}}` and `{{&name}}`: for
        /// output that is not HTML, such as Swift code.
        case none
    }

    /// What a partial or parent tag naming no known partial does.
    public enum MissingPartial: Sendable, Hashable {
        /// Renders nothing, as the spec says (partials.yml "Failed Lookup").
        case renderEmpty
        /// Fails with a `MustacheError` at the tag, to catch misspelt names.
        case fail
    }
}

/// The templates that partial (`{{>name}}`) and parent (`{{<name}}`) tags include, by name. Each is
/// parsed on its own, so delimiters set in one never affect another (delimiters.yml).
public struct MustachePartials: Sendable {
    private var templates: [String: MustacheTemplate]

    /// No partials: every partial tag renders nothing, or fails (`MustacheTemplate.MissingPartial`).
    public init() {
        templates = [:]
    }

    /// Partials already parsed, keyed by the name tags use; a template's own
    /// `name` is only what its errors report.
    public init(_ templates: [String: MustacheTemplate]) {
        self.templates = templates
    }

    /// Parses partials keyed by the name tags use, which is also the name their errors report;
    /// throws the error of the first, in name order, that does not parse.
    public init(parsing sources: [String: String]) throws(MustacheError) {
        var templates: [String: MustacheTemplate] = [:]
        for name in sources.keys.sorted() {
            templates[name] = try MustacheTemplate(name: name, source: sources[name] ?? "")
        }
        self.templates = templates
    }

    /// The partial that `{{>name}}` includes, if any; setting one adds or replaces it.
    public subscript(name: String) -> MustacheTemplate? {
        get { templates[name] }
        set { templates[name] = newValue }
    }

    /// The names tags can include, sorted.
    var names: [String] { templates.keys.sorted() }
}

extension MustacheTemplate {
    /// A partial or parent tag whose name is written out (`{{>name}}`), and where.
    struct PartialReference: Sendable, Hashable {
        var name: String
        var position: MustachePosition
    }

    /// Every partial and parent tag whose name is written out, in source order; a dynamic name
    /// (`{{>*name}}`) depends on the data and is left out.
    var partialReferences: [PartialReference] {
        var references: [PartialReference] = []
        func visit(_ nodes: [MustacheNode]) {
            for node in nodes {
                switch node {
                case .partial(let partial):
                    if case .named(let name) = partial.name {
                        references.append(PartialReference(name: name, position: partial.origin.position))
                    }
                case .parent(let parent):
                    if case .named(let name) = parent.name {
                        references.append(PartialReference(name: name, position: parent.origin.position))
                    }
                    parent.arguments.values.forEach(visit)
                case .section(let section):
                    visit(section.children)
                case .block(let block):
                    visit(block.children)
                case .text, .newline, .variable, .chunk:
                    break
                }
            }
        }
        visit(nodes)
        return references.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
    }
}
