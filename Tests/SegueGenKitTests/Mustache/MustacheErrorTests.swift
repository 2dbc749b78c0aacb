import SegueGenKit
import Testing

@Suite("Mustache errors")
struct MustacheErrorTests {
    /// The error parsing `source` as `t.mustache` throws, or nil when it parses.
    private func parseError(_ source: String) -> MustacheError? {
        do {
            _ = try MustacheTemplate(name: "t.mustache", source: source)
            return nil
        } catch {
            return error
        }
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> MustacheError {
        MustacheError(templateName: "t.mustache", line: line, column: column, message: message)
    }

    @Test("description is name:line:column: error: message")
    func description() {
        let error = MustacheError(templateName: "Templates/scene.mustache", line: 3, column: 7, message: "no partial named 'x'")
        #expect(error.description == "Templates/scene.mustache:3:7: error: no partial named 'x'")
    }

    @Test("unclosed tags")
    func unclosedTags() {
        #expect(parseError("{{") == error(1, 1, "unclosed tag: '{{' has no matching '}}'"))
        #expect(parseError("Hello,\n  {{name}\n") == error(2, 3, "unclosed tag: '{{name}' has no matching '}}'"))
        #expect(parseError("{{{name}}") == error(1, 1, "unclosed tag: '{{{name}}' has no matching '}}}'"))
        #expect(parseError("{{! never closed }") == error(1, 1, "unclosed tag: '{{! never closed }' has no matching '}}'"))
        #expect(parseError("{{=<% %>=}}\n<%name") == error(2, 1, "unclosed tag: '<%name' has no matching '%>'"))
        // Closed only by a later tag's delimiter, on another line.
        #expect(parseError("  // {{caseName}\n{{/scene.segues}}") == error(1, 6, "unclosed tag: '{{caseName}' has no matching '}}' on its line"))
        #expect(parseError("{{#a}\r\n{{/a}}") == error(1, 1, "unclosed tag: '{{#a}' has no matching '}}' on its line"))
        // Padding around a name may span lines; a comment may.
        #expect(parseError("{{\n  name\n}}{{! a\ncomment }}") == nil)
    }

    @Test("tags without a usable name")
    func badNames() {
        #expect(parseError("{{}}") == error(1, 1, "tag '{{}}' has no name"))
        #expect(parseError("a {{ }}") == error(1, 3, "tag '{{ }}' has no name"))
        #expect(parseError("{{#}}{{/}}") == error(1, 1, "tag '{{#}}' has no name"))
        #expect(parseError("{{>}}") == error(1, 1, "tag '{{>}}' has no name"))
        #expect(parseError("{{>*}}") == error(1, 1, "tag '{{>*}}' has no name"))
        #expect(parseError("{{a b}}") == error(
            1, 1, "tag '{{a b}}' has whitespace in its name; names are one word, like '{{name}}' or '{{scene.name}}'"))
        #expect(parseError("{{> my partial}}") == error(
            1, 1, "tag '{{> my partial}}' has whitespace in its name; names are one word, like '{{name}}' or '{{scene.name}}'"))
        let emptyPart = "has an empty part in its dotted name; write '.' alone or names separated by single dots"
        #expect(parseError("{{a..b}}") == error(1, 1, "tag '{{a..b}}' \(emptyPart)"))
        #expect(parseError("{{#.a}}{{/.a}}") == error(1, 1, "tag '{{#.a}}' \(emptyPart)"))
        #expect(parseError("{{>*a.}}") == error(1, 1, "tag '{{>*a.}}' \(emptyPart)"))
    }

    @Test("bad set-delimiter tags")
    func badSetDelimiters() {
        let usage = "must hold two delimiters separated by whitespace, like '{{=<% %>=}}'"
        #expect(parseError("{{= =}}") == error(1, 1, "set-delimiter tag '{{= =}}' \(usage)"))
        #expect(parseError("{{==}}") == error(1, 1, "set-delimiter tag '{{==}}' \(usage)"))
        #expect(parseError("x{{=<%%>=}}") == error(1, 2, "set-delimiter tag '{{=<%%>=}}' \(usage)"))
        #expect(parseError("{{=<% %> !=}}") == error(1, 1, "set-delimiter tag '{{=<% %> !=}}' \(usage)"))
        #expect(parseError("{{=<% %>}}") == error(1, 1, "unclosed tag: '{{=<% %>}}' has no matching '=}}'"))
    }

    @Test("sections that do not pair up")
    func unbalancedSections() {
        #expect(parseError("a\n  {{#items}}\n") == error(2, 3, "'{{#items}}' is never closed"))
        #expect(parseError("{{#a}}{{^b}}{{/b}}") == error(1, 1, "'{{#a}}' is never closed"))
        #expect(parseError("{{/a}}") == error(1, 1, "closing tag '{{/a}}' has no matching opening tag"))
        #expect(parseError("{{#a}}\n{{/b}}") == error(
            2, 1, "closing tag '{{/b}}' does not match '{{#a}}' opened at line 1, column 1"))
        #expect(parseError("{{=<% %>=}} <%#a%>") == error(1, 13, "'<%#a%>' is never closed"))
        #expect(parseError("{{<parent}}") == error(1, 1, "'{{<parent}}' is never closed"))
        #expect(parseError("{{$block}}") == error(1, 1, "'{{$block}}' is never closed"))
    }

    @Test("the error reported is the first in the text, whether the tag or the sections are wrong")
    func firstErrorInTheText() {
        // A mismatched closing tag on line 2, an unreadable tag on line 3.
        #expect(parseError("{{#a}}\n{{/b}}\n{{#c}\n") == error(
            2, 1, "closing tag '{{/b}}' does not match '{{#a}}' opened at line 1, column 1"))
        // Sections still open before an unreadable tag are not unclosed: the tag is the error.
        #expect(parseError("{{#a}}\nText\n{{#c}\n") == error(3, 1, "unclosed tag: '{{#c}' has no matching '}}'"))
        #expect(parseError("{{#a}}\n{{ }}\n{{/b}}") == error(2, 1, "tag '{{ }}' has no name"))
    }

    @Test("parent tags take only blocks")
    func parentContent() {
        #expect(parseError("{{<p}}\n  {{name}}\n{{/p}}") == error(
            2, 3,
            "'{{name}}' cannot appear directly inside parent tag '{{<p}}', which only takes blocks like '{{$name}}…{{/name}}' (comments and set-delimiter tags aside)"))
        #expect(parseError("{{<p}}{{$a}}1{{/a}}{{$a}}2{{/a}}{{/p}}") == error(
            1, 20, "block 'a' is passed twice to parent tag '{{<p}}'"))
        #expect(parseError("{{<p}}{{! note }}{{=[ ]=}}[$a][/a][/p]") == nil)
    }

    @Test("nesting is bounded")
    func nestingLimit() {
        let depth = 256
        let fine = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        #expect(parseError(fine) == nil)
        let tooDeep = String(repeating: "{{#a}}", count: depth + 1) + String(repeating: "{{/a}}", count: depth + 1)
        #expect(parseError(tooDeep) == error(1, 6 * depth + 1, "'{{#a}}' nests sections, parents and blocks more than 256 levels deep"))
    }

    @Test("columns count Unicode scalars, lines count \\n and \\r\\n")
    func positions() {
        let message = "unclosed tag: '{{' has no matching '}}'"
        #expect(parseError("é {{") == error(1, 3, message))  // é precomposed: one scalar
        #expect(parseError("e\u{301} {{") == error(1, 4, message))  // e + combining acute: two scalars
        #expect(parseError("👍🏽 {{") == error(1, 4, message))  // thumbs up + skin tone: two scalars
        #expect(parseError("a\r\nb\r\n\t{{") == error(3, 2, message))
        #expect(parseError("{{! multi\nline }}{{/x}}") == error(2, 8, "closing tag '{{/x}}' has no matching opening tag"))
    }

    @Test("render errors point at the tag, in the template that holds it")
    func renderErrors() throws {
        let template = try MustacheTemplate(name: "scene.mustache", source: "{{#scene}}\n  {{segues}}\n{{/scene}}")
        let context: MustacheValue = ["scene": ["segues": ["a", "b"]]]
        #expect(throws: MustacheError(
            templateName: "scene.mustache", line: 2, column: 3,
            message: "'{{segues}}' names a list, which has no text; iterate it with a section or name one of its keys"
        )) { try template.render(context) }

        let missing = try MustacheTemplate(name: "main", source: "a\n{{>hedaer}}")
        #expect(try missing.render(.null) == "a\n")
        #expect(throws: MustacheError(templateName: "main", line: 2, column: 1, message: "no partial named 'hedaer'")) {
            try missing.render(.null, missingPartial: .fail)
        }

        let dynamic = try MustacheTemplate(name: "main", source: "{{>*kind}}")
        #expect(throws: MustacheError(
            templateName: "main", line: 1, column: 1, message: "'{{>*kind}}' names an object, which is not a partial name"
        )) { try dynamic.render(["kind": [:]]) }
    }

    @Test("endless recursion is an error, not a crash")
    func recursionLimit() throws {
        let partials = try MustachePartials(parsing: ["loop": "x{{>loop}}"])
        let template = try MustacheTemplate(name: "main", source: "{{>loop}}")
        #expect(throws: MustacheError(
            templateName: "loop", line: 1, column: 2,
            message: "'{{>loop}}' is rendered more than 256 sections, partials and blocks deep (a partial that includes itself forever?)"
        )) { try template.render(.null, partials: partials) }

        let nested = try MustacheTemplate(name: "main", source: "{{#a}}{{#a}}{{#a}}{{#a}}x{{/a}}{{/a}}{{/a}}{{/a}}")
        #expect(throws: MustacheError(
            templateName: "main", line: 1, column: 19,
            message: "'{{#a}}' is rendered more than 3 sections, partials and blocks deep (a partial that includes itself forever?)"
        )) { try nested.render(["a": true], maximumDepth: 3) }
        #expect(try nested.render(["a": true]) == "x")
    }

    @Test("partial errors carry the partial's name")
    func partialParseErrors() {
        #expect(throws: MustacheError(templateName: "b", line: 1, column: 1, message: "closing tag '{{/x}}' has no matching opening tag")) {
            try MustachePartials(parsing: ["c": "{{", "b": "{{/x}}", "a": "fine"])
        }
    }
}
