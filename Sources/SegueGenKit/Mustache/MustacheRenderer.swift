/// Renders nodes against a context stack, on an explicit list of steps so that deep nesting costs
/// heap, not thread stack. Indentation goes out lazily, before the next character, so a line that
/// renders nothing stays empty (partials.yml "Standalone Indentation").
struct MustacheRenderer {
    /// A block's replacement, with the template it was written in (for errors).
    struct Argument {
        var nodes: [MustacheNode]
        var templateName: String
    }

    private enum Step {
        case render(nodes: [MustacheNode], index: Int, templateName: String)
        /// One level deeper into a section, pushing its item (if any), then its content.
        case enter(item: MustacheValue?, section: MustacheNode.Section, templateName: String)
        /// One level up out of a section, popping the item `enter` pushed.
        case leave(popping: Bool)
        /// Back from a partial, parent or block replacement: one level up.
        case restore(indentation: String, arguments: [String: Argument])
    }

    let partials: MustachePartials
    let escaping: MustacheTemplate.Escaping
    let missingPartial: MustacheTemplate.MissingPartial
    let maximumDepth: Int
    let maximumEntries: Int
    let maximumOutputLength: Int
    /// The rendered UTF-8: appending bytes costs a fraction of appending to a `String`.
    private(set) var output: [UInt8] = []
    private var entries = 0
    private var stack: [MustacheValue]
    private var steps: [Step] = []
    private var arguments: [String: Argument] = [:]
    private var indentation = ""
    private var atLineStart = true
    private var depth = 0

    init(
        context: MustacheValue, partials: MustachePartials, escaping: MustacheTemplate.Escaping,
        missingPartial: MustacheTemplate.MissingPartial, maximumDepth: Int,
        maximumEntries: Int, maximumOutputLength: Int
    ) {
        self.stack = [context]
        self.partials = partials
        self.escaping = escaping
        self.missingPartial = missingPartial
        self.maximumDepth = maximumDepth
        self.maximumEntries = maximumEntries
        self.maximumOutputLength = maximumOutputLength
    }

    mutating func render(_ nodes: [MustacheNode], in templateName: String) throws(MustacheError) {
        steps = [.render(nodes: nodes, index: 0, templateName: templateName)]
        while let step = steps.popLast() {
            switch step {
            case .render(let nodes, let index, let templateName):
                try render(nodes, from: index, in: templateName)
            case .enter(let item, let section, let templateName):
                try descend(section.origin, in: templateName)
                if let item { stack.append(item) }
                steps.append(.leave(popping: item != nil))
                try render(section.children, from: 0, in: templateName)
            case .leave(let popping):
                if popping { stack.removeLast() }
                depth -= 1
            case .restore(let indentation, let arguments):
                self.indentation = indentation
                self.arguments = arguments
                depth -= 1
            }
        }
    }

