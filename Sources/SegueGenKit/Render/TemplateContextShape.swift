/// The names a template can find at each place of its context: the shape of what the generator
/// gives it (`TemplateContext`, docs/Templates.md), taken from the context of a sample spec that
/// has every optional value, so that a misspelt name in a user's template is an error, not an
/// empty string. A name the context may lack for one spec (`superclass`) is in the shape.
indirect enum TemplateContextShape: Sendable {
    /// A string, bool or number: no names inside.
    case scalar
    case object([String: TemplateContextShape])
    case list(TemplateContextShape)
    /// Not known (the element of a list the sample leaves empty): any name is taken.
    case any

    init(_ value: MustacheValue) {
        switch value {
        case .object(let object): self = .object(object.dictionary.mapValues(TemplateContextShape.init))
        case .list(let items): self = .list(items.map(TemplateContextShape.init).reduce(.any) { $0.union($1) })
        case .null, .bool, .number, .string: self = .scalar
        }
    }

    /// Every name either shape has.
    func union(_ other: TemplateContextShape) -> TemplateContextShape {
        switch (self, other) {
        case (.any, _): return other
        case (_, .any): return self
        case (.object(let lhs), .object(let rhs)): return .object(lhs.merging(rhs) { $0.union($1) })
        case (.list(let lhs), .list(let rhs)): return .list(lhs.union(rhs))
        case (.scalar, .scalar): return .scalar
        default: return .any
        }
    }

    /// The root context of each role's template: the union of the sample's contexts (the
    /// context has the same names for UIKit and AppKit).
    static let byRole: [TemplateRole: TemplateContextShape] = {
        var shapes: [TemplateRole: TemplateContextShape] = [:]
        guard let spec = SpecLoader.load(bytes: Array(sampleSpec.utf8), path: "sample.yaml").value else { return shapes }
        for job in (try? Generator.jobs(for: [SpecInput(spec: spec, fileName: "sample.yaml")])) ?? [] {
            shapes[job.role] = (shapes[job.role] ?? .any).union(TemplateContextShape(job.context))
        }
        return shapes
    }()

    /// Every optional value of the context: a superclass (and inherited segues), a raw value,
    /// an unwind segue, a segue's and a created scene's container subclass
    /// (TemplateContextShapeTests holds every golden fixture's names to be here).
    private static let sampleSpec = """
        storyboard: Main
        scenes:
          BaseViewController:
            segues:
              show-detail:
                destination: DetailViewController
                container: {type: ThemedNavigationController, kind: navigation}
          ChildViewController:
            superclass: BaseViewController
            storyboardIdentifier: Child
            container: {type: ThemedNavigationController, kind: navigation}
            segues:
              close: {unwind: true, destination: BaseViewController}

        """

    /// An error at each variable and section tag of `template`, and of the partials it
    /// includes, whose name no context at that place has, with the closest name there.
    func unknownNames(in template: MustacheTemplate, partials: MustachePartials) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        walk(template.nodes, of: template.name, stack: [self], arguments: [:], partials: partials, depth: 0, into: &diagnostics)
        return diagnostics
    }

    /// A parent tag's block argument, with the template it is written in.
    private typealias Argument = (nodes: [MustacheNode], file: String)

    /// - Parameter arguments: the block arguments of the parent tags around, by block name,
    ///   each checked where a block of that name stands, as the renderer renders it there.
    private func walk(
        _ nodes: [MustacheNode], of file: String, stack: [TemplateContextShape], arguments: [String: Argument],
        partials: MustachePartials, depth: Int, into diagnostics: inout [Diagnostic]
    ) {
        // Partials that include each other are rendered only as deep as the data goes; so is this check.
        guard depth < 8 else { return }
        for node in nodes {
            switch node {
            case .variable(let variable):
                if let problem = Self.problem(variable.name, in: stack, at: variable.origin, in: file), !diagnostics.contains(problem) {
                    diagnostics.append(problem)
                }
            case .section(let section):
                switch Self.resolve(section.name, in: stack) {
                case .failure(let unknown):
                    let problem = Self.diagnostic(unknown, name: section.name, at: section.origin, in: file)
                    if !diagnostics.contains(problem) { diagnostics.append(problem) }
                case .success(let shape):
                    let inner: [TemplateContextShape]
                    switch (section.inverted, shape) {
                    case (true, _): inner = stack
                    case (false, .list(let element)): inner = stack + [element]
                    default: inner = stack + [shape]
                    }
                    walk(section.children, of: file, stack: inner, arguments: arguments, partials: partials, depth: depth, into: &diagnostics)
                }
            case .partial(let partial):
                if case .named(let name) = partial.name, let included = partials[name] {
                    walk(included.nodes, of: included.name, stack: stack, arguments: arguments, partials: partials, depth: depth + 1, into: &diagnostics)
                }
            case .parent(let parent):
                // The arguments of an enclosing parent win, as in the renderer.
                let passed = parent.arguments.mapValues { (nodes: $0, file: file) }.merging(arguments) { _, outer in outer }
                if case .named(let name) = parent.name, let included = partials[name] {
                    walk(included.nodes, of: included.name, stack: stack, arguments: passed, partials: partials, depth: depth + 1, into: &diagnostics)
                } else {
                    parent.arguments.values.forEach {
                        walk($0, of: file, stack: stack, arguments: arguments, partials: partials, depth: depth, into: &diagnostics)
                    }
                }
            case .block(let block):
                let (children, childFile) = arguments[block.name] ?? (block.children, file)
                walk(children, of: childFile, stack: stack, arguments: arguments, partials: partials, depth: depth + 1, into: &diagnostics)
            case .text, .newline, .chunk:
                break
            }
        }
    }

    /// A name that is not there, and the names that are.
    private struct Unknown: Error {
        var key: String
        var known: [String]
    }

    /// What `name` finds in `stack`, innermost context first, as the renderer looks it up.
    private static func resolve(_ name: MustacheName, in stack: [TemplateContextShape]) -> Result<TemplateContextShape, Unknown> {
        guard let first = name.components.first?.name else { return .success(stack.last ?? .any) }
        var found: TemplateContextShape?
        for level in stack.reversed() {
            if case .any = level { return .success(.any) }
            if case .object(let names) = level, let shape = names[first] {
                found = shape
                break
            }
        }
        guard var shape = found else {
            let visible = stack.flatMap { level -> [String] in
                if case .object(let names) = level { return Array(names.keys) }
                return []
            }
            return .failure(Unknown(key: first, known: Array(Set(visible)).sorted()))
        }
        for component in name.components.dropFirst() {
            switch shape {
            case .any: return .success(.any)
            case .object(let names):
                guard let inner = names[component.name] else { return .failure(Unknown(key: component.name, known: names.keys.sorted())) }
                shape = inner
            case .scalar, .list: return .failure(Unknown(key: component.name, known: []))
            }
        }
        return .success(shape)
    }

    private static func problem(_ name: MustacheName, in stack: [TemplateContextShape], at origin: MustacheNode.Origin, in file: String) -> Diagnostic? {
        guard case .failure(let unknown) = resolve(name, in: stack) else { return nil }
        return diagnostic(unknown, name: name, at: origin, in: file)
    }

    private static func diagnostic(_ unknown: Unknown, name: MustacheName, at origin: MustacheNode.Origin, in file: String) -> Diagnostic {
        let written = name.components.map(\.name).joined(separator: ".")
        let suggestion = Suggestion.closest(to: unknown.key, among: unknown.known).map { "; did you mean '\($0)'?" }
            ?? " (docs/Templates.md, \"The context\", lists what each place has)"
        return .error(
            "'\(written)' is not in the template context here\(suggestion)",
            at: SourceLocation(file: file, line: origin.position.line, column: origin.position.column))
    }
}
