/// How the generated code of an output directory is split into files.
public enum OutputLayout: String, Sendable, CaseIterable {
    /// `<SourceClass>+Segues.swift` for each scene with segues, and the support
    /// file `SegueGen.swift`: easy to review when checked in.
    case filePerScene
    /// Everything in one file, `SegueGen.swift`: for build systems that must
    /// know every output's name before the tool runs (SwiftPM build-tool
    /// plugins), since the name then depends on nothing in the specs.
    case singleFile
}
