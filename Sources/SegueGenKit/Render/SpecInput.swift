/// A decoded spec to generate from, as one of the specs of an output directory.
public struct SpecInput: Sendable {
    public var spec: NavigationSpec
    /// The spec's file name without directories, named in the header of each
    /// generated file (so output does not depend on where the tool ran).
    public var fileName: String

    public init(spec: NavigationSpec, fileName: String) {
        self.spec = spec
        self.fileName = fileName
    }
}
