import Foundation
import SegueGenKit

/// `seguegen <spec.yaml>... -o <directory>`, or `seguegen` with a config
/// file: reads the specs, generates their files, and writes them (or, with
/// `--check` and `--dry-run`, reports what writing them would change).
enum GenerateCommand: Command {
    static let name: String? = nil
    static let abstract = "Generate typed Swift methods for storyboard segues from a navigation spec."
    static let usage = "[<spec.yaml>... -o <directory>] [--templates <path>] [--check | --dry-run] [--single-file] [--warnings-as-errors] [--verbose] [--quiet]"
    static let options = Workload.options + [
        OptionSpec(names: ["--check"], help: "Write nothing; fail if any file would be created, changed or removed, and show how."),
        OptionSpec(names: ["--dry-run"], help: "Write nothing; print what would be created, changed or removed."),
        OptionSpec(names: ["-q", "--quiet"], help: "Print nothing but diagnostics, and with --check what is out of date."),
        OptionSpec(names: ["--verbose"], help: "Also list each file written or removed, before the summary."),
    ]

    /// What the command does with the generated files.
    enum Mode {
        case write, check, dryRun
    }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        if arguments.has("--check") && arguments.has("--dry-run") {
            throw UsageError(message: "pass '--check' or '--dry-run', not both")
        }
        try arguments.checkVerbosity()
        let mode: Mode = arguments.has("--check") ? .check : arguments.has("--dry-run") ? .dryRun : .write
        guard let workload = try Workload.from(arguments, requireOutput: true, in: context) else {
            return CommandLineTool.ExitStatus.failure
        }
        let quiet = arguments.has("--quiet"), verbose = arguments.has("--verbose")
        // A rerun or a check with nothing changed stops here, having read only the inputs
        // and the stamps (a dry run lists every file, so it renders them). A rerun whose
        // stamp names a spec where it was before goes on and records where it is.
        let inputs = mode != .dryRun ? workload.inputFingerprints(in: context) : (fingerprints: nil, specBytes: [:])
        let fingerprints = inputs.fingerprints
        if let fingerprints, let summaries = workload.currentOutputs(for: fingerprints, recordingSpecs: mode == .write) {
            if !quiet {
                context.console.output(zip(workload.jobs, summaries).map { job, summary in
                    mode == .check ? upToDate(job, fileCount: summary.unchanged.count) : describe(summary, in: job.outputDisplayPath)
                }.joined())
            }
            return CommandLineTool.ExitStatus.success
        }
        guard let prepared = workload.prepare(in: context, specBytes: inputs.specBytes) else {
            return CommandLineTool.ExitStatus.failure
        }
        if mode == .write {
            return write(prepared.jobs, fingerprints: fingerprints, diagnosed: prepared.diagnosed, quiet: quiet, verbose: verbose, in: context)
        }

        var plans: [(job: Job, plan: OutputPlan)] = []
        for job in prepared.jobs {
            if let problem = checkOutputDirectory(of: job.job, create: false) {
                return context.fail(problem)
            }
            let files: [GeneratedFile]
            do {
                files = try job.generator.generate(job.inputs, layout: job.job.layout)
            } catch {
                PreparedJob.report(error, in: context)
                return CommandLineTool.ExitStatus.failure
            }
            do {
                plans.append((job.job, try OutputWriter().plan(files, in: job.job.outputURL)))
            } catch {
                reportUnwritable(error, with: OutputWriter().unwritable(files, in: job.job.outputURL), in: job.job, context)
                return CommandLineTool.ExitStatus.failure
            }
        }

