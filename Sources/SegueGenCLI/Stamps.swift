import Foundation
import SegueGenKit

/// The output stamps (`OutputStamp`) of a generating run: a rerun whose
/// inputs and outputs are as the last run left them returns without
/// loading, rendering or comparing anything.
///
/// A stamp vouches for its files only after a run that printed no
/// diagnostic at all, so that skipping the work never hides a warning: a
/// run with warnings leaves stamps that only name its specs (for
/// `Job.specsInStamp()`), and its reruns do the whole work and print them again.
extension Workload {
    /// The running seguegen build: its version, and the size and
    /// modification time of its executable, so that a rebuilt seguegen
    /// (whose templates or code may differ) never trusts an older build's
    /// stamp. Nil when the executable cannot be found: no stamps then.
    static let generatorIdentity: String? = {
        guard let path = Bundle.main.executablePath,
              let executable = OutputStamp.file(at: path, name: "seguegen", followingLinks: true) else { return nil }
        return "\(CommandLineTool.version) \(executable.size) \(executable.modified)"
    }()

    /// The fingerprint of everything that goes into each job's files besides
    /// seguegen itself: the output layout, `--warnings-as-errors`, each
    /// spec's file name and bytes, the user's template files, and the
    /// storyboards a config entry lints against.
    ///
    /// - Returns: one fingerprint per job, in job order, or nil when the
    ///   config file had diagnostics or an input cannot be read, or is not
    ///   a regular file where only a file can be read twice (templates and
    ///   storyboards; the full run then reports or reads it); and the specs
    ///   read, by URL path, for `generate(in:specBytes:)`.
    func inputFingerprints(in context: CommandContext) -> (fingerprints: [UInt64]?, specBytes: [String: [UInt8]]) {
        var specBytes: [String: [UInt8]] = [:]
        guard configDiagnostics.isEmpty else { return (nil, specBytes) }
        var fingerprints: [UInt64] = []
        for job in jobs {
            var fingerprint = Fingerprint()
            fingerprint.combine(job.layout.rawValue)
            fingerprint.combine(job.warningsAsErrors != nil ? "warnings-as-errors" : "")
            for spec in job.specs {
                if specBytes[spec.url.path] == nil {
                    guard case .success(let bytes) = context.read(spec.url, displayPath: spec.displayPath, what: "spec") else {
                        return (nil, specBytes)
                    }
                    specBytes[spec.url.path] = bytes
                }
                fingerprint.combine(spec.url.lastPathComponent)
                fingerprint.combine(specBytes[spec.url.path] ?? [])
            }
            if let templates = job.templatesPath {
                guard let files = templateFiles(at: context.url(for: templates)),
                      combine(files, into: &fingerprint, in: context) else { return (nil, specBytes) }
            }
            if let lint = job.lint {
                let found = StoryboardFiles.find(lint.storyboards, relativeTo: context.baseDirectory)
                fingerprint.combine(lint.warningsAsErrors != nil ? "lint warnings-as-errors" : "lint")
                guard found.diagnostics.isEmpty,
                      combine(found.files.map { context.url(for: $0) }, into: &fingerprint, in: context) else { return (nil, specBytes) }
            }
            fingerprints.append(fingerprint.value)
        }
        return (fingerprints, specBytes)
    }

    /// What writing would do when every job's stamp says its output
    /// directory is current for `fingerprints`: nothing; each job's files as unchanged.
    ///
    /// - Parameters:
    ///   - fingerprints: each job's input fingerprint, in job order.
    ///   - recordingSpecs: whether the run would leave stamps (it writes,
    ///     not a check): then a stamp must also record the job's specs
    ///     where they are now (`Job.specsForStamp`), and its config file
    ///     (`Job.configForStamp`). A spec moved to
    ///     another folder keeps its file name and bytes, and so the
    ///     fingerprint; a shortcut there would leave the old path in the
    ///     stamp, and a later run into the directory would take a spec of
    ///     that file name in the old folder for this one and remove this
    ///     one's files without a warning.
    /// - Returns: one summary per job, or nil when any job's files must be
    ///   generated or its stamp rewritten.
    func currentOutputs(for fingerprints: [UInt64], recordingSpecs: Bool) -> [WriteSummary]? {
        guard let generator = Self.generatorIdentity else { return nil }
        var summaries: [WriteSummary] = []
        for (job, fingerprint) in zip(jobs, fingerprints) {
            guard let stamp = OutputStamp.read(from: job.outputURL),
                  stamp.generator == generator, stamp.inputs == fingerprint,
                  !recordingSpecs || (stamp.specs == job.specsForStamp && stamp.config == job.configForStamp),
                  stamp.isCurrent(in: job.outputURL) else { return nil }
            summaries.append(WriteSummary(unchanged: stamp.files.map(\.name)))
        }
        return summaries
    }