    /// Renders nodes until one that nests content: that one schedules its
    /// content, then the rest of `nodes`, as steps.
    private mutating func render(_ nodes: [MustacheNode], from start: Int, in templateName: String) throws(MustacheError) {
        var index = start
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            switch node {
            case .text(let text):
                write(text)
                continue
            case .newline(let newline):
                append(newline)
                atLineStart = true
                continue
            case .chunk(let chunk):
                if indentation.isEmpty {
                    // Without indentation, writing node by node comes to these bytes.
                    output.append(contentsOf: chunk.bytes)
                    atLineStart = chunk.endsLine
                } else {
                    for part in chunk.nodes {
                        switch part {
                        case .text(let text):
                            write(text)
                        case .newline(let newline):
                            append(newline)
                            atLineStart = true
                        default:
                            break
                        }
                    }
                }
                continue
            case .variable(let variable):
                try interpolate(variable, in: templateName)
                guard output.count <= maximumOutputLength else {
                    throw MustacheError(MustacheError.outputTooLong(variable.origin.source, limit: maximumOutputLength),
                                        in: templateName, at: variable.origin.position)
                }
                continue
            case .section, .partial, .parent, .block:
                break
            }
            // Steps run last in, first out: the rest of this list goes first.
            if index < nodes.count {
                steps.append(.render(nodes: nodes, index: index, templateName: templateName))
            }
            switch node {
            case .section(let section):
                try scheduleSection(section, in: templateName)
            case .partial(let partial):
                try scheduleInclusion(partial.name, indentation: partial.indentation, arguments: [:],
                                      origin: partial.origin, in: templateName)
            case .parent(let parent):
                let arguments = parent.arguments.mapValues { Argument(nodes: $0, templateName: templateName) }
                try scheduleInclusion(parent.name, indentation: parent.indentation, arguments: arguments,
                                      origin: parent.origin, in: templateName)
            case .block(let block):
                try scheduleBlock(block, in: templateName)
            case .text, .newline, .variable, .chunk:
                break
            }
            return
        }
    }

    private mutating func interpolate(_ variable: MustacheNode.Variable, in templateName: String) throws(MustacheError) {
        let value = lookUp(variable.name)
        guard let text = value.interpolationText else {
            throw MustacheError(
                MustacheError.cannotInterpolate(variable.origin.source, kind: value.kindDescription),
                in: templateName, at: variable.origin.position)
        }
        write(variable.escaped && escaping == .html ? Self.escapeHTML(text) : text)
    }

    /// sections.yml and inverted.yml: once per element of a list, once for another truthy value;
    /// an inverted section once, pushing nothing, for a falsey value.
    private mutating func scheduleSection(_ section: MustacheNode.Section, in templateName: String) throws(MustacheError) {
        let value = lookUp(section.name)
        if section.inverted {
            if !value.isTruthy { scheduleItem(nil, of: section, in: templateName) }
        } else if case .list(let list) = value {
            for item in list.reversed() { scheduleItem(item, of: section, in: templateName) }
        } else if value.isTruthy {
            scheduleItem(value, of: section, in: templateName)
        }
    }

    /// Schedules one rendering of `section`'s content with `item` pushed
    /// (none for an inverted section).
    private mutating func scheduleItem(_ item: MustacheValue?, of section: MustacheNode.Section, in templateName: String) {
        steps.append(.enter(item: item, section: section, templateName: templateName))
    }

    /// ~inheritance.yml: a parent's replacement wins over the default content, and renders against
    /// the context stack where the block stands ("Block scope").
    private mutating func scheduleBlock(_ block: MustacheNode.Block, in templateName: String) throws(MustacheError) {
        guard let argument = arguments[block.name] else {
            steps.append(.render(nodes: block.children, index: 0, templateName: templateName))
            return
        }
        try descend(block.origin, in: templateName)
        steps.append(.restore(indentation: indentation, arguments: arguments))
        steps.append(.render(nodes: argument.nodes, index: 0, templateName: argument.templateName))
        if let extra = block.indentation { indentation += extra }
    }

    /// Schedules a partial, or a parent (a partial with arguments); an enclosing parent's arguments
    /// win (~inheritance.yml "Top-level substitutions take precedence in multi-level inheritance").
    private mutating func scheduleInclusion(
        _ name: MustachePartialName, indentation extra: String?, arguments passed: [String: Argument],
        origin: MustacheNode.Origin, in templateName: String
    ) throws(MustacheError) {
        let partialName: String
        switch name {
        case .named(let fixed):
            partialName = fixed
        case .dynamic(let dotted):
            // ~dynamic-names.yml: the name resolves like an interpolation; a miss renders nothing.
            let value = lookUp(dotted)
            guard let text = value.interpolationText else {
                throw MustacheError(
                    MustacheError.invalidDynamicName(origin.source, kind: value.kindDescription),
                    in: templateName, at: origin.position)
            }
            guard !text.isEmpty else { return }
            partialName = text
        }
        guard let template = partials[partialName] else {
            if missingPartial == .fail {
                throw MustacheError(MustacheError.missingPartial(partialName), in: templateName, at: origin.position)
            }
            return
        }
        try descend(origin, in: templateName)
        steps.append(.restore(indentation: indentation, arguments: arguments))
        steps.append(.render(nodes: template.nodes, index: 0, templateName: template.name))
        arguments = passed.merging(arguments) { _, outer in outer }
        if let extra { indentation += extra }
    }

    /// Goes one level deeper (a `leave` or `restore` step comes back up), failing past the depth
    /// limit: endless recursion would otherwise grow the steps until memory runs out.
    private mutating func descend(_ origin: MustacheNode.Origin, in templateName: String) throws(MustacheError) {
        guard depth < maximumDepth else {
            throw MustacheError(
                MustacheError.renderedTooDeeply(origin.source, limit: maximumDepth),
                in: templateName, at: origin.position)
        }
        entries += 1
        guard entries <= maximumEntries, output.count <= maximumOutputLength else {
            throw MustacheError(
                entries > maximumEntries
                    ? MustacheError.renderedTooOften(origin.source, limit: maximumEntries)
                    : MustacheError.outputTooLong(origin.source, limit: maximumOutputLength),
                in: templateName, at: origin.position)
        }
        depth += 1
    }

    private mutating func write(_ text: String) {
        guard !text.isEmpty else { return }
        if atLineStart {
            append(indentation)
            atLineStart = false
        }
        append(text)
    }

    /// Appends `text`'s UTF-8 to the output: one copy from its storage when it
    /// has contiguous UTF-8, as native and small strings do.
    private mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
        if copied == nil {
            output.append(contentsOf: text.utf8)
        }
    }

    /// interpolation.yml: `.` is the top of the stack; a dotted name's first part is looked up down
    /// the stack, each other part in the value before; any miss is `null`.
    private func lookUp(_ name: MustacheName) -> MustacheValue {
        guard let first = name.components.first else { return stack.last ?? .null }
        var value: MustacheValue = .null
        var level = stack.count
        while level > 0 {
            level -= 1
            if let found = stack[level].member(first) {
                value = found
                break
            }
        }
        for component in name.components.dropFirst() {
            guard let found = value.member(component) else { return .null }
            value = found
        }
        return value
    }

    /// interpolation.yml "HTML Escaping": `&`, `"`, `<` and `>` become entities.
    static func escapeHTML(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { "&\"<>".unicodeScalars.contains($0) }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
