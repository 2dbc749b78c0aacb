import Foundation

/// A target of issue 7 and whether the results meet it.
public struct TargetCheck: Sendable, Hashable {
    public var target: String
    public var measured: String
    /// Nil when it could not be measured.
    public var met: Bool?
}

extension SuiteResult {
    /// The size the targets are checked at.
    var reference: SizeResult? {
        sizes.first { $0.app.sceneCount == options.referenceSize }
    }

    /// The XML stream floor at `size`: xmllint when installed, else XMLParser.
    func xmlFloor(_ size: SizeResult) -> (name: String, statistic: ProcessStatistic) {
        if let xmllint = size.xmllint { return ("xmllint --stream", xmllint) }
        return ("XMLParser", size.xmlParser)
    }

    /// Every target of the issue, checked.
    public var targets: [TargetCheck] {
        var checks: [TargetCheck] = []
        let n = options.referenceSize
        // The floor is what any generator pays: parsing the spec (libyaml) and writing the files (`cp -r`).
        for size in sizes where size.app.sceneCount >= n / 10 {
            let floor = size.yamlFloor.wall.median + size.copy.wall.median
            let ratio = size.generate.wall.median / floor
            checks.append(TargetCheck(
                target: "Generate, N=\(size.app.sceneCount): <= 2.5x the libyaml floor plus cp -r of the output",
                measured: Format.ratio(ratio), met: ratio <= 2.5))
        }
        if let size = reference {
            let rss = size.generate.peakRSS.maximum
            checks.append(TargetCheck(
                target: "Generate, N=\(n): peak RSS <= 30 MiB", measured: Format.memory(rss), met: rss <= 30 * 1_048_576))
            checks.append(TargetCheck(
                target: "No-op rerun writes 0 files", measured: "\(size.noopFilesWritten)", met: size.noopFilesWritten == 0))
            let noopRatio = size.noop.wall.median / size.check.wall.median
            checks.append(TargetCheck(
                target: "No-op rerun, N=\(n): <= 1.5x --check",
                measured: "\(Format.ratio(noopRatio)) (\(Format.time(size.noop.wall, range: false)) / \(Format.time(size.check.wall, range: false)))",
                met: noopRatio <= 1.5))
        } else {
            checks.append(TargetCheck(target: "Generate, N=\(n) (not in --sizes)", measured: "not measured", met: nil))
        }
        // Linear: the largest size's time at most 1.1 times the smaller one's scaled by the scenes.
        if sizes.count >= 2, let large = sizes.last {
            let small = sizes[sizes.count - 2]
            let scale = Double(large.app.sceneCount) / Double(small.app.sceneCount)
            let ratio = large.generate.wall.median / small.generate.wall.median
            checks.append(TargetCheck(
                target: "Linear: time(N=\(large.app.sceneCount)) / time(N=\(small.app.sceneCount)) <= \(Format.number(1.1 * scale))",
                measured: Format.number(ratio), met: ratio <= 1.1 * scale))
        } else {
            checks.append(TargetCheck(target: "Linear", measured: "not measured (one size)", met: nil))
        }
        if let size = reference, let imported = size.storyboardImport {
            let floor = xmlFloor(size)
            let ratio = imported.importAndGenerate.median / floor.statistic.wall.median
            checks.append(TargetCheck(
                target: "Import + generate, N=\(n): <= 3x the XML stream floor (\(floor.name))",
                measured: Format.ratio(ratio), met: ratio <= 3))
        } else {
            checks.append(TargetCheck(
                target: "Import + generate, N=\(n): <= 3x the XML stream floor",
                measured: "not available (`seguegen import` is not in this build)", met: nil))
        }
        if let size = sizes.first(where: { $0.app.sceneCount == 100 }), let imported = size.storyboardImport {
            let floor = xmlFloor(size)
            let ratio = imported.fromStoryboard.wall.median / floor.statistic.wall.median
            checks.append(TargetCheck(
                target: "Generate from the storyboard, N=100: <= 4x the XML stream floor (\(floor.name))",
                measured: Format.ratio(ratio), met: ratio <= 4))
        } else {
            checks.append(TargetCheck(target: "Generate from the storyboard, N=100: <= 4x the XML stream floor", measured: "not measured", met: nil))
        }
        // Checked against the real SDK when one was given, else the stand-in.
        if let compile, let table = compile.tables.last {
            let segues = compile.app.segueCount
            for variant in [CompileResult.Variant.generated, .generatedSingleFile] {
                for build in CompileResult.Build.allCases {
                    guard let ratio = table.ratio(variant, build) else { continue }
                    checks.append(TargetCheck(
                        target: "Generated code, \(segues) segues, \(variant.label), \(build.label), against \(table.sdk): <= 1.0x the hand-written chain (CPU)",
                        measured: Format.ratio(ratio), met: ratio <= 1.0))
                }
            }
        } else {
            checks.append(TargetCheck(
                target: "Generated code vs the hand-written chain", measured: compileSkipReason ?? "not measured", met: nil))
        }
        return checks
    }