    /// Records `files` (paths), just written into `job`'s output directory from
    /// inputs with `fingerprint`, and the job's specs in its stamp; when the
    /// run printed diagnostics, has no fingerprint or cannot inspect the
    /// files, the stamp names the specs only and vouches for no file. Best
    /// effort: a stamp that cannot be written (a sandboxed build script may
    /// write only its declared outputs) is removed, which only costs the
    /// next run its shortcut and its knowledge of the specs.
    static func stamp(_ files: [String], of job: Job, inputs fingerprint: UInt64?, diagnosed: Bool) {
        let specs = job.specsForStamp, config = job.configForStamp
        var stamp = OutputStamp(generator: generatorIdentity ?? "", inputs: nil, files: [], specs: specs, config: config)
        if !diagnosed, let fingerprint, let generator = generatorIdentity,
           let vouching = OutputStamp.record(
               generator: generator, inputs: fingerprint, files: files, specs: specs, config: config, in: job.outputURL) {
            stamp = vouching
        }
        if (try? stamp.write(to: job.outputURL)) == nil {
            OutputStamp.remove(from: job.outputURL)
        }
    }

    // MARK: Parts

    /// The files `TemplateSet.custom` reads at `url`: the file itself, or a
    /// directory's `*.mustache` files by name; nil if it cannot be listed.
    private func templateFiles(at url: URL) -> [URL]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [url] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return nil }
        return names.filter { $0.hasSuffix(".mustache") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// Adds each file's path and bytes to `fingerprint`.
    /// - Returns: false if one is not a regular file (a pipe would be
    ///   empty when the run reads it again) or cannot be read.
    private func combine(_ files: [URL], into fingerprint: inout Fingerprint, in context: CommandContext) -> Bool {
        for file in files {
            var status = stat()
            guard stat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                  case .success(let bytes) = context.read(file, displayPath: file.path, what: "input") else { return false }
            fingerprint.combine(file.path)
            fingerprint.combine(bytes)
        }
        return true
    }
}

extension Job {
    /// The job's specs as its stamp records them: the name the headers of
    /// their files give each (`specHeaderNames`), and its path from the
    /// output directory, both with symbolic links resolved
    /// (`FilePaths.resolvingSymlinks(_:)`): one path for a spec however a run
    /// reaches it or the directory, and the same on every checkout of a
    /// project whose links are part of it.
    var specsForStamp: [OutputStamp.Spec] {
        let output = FilePaths.resolvingSymlinks(outputURL)
        return zip(specHeaderNames, specs).map { name, spec in
            OutputStamp.Spec(name: name, path: Workload.relativePath(of: FilePaths.resolvingSymlinks(spec.url), from: output))
        }
    }

    /// The job's config file as its stamp records it: its path from the
    /// output directory, symbolic links resolved as for `specsForStamp`;
    /// nil for a command-line job.
    var configForStamp: String? {
        config.map { Workload.relativePath(of: FilePaths.resolvingSymlinks($0), from: FilePaths.resolvingSymlinks(outputURL)) }
    }

    /// Whether the job is an entry of the config file that wrote the output
    /// directory's stamp, or of a config file when there is no stamp to
    /// tell: an entry owns its directory (a config file refuses two entries
    /// with one), so a spec it no longer lists was dropped from it. Another
    /// config file's entry, or a command-line run, writing into the same
    /// directory is not this entry's.
    func ownsOutputDirectory() -> Bool {
        guard let config = configForStamp else { return false }
        guard let stamp = OutputStamp.read(from: outputURL) else { return true }
        return stamp.config == config
    }

    /// The spec files that the output directory's stamp says generated it:
    /// by the name the headers of their files give them, as
    /// `GeneratedFileMarker.specNames(inHeaderOf:)` reads it, each spec's
    /// file with symbolic links resolved. Empty when the stamp is missing,
    /// unreadable or of an older format: then which spec generated a file is unknown.
    func specsInStamp() -> [String: URL] {
        guard let stamp = OutputStamp.read(from: outputURL) else { return [:] }
        let output = FilePaths.resolvingSymlinks(outputURL)
        return Dictionary(
            stamp.specs.map { spec in
                (GeneratedFileMarker.specNameInHeader(spec.name), FilePaths.resolvingSymlinks(URL(fileURLWithPath: spec.path, relativeTo: output)))
            },
            uniquingKeysWith: { first, _ in first })
    }
}