        let others = plans.flatMap { filesOfOtherSpecs($0.plan.entries, in: $0.job, removing: false) }
        context.report(others, sources: [])
        if others.contains(where: { $0.severity == .error }) {
            return CommandLineTool.ExitStatus.failure
        }
        if mode == .dryRun {
            if !quiet {
                context.console.output(plans.map { report($0.plan, of: $0.job, listingUnchanged: true) }.joined())
            }
            return CommandLineTool.ExitStatus.success
        }
        // A check that cannot see stale files cannot say the directory is current.
        if let (job, plan) = plans.first(where: { $0.plan.staleFilesUnknown != nil }) {
            return context.fail("cannot list '\(job.outputDisplayPath)' to look for stale files: \(plan.staleFilesUnknown ?? "")")
        }
        let changes = plans.flatMap(\.plan.changes)
        for (job, plan) in plans where !quiet || !plan.changes.isEmpty {
            context.console.output(report(plan, of: job, listingUnchanged: false))
        }
        guard changes.isEmpty else {
            let count = changes.count == 1 ? "1 generated file is" : "\(changes.count) generated files are"
            let them = changes.count == 1 ? "it" : "them"
            return context.fail("\(count) not up to date; run seguegen without '--check' to update \(them)")
        }
        return CommandLineTool.ExitStatus.success
    }

    /// Renders each job's files into its output directory, staging every
    /// changed file (`StagedOutput`), and replaces the files only once every
    /// job is rendered and staged: a template that fails to render or a
    /// file that cannot be written leaves every directory as it was. Then
    /// records each job's stamp and prints what was written. Each directory
    /// is locked (`DirectoryLock`) from before its files are compared until
    /// its stamp is written, so concurrent runs into it take turns.
    ///
    /// - Parameters:
    ///   - fingerprints: each job's input fingerprint, for its stamp; nil for
    ///     stamps that only name the specs.
    ///   - diagnosed: whether the run printed diagnostics (then stamps that only name the specs).
    ///   - verbose: whether to list each file written or removed before a job's summary.
    /// - Returns: the exit status.
    private static func write(
        _ jobs: [PreparedJob], fingerprints: [UInt64]?, diagnosed: Bool, quiet: Bool, verbose: Bool, in context: CommandContext
    ) -> Int32 {
        // Every output directory, created, each once, and locked in one order
        // (device, inode), so that two runs never wait for each other in a circle.
        var directories: [DirectoryLock.Identity: Job] = [:]
        for prepared in jobs {
            let job = prepared.job
            if let problem = checkOutputDirectory(of: job, create: true) {
                return context.fail(problem)
            }
            guard let identity = DirectoryLock.identity(of: job.outputURL) else {
                return context.fail("cannot inspect output directory '\(job.outputDisplayPath)': \(String(cString: strerror(errno)))")
            }
            if let other = directories[identity] {
                // The config file reports this at its entries; here it guards the locks
                // below (one process locking one directory twice would wait for itself).
                return context.fail("the outputs '\(other.outputDisplayPath)' and '\(job.outputDisplayPath)' are one directory; "
                    + "list the specs of one directory in one entry, since each run removes the files it generated there earlier")
            }
            directories[identity] = job
        }
        var locks: [DirectoryLock] = []
        defer { locks.forEach { $0.unlock() } }
        for (_, job) in directories.sorted(by: { $0.key < $1.key }) {
            if let lock = DirectoryLock(job.outputURL) { locks.append(lock) }
        }

        var staged: [(job: Job, output: StagedOutput, paths: [String])] = []
        func fail(_ message: String?) -> Int32 {
            for job in staged { job.output.discard() }
            return message.map { context.fail($0) } ?? CommandLineTool.ExitStatus.failure
        }
        for prepared in jobs {
            let job = prepared.job
            var output: StagedOutput
            do {
                output = try StagedOutput(directory: job.outputURL)
            } catch {
                return fail(describe(error, in: job))
            }
            let directory = job.outputURL
            let files = prepared.generator.generate(prepared.inputs, layout: job.layout) { file in
                try StagedOutput.stage(file, in: directory)
            }
            let paths = files.compactMap { try? $0.get().path }
            do {
                try output.add(files)
            } catch {
                output.discard()
                if let error = error as? OutputError {
                    let staging = files.compactMap { result -> OutputError? in
                        guard case .failure(let failure as OutputError) = result else { return nil }
                        return failure
                    }
                    reportUnwritable(error, with: staging, in: job, context)
                    return fail(nil)
                }
                PreparedJob.report(error, in: context)
                return fail(nil)
            }
            staged.append((job, output, paths))
        }
        // Before anything is renamed, so that --warnings-as-errors keeps another spec's files.
        let stale = staged.map { $0.output.staleFiles() }
        let others = zip(staged, stale).flatMap { filesOfOtherSpecs($1, in: $0.job, removing: true) }
        context.report(others, sources: [])
        if others.contains(where: { $0.severity == .error }) {
            return fail(nil)
        }
        // Outputs to write in place that do not exist yet, in every directory, before any file changes.
        for index in staged.indices {
            let failures = staged[index].output.createFilesToWriteInPlace()
            if let first = failures.first {
                reportUnwritable(first, with: failures, in: staged[index].job, context)
                return fail(nil)
            }
        }
        for (index, (job, output, paths)) in staged.enumerated() {
            let summary: WriteSummary
            do {
                summary = try output.commit(removing: stale[index])
            } catch {
                for later in staged[(index + 1)...] { later.output.discard() }
                return context.fail(describe(error, in: job))
            }
            Workload.stamp(paths, of: job, inputs: fingerprints?[index], diagnosed: diagnosed)
            if !quiet {
                var listed = ""
                if verbose {
                    listed += summary.written.map { "written   \(job.displayPath(of: $0))\n" }.joined()
                    listed += summary.removed.map { "removed   \(job.displayPath(of: $0))\n" }.joined()
                }
                context.console.output(listed + describe(summary, in: job.outputDisplayPath))
            }
        }
        return CommandLineTool.ExitStatus.success
    }

    /// A diagnostic for each spec this run was not given whose files a job
    /// removes: two runs that each give one spec of a shared directory
    /// remove each other's files every time. A warning, or an error with
    /// `--warnings-as-errors` (then the run writes nothing).
    ///
    /// A header names a spec by its file name, or with folders when specs
    /// of one run share the file name, so the name alone may not tell a
    /// spec of the same name in another folder (`App/Tasks.yaml`,
    /// `Widget/Tasks.yaml`) from one of the run's own, nor know the run's
    /// own spec under the name an earlier run with other specs gave it. The
    /// directory's stamp (`Job.specsInStamp()`) tells which spec file each
    /// name stood for, and a spec is its file with symbolic links resolved.
    /// A name the stamp does not know stands for a spec of the run when the
    /// path of one ends in it.
    ///
    /// Files are removed without a word when no other run can want them:
    /// those of a config entry, which owns its output directory
    /// (`Job.ownsOutputDirectory()`), so a spec left out of it was dropped;
    /// and those of a spec whose file the stamp knows and that no longer
    /// exists (deleted, or renamed).
    ///
    /// - Parameters:
    ///   - removals: the job's stale files (`OutputPlan.Action.remove`).
    ///   - removing: whether the run goes on to remove them (not a check or a dry run).
    private static func filesOfOtherSpecs(_ removals: [OutputPlan.Entry], in job: Job, removing: Bool) -> [Diagnostic] {
        guard !job.ownsOutputDirectory() else { return [] }
        let ownNames = job.specHeaderNames.map(GeneratedFileMarker.specNameInHeader)
        let ownByName = Dictionary(zip(ownNames, job.specs), uniquingKeysWith: { first, _ in first })
        let ownPaths = Set(job.specs.map { FilePaths.resolvingSymlinks($0.url).path })
        var stamped: [String: URL]?
        /// The spec that a header names `name`, when it is not one of this
        /// run's: how messages name it, and the spec of this run whose
        /// files' headers give the same name.
        func otherSpec(named name: String) -> (shown: String, sameName: Job.Spec?)? {
            if stamped == nil { stamped = job.specsInStamp() }
            guard let file = stamped?[name] else {
                return job.hasSpec(namedInHeadersAs: name) ? nil : (name, nil)
            }
            guard !ownPaths.contains(file.path), FileManager.default.fileExists(atPath: file.path) else { return nil }
            return (job.displayPath(ofSpecAt: file), ownByName[name])
        }
        var filesBySpecs: [[String]: (specs: [(shown: String, sameName: Job.Spec?)], paths: [String])] = [:]
        for entry in removals {
            guard case .remove(let previous) = entry.action, let names = GeneratedFileMarker.specNames(inHeaderOf: previous) else { continue }
            let others = names.compactMap(otherSpec(named:))
            guard others.count == names.count else { continue }
            filesBySpecs[names, default: (others, [])].paths.append(entry.path)
        }
        return filesBySpecs.values.sorted(by: { $0.paths[0] < $1.paths[0] }).map { others, paths in
            let (files, them) = paths.count == 1 ? ("'\(paths[0])'", "it") : ("\(paths.count) files", "them")
            let specs = others.map(\.shown).joined(separator: ", ")
            let sameNamed = others.compactMap(\.sameName?.displayPath)
            let given = sameNamed.isEmpty ? "this run was not given \(specs)" : "this run was given \(sameNamed.joined(separator: ", ")), not \(specs)"
            let verb = removing && job.warningsAsErrors == nil ? "removing" : "would remove"
            let together = job.config == nil
                ? "give every spec that shares an output directory to one run"
                : "list every spec that shares an output directory in one config entry"
            let warning = Diagnostic.warning(
                "\(verb) \(files) from '\(job.outputDisplayPath)': \(specs) generated \(them), and \(given); "
                    + "\(together) (a run removes the files there that its specs do not generate)",
                at: job.outputOrigin)
            return job.warningsAsErrors.map(warning.promotedToError(by:)) ?? warning
        }
    }

    /// Whether the job's output directory can hold files, creating it when
    /// `create` is true.
    /// - Returns: what is wrong with it, or nil.
    private static func checkOutputDirectory(of job: Job, create: Bool) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: job.outputURL.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : outputIsNotADirectory(job.outputDisplayPath)
        }
        // `fileExists` follows a symbolic link; one to nothing would fail below as "File exists".
        if let problem = Workload.outputThroughSymbolicLinkToNothing(job.outputURL, displayPath: job.outputDisplayPath) {
            return problem
        }
        guard create else { return nil }
        do {
            try FileManager.default.createDirectory(at: job.outputURL, withIntermediateDirectories: true)
        } catch {
            return "cannot create output directory '\(job.outputDisplayPath)': \(SystemError.reason(error))"
        }
        return nil
    }

    /// Reports `error` and the errors of `others` (the files of the same job
    /// that cannot be written either), so that all are fixed in one go: up
    /// to three files for each reason, then how many more there are (an
    /// unwritable directory fails every file alike).
    private static func reportUnwritable(_ error: OutputError, with others: [OutputError], in job: Job, _ context: CommandContext) {
        let errors = others.contains(error) ? others : [error] + others
        var countByReason: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for error in errors {
            countByReason[error.reason, default: 0] += 1
            if countByReason[error.reason, default: 0] <= 3 {
                diagnostics.append(.error(describe(error, in: job), at: nil))
            }
        }
        for (reason, count) in countByReason.sorted(by: { $0.key < $1.key }) where count > 3 {
            diagnostics.append(.error("\(count - 3) more \(count == 4 ? "file" : "files") cannot be written either: \(reason)", at: nil))
        }
        context.report(diagnostics, sources: [])
    }

    static func outputIsNotADirectory(_ path: String) -> String {
        "output '\(path)' exists and is not a directory"
    }

    /// `error` with its path as the user wrote the output directory.
    private static func describe(_ error: OutputError, in job: Job) -> String {
        var error = error
        if error.path.hasPrefix(job.outputURL.path + "/") {
            error.path = job.displayPath(of: String(error.path.dropFirst(job.outputURL.path.count + 1)))
        } else if error.path == job.outputURL.path {
            error.path = job.outputDisplayPath
        }
        return error.description
    }

    static func describe(_ summary: WriteSummary, in directory: String) -> String {
        let total = summary.written.count + summary.unchanged.count
        let files = total == 1 ? "file" : "files"
        let removed = summary.removed.isEmpty ? "" : ", \(summary.removed.count) removed"
        // Remarks, not warnings: the run did its work, and a sandboxed build script cannot do better.
        let inPlace = summary.temporaryFilesRefused.map { "; files written in place: cannot create files in the directory: \($0)" } ?? ""
        let unknown = summary.staleFilesUnknown.map { "; stale files not looked for: cannot list the directory: \($0)" } ?? ""
        return "Generated \(total) \(files) in \(directory) (\(summary.written.count) written, \(summary.unchanged.count) unchanged\(removed))\(inPlace)\(unknown)\n"
    }

    /// One line per file that would change (`create`, `update`, `remove`), a
    /// unified diff after each update, then for a dry run (`listingUnchanged`)
    /// the unchanged files too and a summary, for a check "is up to date" if
    /// nothing would change.
    static func report(_ plan: OutputPlan, of job: Job, listingUnchanged: Bool) -> String {
        var text = ""
        var counts = (write: 0, unchanged: 0, remove: 0)
        for entry in plan.entries {
            let path = job.displayPath(of: entry.path)
            switch entry.action {
            case .create:
                counts.write += 1
                text += "create    \(path)\n"
            case .update(let previous):
                counts.write += 1
                text += "update    \(path)\n"
                text += UnifiedDiff.diff(old: previous, new: entry.contents ?? "", oldName: "a/\(path)", newName: "b/\(path)")
            case .unchanged:
                counts.unchanged += 1
                if listingUnchanged { text += "unchanged \(path)\n" }
            case .remove:
                counts.remove += 1
                text += "remove    \(path)\n"
            }
        }
        let total = counts.write + counts.unchanged
        let files = total == 1 ? "file" : "files"
        if listingUnchanged {
            let removed = counts.remove == 0 ? "" : ", \(counts.remove) to remove"
            let unknown = plan.staleFilesUnknown.map { "; stale files not looked for: cannot list the directory: \($0)" } ?? ""
            text += "Would generate \(total) \(files) in \(job.outputDisplayPath) (\(counts.write) to write, \(counts.unchanged) unchanged\(removed))\(unknown); nothing was written\n"
        } else if counts.write + counts.remove == 0 {
            text += upToDate(job, fileCount: total)
        }
        return text
    }

    /// A check's line for a job whose `fileCount` files are current.
    static func upToDate(_ job: Job, fileCount: Int) -> String {
        "\(job.outputDisplayPath) is up to date (\(fileCount) \(fileCount == 1 ? "file" : "files"))\n"
    }
}