    /// The results as Markdown: tables, then the targets.
    public var markdown: String {
        var text = """
            Measured \(environment.date) on \(environment.processor), \(environment.cores) cores \
            (load average \(environment.loadBefore) before, \(environment.loadAfter) after); \
            \(environment.swift); commit \(environment.commit); workloads and outputs in \
            `\(options.workDirectory.deletingLastPathComponent().path)`. \
            Times are medians of \(options.runs) runs (compiles: \(options.compileRuns)) after one untimed run, \
            with the fastest and slowest run in parentheses; peak RSS is the largest of the runs.

            ### Generate: `seguegen spec.yaml -o out`, end to end

            *seguegen* is wall time, the ratio's numerator; *CPU* is its user + system time,
            which exceeds the wall time when the work runs on several cores.

            | Scenes x segues | Spec | libyaml floor | cp -r | seguegen | / floor + cp | CPU | Peak RSS | Files | No-op rerun | Files rewritten | --check |
            |---|---|---|---|---|---|---|---|---|---|---|---|

            """
        for size in sizes {
            text += "| \(size.app.sceneCount) x \(size.app.seguesPerScene) | \(Format.fileSize(size.specBytes)) "
                + "| \(Format.time(size.yamlFloor.wall)) | \(Format.time(size.copy.wall)) | \(Format.time(size.generate.wall)) "
                + "| \(Format.ratio(size.generate.wall.median / (size.yamlFloor.wall.median + size.copy.wall.median))) "
                + "| \(Format.time(size.generate.cpu)) | \(Format.memory(size.generate.peakRSS.maximum)) | \(size.filesGenerated) "
                + "| \(Format.time(size.noop.wall)) | \(size.noopFilesWritten) | \(Format.time(size.check.wall)) |\n"
        }

        text += """

            ### Phases, in process (`seguegen-bench phases`)

            Each run is a fresh process that makes the command's SegueGenKit calls one after the
            other. *Load* is reading the file and parsing its YAML (`YAMLParser.parse`); *validate*
            is the rest of `SpecLoader.load` (decoding the spec, its scenes on every core, and
            checking it; the load less a separate parse, never below 0) and the command's check that
            the specs can share the output directory;
            *render* parses the built-in templates and renders every file, on every core; *write*
            plans and writes the files into an empty directory (staging them on every core), *no-op
            write* plans and writes the same files again (writing nothing).

            | Scenes | Load | Validate | Render | Write | No-op write | Peak RSS |
            |---|---|---|---|---|---|---|

            """
        for size in sizes {
            let phases = size.phases
            text += "| \(size.app.sceneCount) | \(Format.time(phases.readAndParse)) | \(Format.time(phases.validate)) "
                + "| \(Format.time(phases.render)) | \(Format.time(phases.write)) | \(Format.time(phases.rewrite)) "
                + "| \(Format.memory(phases.peakRSS.maximum)) |\n"
        }

        text += "\n### Storyboard import\n\n"
        if !importAvailable {
            text += "`seguegen import`: not available (this build has no `import` command); the XML floors alone.\n\n"
        }
        text += """
            | Scenes x segues | Storyboard | xmllint --stream | XMLParser | import | import + generate | / XML floor | generate from the storyboard | / XML floor |
            |---|---|---|---|---|---|---|---|---|

            """
        for size in sizes {
            let floor = xmlFloor(size)
            let imported = size.storyboardImport
            text += "| \(size.app.sceneCount) x \(size.app.seguesPerScene) | \(Format.fileSize(size.storyboardBytes)) "
                + "| \(size.xmllint.map { Format.time($0.wall) } ?? "not installed") | \(Format.time(size.xmlParser.wall)) "
                + "| \(imported.map { Format.time($0.importOnly.wall) } ?? "not available") "
                + "| \(imported.map { Format.time($0.importAndGenerate) } ?? "not available") "
                + "| \(imported.map { Format.ratio($0.importAndGenerate.median / floor.statistic.wall.median) } ?? "–") "
                + "| \(imported.map { Format.time($0.fromStoryboard.wall) } ?? "not available") "
                + "| \(imported.map { Format.ratio($0.fromStoryboard.wall.median / floor.statistic.wall.median) } ?? "–") |\n"
        }

        text += "\n### Compiling the generated code\n\n"
        if let compile {
            let app = compile.app
            text += """
                \(app.segueCount) segues (\(app.sceneCount) scenes x \(app.seguesPerScene)), `-swift-version 6`, against each SDK \
                in the same run. *Classes* is the view controller classes alone (\(compile.classesLines) lines, one file); the \
                *hand-written chain* is the same classes with a `prepare(for:sender:)` of identifier compares and `as!` casts \
                (\(compile.chainLines) lines, one file); *generated* is the classes plus seguegen's files \
                (\(compile.generatedLines) lines in \(compile.generatedFiles - 1) files, or the same code in one file with \
                `--single-file`). The builds are those of Xcode and SwiftPM: *typecheck* is `-typecheck`; *Debug* is \
                `-Onone -c` in batch mode (`-enable-batch-mode -j <cores>`: files share frontend processes); *Release* is \
                `-O -wmo -c`, one frontend for the module (so no row for a frontend per file, which only plain `swiftc` \
                without batch mode does). Every `.o` is deleted before each run. CPU is user + system time of the driver \
                and its frontends; the ratios divide CPU medians by the chain's.

                """
            for table in compile.tables {
                text += """

                    Against \(table.sdk):

                    | Code | Typecheck wall | CPU | / chain | Debug wall | CPU | / chain | Release wall | CPU | / chain |
                    |---|---|---|---|---|---|---|---|---|---|

                    """
                for variant in CompileResult.Variant.allCases {
                    text += "| \(variant.label.prefix(1).uppercased() + variant.label.dropFirst()) "
                    for build in CompileResult.Build.allCases {
                        guard let time = table.times[build]?[variant] else {
                            text += "| – | – | – "
                            continue
                        }
                        text += "| \(Format.time(time.wall)) | \(Format.time(time.cpu)) | \(table.ratio(variant, build).map(Format.ratio) ?? "–") "
                    }
                    text += "|\n"
                }
            }
        } else {
            text += "Not measured: \(compileSkipReason ?? "skipped").\n"
        }

        text += "\n### Instruction counts (callgrind)\n\n"
        if let instructions {
            text += """
                Instructions executed, from `valgrind --tool=callgrind`: repeatable to a fraction of a percent,
                so they compare changes where times are too noisy (process start-up included).

                | Scenes | libyaml floor | seguegen | / floor | No-op rerun |
                |---|---|---|---|---|
                | \(instructions.sceneCount) | \(Format.count(instructions.yamlFloor)) | \(Format.count(instructions.generate)) \
                | \(Format.ratio(Double(instructions.generate) / Double(instructions.yamlFloor))) | \(Format.count(instructions.noop)) |

                """
        } else {
            text += "Not measured: \(instructionsSkipReason ?? "skipped").\n"
        }

        text += """

            ### Targets

            | Target | Measured | Met |
            |---|---|---|

            """
        for check in targets {
            text += "| \(check.target) | \(check.measured) | \(check.met.map { $0 ? "yes" : "**no**" } ?? "–") |\n"
        }
        return text
    }
}

