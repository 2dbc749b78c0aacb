import SegueGenKit
import Testing

@Suite("Mustache rendering")
struct MustacheRenderTests {
    private func render(
        _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:],
        escaping: MustacheTemplate.Escaping = .none, missingPartial: MustacheTemplate.MissingPartial = .fail
    ) throws -> String {
        let template = try MustacheTemplate(name: "t.mustache", source: source)
        return try template.render(
            context, partials: MustachePartials(parsing: partials), escaping: escaping, missingPartial: missingPartial)
    }

    @Test("escaping .none leaves every interpolation as it is")
    func noEscaping() throws {
        let context: MustacheValue = ["type": "Array<Int>", "test": "a && b", "literal": #""x""#]
        #expect(try render("let x: {{type}} = []; if {{test}} {}; {{literal}}", context)
            == #"let x: Array<Int> = []; if a && b {}; "x""#)
        #expect(try render("{{type}}|{{{type}}}|{{&type}}", context, escaping: .html)
            == "Array&lt;Int&gt;|Array<Int>|Array<Int>")
        let template = try MustacheTemplate(name: "t", source: "{{type}}")
        #expect(try template.render(context, escaping: .none) == "Array<Int>")
        #expect(try template.render(context) == "Array&lt;Int&gt;")
    }

    @Test("standalone section, comment and set-delimiter lines leave no trace")
    func standaloneLines() throws {
        let source = """
            {{! Generated code. }}
            enum Segue {
                {{#segues}}
                case {{name}}
                {{/segues}}
                {{^segues}}
                // none
                {{/segues}}
            }
            {{=<% %>=}}
            let set = <%name%>
            """
        #expect(try render(source, ["segues": [["name": "a"], ["name": "b"]], "name": "s"]) == """
            enum Segue {
                case a
                case b
            }
            let set = s
            """)
        #expect(try render(source, ["segues": [], "name": "s"]) == """
            enum Segue {
                // none
            }
            let set = s
            """)
    }

    @Test("tags sharing a line with text are not standalone")
    func inlineTags() throws {
        #expect(try render("a {{#t}}\nb\n{{/t}} c\n", ["t": true]) == "a \nb\n c\n")
        #expect(try render("  {{x}}\n", ["x": ""]) == "  \n")
    }

    @Test("\\r\\n line ends are kept and count as line ends for standalone tags")
    func crlf() throws {
        #expect(try render("a\r\n  {{#t}}\r\nb\r\n  {{/t}}\r\nc", ["t": true]) == "a\r\nb\r\nc")
    }

    @Test("a standalone partial is indented, nested partials add up, empty lines stay empty")
    func partialIndentation() throws {
        let partials = [
            "type": "struct {{name}} {\n    {{>members}}\n}\n",
            "members": "let a = 1\n\nlet b = {{value}}\n",
        ]
        let source = "enum Namespace {\n    {{>type}}\n}\n"
        #expect(try render(source, ["name": "S", "value": "\"x\ny\""], partials: partials) == """
            enum Namespace {
                struct S {
                    let a = 1

                    let b = "x
            y"
                }
            }

            """)
    }

    @Test("a partial inside text is not indented")
    func inlinePartial() throws {
        #expect(try render("  x = {{>value}}\n", partials: ["value": "[\n1\n]"]) == "  x = [\n1\n]\n")
    }

    @Test("partials see the context stack where they are included")
    func partialContext() throws {
        let partials = ["segue": "{{name}}->{{destination}}{{#last}}.{{/last}}"]
        let context: MustacheValue = [
            "destination": "Home",
            "segues": [["name": "a"], ["name": "b", "destination": "Detail", "last": true]],
        ]
        #expect(try render("{{#segues}}{{>segue}} {{/segues}}", context, partials: partials) == "a->Home b->Detail. ")
    }

    @Test("blocks and parents reindent replacements")
    func inheritance() throws {
        let partials = ["file": "// header\n{{$body}}\n{{/body}}\nfinal class X {\n    {{$members}}\n    // none\n    {{/members}}\n}\n"]
        let source = """
            {{<file}}
            {{$members}}
                let a = {{a}}
                let b = 2
            {{/members}}
            {{/file}}
            """
        #expect(try render(source, ["a": 1], partials: partials) == """
            // header
            final class X {
                let a = 1
                let b = 2
            }

            """)
    }

    @Test("dynamic partial names")
    func dynamicNames() throws {
        let partials = ["push": "show({{id}})", "modal": "present({{id}})"]
        let context: MustacheValue = [
            "segues": [["kind": "push", "id": "a"], ["kind": "modal", "id": "b"], ["kind": "pop", "id": "c"], ["id": "d"]],
        ]
        #expect(try render("{{#segues}}{{>*kind}};{{/segues}}", context, partials: partials, missingPartial: .renderEmpty)
            == "show(a);present(b);;;")
        #expect(throws: MustacheError(templateName: "t.mustache", line: 1, column: 12, message: "no partial named 'pop'")) {
            try render("{{#segues}}{{>*kind}};{{/segues}}", context, partials: partials)
        }
    }

    @Test("dotted names, implicit iterator, context stack")
    func lookUp() throws {
        let context: MustacheValue = ["scene": ["name": "Home", "segues": ["a", "b"]], "module": "App"]
        #expect(try render("{{scene.name}}:{{#scene.segues}}{{.}}@{{module}}/{{scene.name}} {{/scene.segues}}", context)
            == "Home:a@App/Home b@App/Home ")
        #expect(try render("[{{scene.missing.name}}][{{#scene.name.x}}no{{/scene.name.x}}]", context) == "[][]")
    }

    @Test("a parsed template renders many times, concurrently")
    func parseOnceRenderMany() async throws {
        let template = try MustacheTemplate(name: "t", source: "{{#items}}{{.}},{{/items}}")
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for count in 0..<50 {
                group.addTask {
                    try template.render(["items": .list((0..<count).map { .number(Double($0)) })])
                }
            }
            var outputs: [String] = []
            for try await output in group { outputs.append(output) }
            return outputs.sorted { $0.count < $1.count }
        }
        #expect(outputs.count == 50)
        #expect(outputs[3] == "0,1,2,")
    }
}
