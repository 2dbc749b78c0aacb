/// A parsed template: standalone lines are gone and indentation is computed, so rendering
/// needs no knowledge of lines.
indirect enum MustacheNode: Sendable {
    /// Text without line ends, never empty.
    case text(String)
    /// `\n` or `\r\n`.
    case newline(String)
    case variable(Variable)
    case section(Section)
    case partial(Partial)
    case parent(Parent)
    case block(Block)
    /// A run of `text` and `newline` nodes, two or more, joined for speed.
    case chunk(Chunk)

    /// Consecutive text and line ends: written as one piece of bytes when
    /// no indentation applies, node by node otherwise.
    struct Chunk: Sendable {
        var bytes: [UInt8]
        /// Whether the last node is a line end (the next text starts a line).
        var endsLine: Bool
        var nodes: [MustacheNode]
    }

    /// Where a tag was written, for render errors.
    struct Origin: Sendable {
        var source: String
        var position: MustachePosition
    }

    /// A class: rendering binds one at every interpolation, for one reference count.
    final class Variable: Sendable {
        let name: MustacheName
        let escaped: Bool
        let origin: Origin

        init(name: MustacheName, escaped: Bool, origin: Origin) {
            self.name = name
            self.escaped = escaped
            self.origin = origin
        }
    }

    /// A class, as `Variable` is: rendering binds one at every section.
    final class Section: Sendable {
        let name: MustacheName
        let inverted: Bool
        let children: [MustacheNode]
        let origin: Origin

        init(name: MustacheName, inverted: Bool, children: [MustacheNode], origin: Origin) {
            self.name = name
            self.inverted = inverted
            self.children = children
            self.origin = origin
        }
    }

    struct Partial: Sendable {
        var name: MustachePartialName
        /// Prepended to each line of the partial; nil when the tag is not
        /// standalone, which leaves the partial's lines as they are.
        var indentation: String?
        var origin: Origin
    }

    /// `{{<name}}…{{/name}}`: a partial whose blocks are replaced.
    struct Parent: Sendable {
        var name: MustachePartialName
        /// As for `Partial`: set when the tag pair is standalone.
        var indentation: String?
        /// The blocks passed to the parent by name, stripped of their intrinsic indentation.
        var arguments: [String: [MustacheNode]]
        var origin: Origin
    }

    /// `{{$name}}default{{/name}}`: content that a parent tag may replace.
    struct Block: Sendable {
        var name: String
        /// Prepended to a replacement's lines after the first (to the first too when the tag is
        /// standalone); nil when the tag does not start its line.
        var indentation: String?
        var children: [MustacheNode]
        var origin: Origin
    }
}

extension MustacheNode {
    /// `nodes` with runs of text and newline nodes joined into chunks, nested content too:
    /// rendering then visits fewer nodes and copies each run's bytes at once.
    static func joiningText(_ nodes: [MustacheNode]) -> [MustacheNode] {
        var result: [MustacheNode] = []
        var run: [MustacheNode] = []
        func flush() {
            if run.count == 1 {
                result.append(run[0])
            } else if run.count > 1 {
                var bytes: [UInt8] = []
                for node in run {
                    switch node {
                    case .text(let text), .newline(let text): bytes.append(contentsOf: text.utf8)
                    default: break
                    }
                }
                var endsLine = false
                if case .newline = run[run.count - 1] { endsLine = true }
                result.append(.chunk(MustacheNode.Chunk(bytes: bytes, endsLine: endsLine, nodes: run)))
            }
            run = []
        }
        for node in nodes {
            switch node {
            case .text, .newline:
                run.append(node)
                continue
            case .section(let section):
                let joined = MustacheNode.Section(
                    name: section.name, inverted: section.inverted, children: joiningText(section.children), origin: section.origin)
                flush()
                result.append(.section(joined))
            case .block(var block):
                block.children = joiningText(block.children)
                flush()
                result.append(.block(block))
            case .parent(var parent):
                parent.arguments = parent.arguments.mapValues(joiningText)
                flush()
                result.append(.parent(parent))
            case .variable, .partial, .chunk:
                flush()
                result.append(node)
            }
        }
        flush()
        return result
    }
}