extension CompileResult.Table {
    /// The variant's CPU median over the chain's in `build`; nil for the chain itself.
    func ratio(_ variant: CompileResult.Variant, _ build: CompileResult.Build) -> Double? {
        guard variant != .chain, let ours = times[build]?[variant], let chain = times[build]?[.chain] else { return nil }
        return ours.cpu.median / chain.cpu.median
    }
}

extension CompileResult.Build {
    /// The build in words, for target rows.
    var label: String {
        switch self {
        case .typecheck: "-typecheck"
        case .debug: "Debug (-Onone, batch mode)"
        case .release: "Release (-O -wmo)"
        }
    }
}

extension CompileResult.Variant {
    /// The variant in words, for tables.
    var label: String {
        switch self {
        case .classes: return "classes alone"
        case .chain: return "hand-written chain"
        case .generated: return "generated, a file per scene (batch mode)"
        case .generatedPerFile: return "generated, a file per scene (a frontend per file)"
        case .generatedSingleFile: return "generated, --single-file"
        }
    }
}

/// Number formatting for the report.
enum Format {
    /// `12.3 ms (11.9–13.0)`: the median, then the fastest and slowest run in the same unit.
    static func time(_ statistic: Statistic, range: Bool = true) -> String {
        let median = statistic.median
        let (scale, decimals, symbol): (Double, Int, String) =
            median >= 1 ? (1, 2, "s") : median >= 0.1 ? (1000, 0, "ms") : median >= 0.01 ? (1000, 1, "ms") : (1000, 2, "ms")
        let format = { (value: Double) in String(format: "%.\(decimals)f", value * scale) }
        guard range, statistic.count > 1 else { return "\(format(median)) \(symbol)" }
        return "\(format(median)) \(symbol) (\(format(statistic.minimum))–\(format(statistic.maximum)))"
    }

    /// `2.40x`.
    static func ratio(_ value: Double) -> String {
        value.isFinite ? String(format: "%.2fx", value) : "–"
    }

    static func number(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// A file size: `86 KB`, `7.9 MB` (powers of 1000).
    static func fileSize(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.0f KB", Double(bytes) / 1e3)
    }

    /// A memory size in MiB (2^20 bytes), the unit of `time -v` and of the issue's figures.
    static func memory(_ bytes: Double) -> String {
        String(format: "%.1f MiB", bytes / 1_048_576)
    }

    /// `123.4 M` instructions.
    static func count(_ value: Int) -> String {
        String(format: "%.1f M", Double(value) / 1e6)
    }
}
