/// An error in a Mustache template, at the tag's opening delimiter (1-based line, column in
/// Unicode scalars) in the template or partial named `templateName`.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name the template was parsed with, usually its path.
    public var templateName: String
    public var line: Int
    public var column: Int
    /// What is wrong, in one sentence without a trailing period.
    public var message: String

    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `name:line:column: error: message`, the form compilers and Xcode use.
    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}

/// A 1-based line and column (in Unicode scalars) in a template.
struct MustachePosition: Sendable, Hashable {
    var line: Int
    var column: Int
}

extension MustacheError {
    init(_ message: String, in templateName: String, at position: MustachePosition) {
        self.init(templateName: templateName, line: position.line, column: position.column, message: message)
    }

    // MARK: Parsing

    static func unclosedTag(opening: String, expected closing: String) -> String {
        "unclosed tag: '\(opening)' has no matching '\(closing)'"
    }

    static func unclosedTagOnItsLine(_ tag: String, expected closing: String) -> String {
        "unclosed tag: '\(tag)' has no matching '\(closing)' on its line"
    }

    static func emptyTag(_ tag: String) -> String {
        "tag '\(tag)' has no name"
    }

    static func whitespaceInName(_ tag: String) -> String {
        "tag '\(tag)' has whitespace in its name; names are one word, like '{{name}}' or '{{scene.name}}'"
    }

    static func invalidDottedName(_ tag: String) -> String {
        "tag '\(tag)' has an empty part in its dotted name; write '.' alone or names separated by single dots"
    }

    static func invalidSetDelimiter(_ tag: String) -> String {
        "set-delimiter tag '\(tag)' must hold two delimiters separated by whitespace, like '{{=<% %>=}}'"
    }

    static func unclosedSection(_ tag: String) -> String {
        "'\(tag)' is never closed"
    }

    static func unexpectedClosingTag(_ tag: String) -> String {
        "closing tag '\(tag)' has no matching opening tag"
    }

    static func mismatchedClosingTag(_ tag: String, opening: String, at position: MustachePosition) -> String {
        "closing tag '\(tag)' does not match '\(opening)' opened at line \(position.line), column \(position.column)"
    }

    static func notAllowedInParent(_ tag: String, parent: String) -> String {
        "'\(tag)' cannot appear directly inside parent tag '\(parent)', "
            + "which only takes blocks like '{{$name}}…{{/name}}' (comments and set-delimiter tags aside)"
    }

    static func duplicateBlockArgument(_ name: String, parent: String) -> String {
        "block '\(name)' is passed twice to parent tag '\(parent)'"
    }

    static func nestedTooDeeply(_ tag: String, limit: Int) -> String {
        "'\(tag)' nests sections, parents and blocks more than \(limit) levels deep"
    }

    // MARK: Rendering

    static func missingPartial(_ name: String) -> String {
        "no partial named '\(name)'"
    }

    static func cannotInterpolate(_ tag: String, kind: String) -> String {
        "'\(tag)' names \(kind), which has no text; iterate it with a section or name one of its keys"
    }

    static func invalidDynamicName(_ tag: String, kind: String) -> String {
        "'\(tag)' names \(kind), which is not a partial name"
    }

    static func renderedTooDeeply(_ tag: String, limit: Int) -> String {
        "'\(tag)' is rendered more than \(limit) sections, partials and blocks deep (a partial that includes itself forever?)"
    }

    static func renderedTooOften(_ tag: String, limit: Int) -> String {
        "'\(tag)' is reached after \(limit) sections, partials and blocks were rendered (a partial that includes itself more than once?)"
    }

    static func outputTooLong(_ tag: String, limit: Int) -> String {
        "'\(tag)' makes the output longer than \(InputLimits.describe(limit))"
    }
}
