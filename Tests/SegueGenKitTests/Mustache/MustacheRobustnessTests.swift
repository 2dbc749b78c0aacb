import Foundation
import SegueGenKit
import Testing

/// Malformed templates must fail with a `MustacheError` at a real position, never crash.
@Suite("Mustache robustness")
struct MustacheRobustnessTests {
    /// Pieces that malformed templates are made of.
    static let fragments = [
        "{{", "}}", "{{{", "}}}", "}", "#a", "^a", "/a", "/b", ">p", ">*n", "<p", "/p", "$a", "!",
        "=", "=<% %>=", "<%", "%>", "&", ".", "a", " ", "\n", "\r\n", "é", "👍🏽",
    ]

    static let partials: MustachePartials = {
        do {
            return try MustachePartials(parsing: [
                "p": "[{{$a}}d{{/a}}{{b}}]\n  {{>q}}\n",
                "q": "{{#a}}{{>p}}{{/a}}{{<p}}{{$a}}{{>*n}}{{/a}}{{/p}}",
            ])
        } catch {
            return MustachePartials()
        }
    }()

    static let context: MustacheValue = ["a": [["a": "x"], ["b": true]], "b": "<&>", "n": "p"]

    /// Parses and renders `source`; records an issue for an error outside the template.
    private func exercise(_ source: String) {
        let lineCount = source.unicodeScalars.filter { $0 == "\n" }.count + 1
        func check(_ error: MustacheError, _ what: String) {
            let inTemplate = error.templateName != "fuzz" || (1...lineCount).contains(error.line)
            #expect(inTemplate && error.line >= 1 && error.column >= 1 && !error.message.isEmpty,
                    "\(what) \(source.debugDescription): \(error)")
        }
        let template: MustacheTemplate
        do {
            template = try MustacheTemplate(name: "fuzz", source: source)
        } catch {
            check(error, "parsing")
            return
        }
        for (escaping, missingPartial) in [(MustacheTemplate.Escaping.html, MustacheTemplate.MissingPartial.renderEmpty), (.none, .fail)] {
            do {
                let first = try template.render(
                    Self.context, partials: Self.partials, escaping: escaping, missingPartial: missingPartial)
                let second = try template.render(
                    Self.context, partials: Self.partials, escaping: escaping, missingPartial: missingPartial)
                #expect(first == second, "rendering \(source.debugDescription) twice differs")
            } catch {
                check(error, "rendering")
            }
        }
    }

    @Test("the malformed templates everyone tries")
    func knownMalformed() {
        let sources = [
            "{{", "}}", "{{{", "{{{}}}", "{{&}}", "{{#a}}", "{{/a}}", "{{^a}}{{/b}}", "{{}}", "{{ }}", "{{!",
            "{{=", "{{==}}", "{{= =}}", "{{=<% %>=}}", "{{=<% %>=}}<%", "{{=<% %>=}}<%%>", "{{=<% %>}}",
            "{{=<%  =}}", "{{=a b c=}}", "{{=} {=}}", "{{={{ }}=}}{{x}}", "{{=| |=}}|#a||/a|", "{{>",
            "{{>}}", "{{>*}}", "{{<}}", "{{$}}", "{{<p}}{{/q}}", "{{$a}}{{/p}}", "{{<p}}x{{#a}}{{/a}}{{/p}}",
            "{{.}}", "{{..}}", "{{a.}}", "{{#.}}{{/.}}", "\u{0}{{\u{0}}}", "\r{{#a}}\r{{/a}}\r",
            "é{{é}}👍🏽{{#👍🏽}}{{/👍🏽}}", String(repeating: "{{#a}}", count: 300),
            String(repeating: "{{/a}}", count: 300), String(repeating: "{{>p}}", count: 50),
        ]
        for source in sources { exercise(source) }
    }

    @Test("runaway recursion stops at the depth limit, even on a 512 KiB thread")
    func deepRecursionOnSmallStack() async throws {
        let partials = try MustachePartials(parsing: ["loop": "{{#a}}x{{>loop}}{{/a}}"])
        let template = try MustacheTemplate(name: "main", source: "{{>loop}}")
        let error = await withCheckedContinuation { (continuation: CheckedContinuation<MustacheError?, Never>) in
            let thread = Thread {
                do throws(MustacheError) {
                    _ = try template.render(["a": true], partials: partials, maximumDepth: 5_000)
                    continuation.resume(returning: nil)
                } catch {
                    continuation.resume(returning: error)
                }
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(error == MustacheError(
            templateName: "loop", line: 1, column: 8,
            message: "'{{>loop}}' is rendered more than 5000 sections, partials and blocks deep (a partial that includes itself forever?)"))
    }

    @Test("output stops at 64 MiB by default, at the tag that passes it")
    func defaultOutputLimit() throws {
        let template = try MustacheTemplate(name: "main", source: "{{#list}}{{big}}{{/list}}")
        let context: MustacheValue = [
            "big": .string(String(repeating: "x", count: 1 << 20)),
            "list": .list(Array(repeating: true, count: 100)),
        ]
        #expect(throws: MustacheError(
            templateName: "main", line: 1, column: 10,
            message: "'{{big}}' makes the output longer than 64 MiB")) { try template.render(context) }
    }

    @Test("the entry and output limits are parameters (the fuzz target lowers them)")
    func lowerLimits() throws {
        let template = try MustacheTemplate(name: "main", source: "{{#list}}{{#list}}{{big}}{{/list}}{{/list}}")
        let context: MustacheValue = ["big": "0123456789", "list": .list(Array(repeating: true, count: 5))]
        #expect(try template.render(context, maximumEntries: 30, maximumOutputLength: 250).utf8.count == 250)
        #expect(throws: MustacheError(
            templateName: "main", line: 1, column: 10,
            message: "'{{#list}}' is reached after 20 sections, partials and blocks were rendered (a partial that includes itself more than once?)"
        )) { try template.render(context, maximumEntries: 20) }
        #expect(throws: MustacheError(
            templateName: "main", line: 1, column: 19,
            message: "'{{big}}' makes the output longer than 200 bytes")) { try template.render(context, maximumOutputLength: 200) }
    }

    @Test("every sequence of up to three fragments")
    func exhaustiveShortSequences() {
        let fragments = Self.fragments
        for a in fragments {
            exercise(a)
            for b in fragments {
                exercise(a + b)
                for c in fragments { exercise(a + b + c) }
            }
        }
    }

    @Test("pseudo-random longer sequences (fixed seed)")
    func randomSequences() {
        var generator = SplitMix64(seed: 0x5E6_0E6E)
        for _ in 0..<3000 {
            let length = Int(generator.next() % 24) + 1
            var source = ""
            for _ in 0..<length {
                source += Self.fragments[Int(generator.next() % UInt64(Self.fragments.count))]
            }
            exercise(source)
        }
    }
}

/// A deterministic random generator (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", 2014), so failures reproduce.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
