/// A parsed Mustache template: parse once, render many times, from any thread.
///
/// Implements the required modules of the Mustache spec (mustache/spec,
/// commit 9cb20c3: comments, delimiters, interpolation, inverted, partials,
/// sections) and the optional ~inheritance and ~dynamic-names modules;
/// lambdas are not supported (a `MustacheValue` holds no code).
///
/// ```swift
/// let template = try MustacheTemplate(name: "scene.mustache", source: "let x = {{value}}\n")
/// let swift = try template.render(["value": "a < b"], escaping: .none)  // "let x = a < b\n"
/// ```
///
/// Choices where the spec leaves room, made for generated code:
/// - a line of an indented partial or block that renders nothing gets no
///   indentation, so output has no trailing whitespace;
/// - interpolating a list or an object is an error rather than some text;
/// - a tag other than a block directly inside a parent tag is an error
///   (the spec only says text there is ignored);
/// - falsey values are those of the spec's `!!data` cast plus empty lists
///   (see `MustacheValue.isTruthy`).
public struct MustacheTemplate: Sendable {
    /// The name errors use, usually the template's path.
    public let name: String
    let nodes: [MustacheNode]

    /// Parses a template.
    ///
    /// - Parameters:
    ///   - name: The name errors give for positions in this template.
    ///   - source: The template text. Tags use `{{` and `}}` until a
    ///     set-delimiter tag changes them (delimiters.yml).
    /// - Throws: `MustacheError` at the offending tag for: a tag never closed
    ///   (`{{name`, `{{{name}}`); a tag with no name (`{{}}`, `{{#}}`) or
    ///   whitespace in its name (`{{a b}}`); a dotted name with an empty part
    ///   (`{{a..b}}`); a set-delimiter tag without exactly two delimiters
    ///   (`{{= =}}`, `{{=<%%>=}}`); a section, inverted section, parent or
    ///   block never closed; a closing tag with nothing to close or another
    ///   name than the innermost open tag; a tag other than a block, comment
    ///   or set-delimiter tag directly inside a parent tag; a block passed
    ///   twice to one parent; nesting deeper than 256 levels.
    public init(name: String, source: String) throws(MustacheError) {
        self.name = name
        self.nodes = try MustacheParser.parse(source, templateName: name)
    }

    /// The most sections (once per item), partials and blocks one rendering
    /// enters by default: the built-in templates render a scene of 10,000
    /// segues (a 12 MB file) in fewer than 100,000, and a debug build
    /// reaches the limit in about a second.
    public static let defaultMaximumEntries = 250_000
    /// The longest output by default, in UTF-8 bytes: 64 MiB.
    public static let defaultMaximumOutputLength = 64 << 20

    /// Renders the template.
    ///
    /// - Parameters:
    ///   - context: The bottom of the context stack, usually an object.
    ///   - partials: The templates `{{>name}}` and `{{<name}}` tags include, by name.
    ///   - escaping: What `{{name}}` does to the text it inserts: `.html` (the
    ///     spec's default) or `.none` for output that is not HTML, like Swift.
    ///   - missingPartial: What a partial tag naming no known partial does:
    ///     `.renderEmpty` (the spec's rule) or `.fail`.
    ///   - maximumDepth: How many sections, partials and block replacements
    ///     may nest before rendering fails; recursive partials end with their
    ///     data, or never.
    ///   - maximumEntries: How many sections (once per item), partials and
    ///     blocks one rendering may enter (docs/Reliability.md, "Limits").
    ///   - maximumOutputLength: The longest output, in UTF-8 bytes.
    /// - Returns: The rendered text; line ends are the template's own.
    /// - Throws: `MustacheError` at the offending tag for: interpolating a
    ///   list or an object; a dynamic partial name (`{{>*name}}`) that names a
    ///   list or an object; a missing partial when `missingPartial` is `.fail`;
    ///   nesting deeper than `maximumDepth`; entering more than
    ///   `maximumEntries` sections (once per item), partials and blocks;
    ///   output longer than `maximumOutputLength`.
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
        /// Renders nothing, as the spec says ("The empty string should be used
        /// when the named partial is not found", partials.yml "Failed Lookup").
        case renderEmpty
        /// Fails with a `MustacheError` at the tag, to catch misspelt names.
        case fail
    }
}

/// The templates that partial tags (`{{>name}}`) and parent tags (`{{<name}}`)
/// include, by the name the tag gives.
///
/// Each partial is parsed on its own, so delimiters set in one template never
/// affect another (delimiters.yml "Partial Inheritence", "Post-Partial Behavior").
public struct MustachePartials: Sendable {
    private var templates: [String: MustacheTemplate]

    /// No partials: every partial tag renders as nothing (or fails, see
    /// `MustacheTemplate.MissingPartial`).
    public init() {
        templates = [:]
    }

    /// Partials already parsed, keyed by the name tags use; a template's own
    /// `name` is only what its errors report.
    public init(_ templates: [String: MustacheTemplate]) {
        self.templates = templates
    }

    /// Parses partials from their sources, keyed by the name tags use, which
    /// is also the name their errors report.
    /// - Throws: The `MustacheError` of the first partial, in name order, that does not parse.
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
    /// A partial or parent tag whose name is written out (`{{>name}}`,
    /// `{{<name}}`), and where.
    struct PartialReference: Sendable, Hashable {
        var name: String
        var position: MustachePosition
    }

    /// Every partial and parent tag of this template whose name is written
    /// out, in source order. A dynamic name (`{{>*name}}`) depends on the
    /// data, so it is left out.
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
