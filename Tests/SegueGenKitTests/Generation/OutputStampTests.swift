import Foundation
import SegueGenKit
import Testing

@Suite struct FingerprintTests {
    /// Expected values computed independently (a few lines of Python): FNV-1a
    /// 64 over each part's length as 8 little-endian bytes, then its bytes.
    @Test func isFNV1aOverLengthsAndBytes() {
        #expect(Fingerprint().hexadecimal == "cbf29ce484222325", "the FNV-1a 64-bit offset basis")
        var empty = Fingerprint()
        empty.combine([UInt8]())
        #expect(empty.hexadecimal == "a8c7f832281a39c5")
        var letter = Fingerprint()
        letter.combine("a")
        #expect(letter.hexadecimal == "529a4ddc8ff56bbf")
    }

    @Test func partsAreKeptApart() {
        var first = Fingerprint()
        first.combine("ab")
        first.combine(Array("c".utf8))
        var second = Fingerprint()
        second.combine("a")
        second.combine("bc")
        #expect(first.hexadecimal == "7e60470bf599cad6")
        #expect(second.hexadecimal == "ba1e1f0e0704d8ea")
    }
}

@Suite struct OutputStampTests {
    static let stamp = OutputStamp(generator: "0.1.0 123 4.5", inputs: 0x00ab_cdef_0123_4567, files: [
        .init(name: "B+Segues.swift", size: 120, inode: 77, modified: .init(seconds: 1_700_000_000, nanoseconds: 5),
              changed: .init(seconds: 1_700_000_001, nanoseconds: 999_999_999)),
        .init(name: "A name with spaces.swift", size: 0, inode: 78, modified: .init(seconds: 0, nanoseconds: 0),
              changed: .init(seconds: 2, nanoseconds: 120_000_000)),
    ], specs: [.init(name: "App/Navigation.yaml", path: "../App/Navigation.yaml"), .init(name: "100% odd\nname.yaml", path: "../100% odd\nname.yaml")])

    @Test func textIsOneLinePerItem() {
        #expect(Self.stamp.text == """
            seguegen-stamp 3
            generator 0.1.0 123 4.5
            inputs 00abcdef01234567
            spec App/Navigation.yaml ../App/Navigation.yaml
            spec 100%25%20odd%0Aname.yaml ../100%25%20odd%0Aname.yaml
            120 77 1700000000.000000005 1700000001.999999999 B+Segues.swift
            0 78 0.000000000 2.120000000 A name with spaces.swift

            """)
        #expect(OutputStamp(text: Self.stamp.text) == Self.stamp)
    }

    /// A config entry's stamp names the config file, before the specs.
    @Test func aConfigEntrysStampNamesItsConfigFile() {
        let stamp = OutputStamp(
            generator: "g", inputs: 1, files: [], specs: [.init(name: "Nav.yaml", path: "../Nav.yaml")], config: "../My App/seguegen.yml")
        #expect(stamp.text == "seguegen-stamp 3\ngenerator g\ninputs 0000000000000001\nconfig ../My%20App/seguegen.yml\nspec Nav.yaml ../Nav.yaml\n")
        #expect(OutputStamp(text: stamp.text) == stamp)
    }

    /// The stamp of a run that printed diagnostics names its specs and vouches for nothing.
    @Test func aStampWithoutInputsOnlyNamesTheSpecs() {
        let stamp = OutputStamp(generator: "g", inputs: nil, files: [], specs: [.init(name: "Nav.yaml", path: "../Nav.yaml")])
        #expect(stamp.text == "seguegen-stamp 3\ngenerator g\ninputs none\nspec Nav.yaml ../Nav.yaml\n")
        #expect(OutputStamp(text: stamp.text) == stamp)
    }

    @Test(arguments: [
        "",
        "seguegen-stamp 3\ngenerator x\ninputs 00abcdef01234567",  // no final newline: cut short
        "seguegen-stamp 1\ngenerator x\ninputs 00abcdef01234567\n",  // the first format, which named no spec
        "seguegen-stamp 2\ngenerator x\ninputs 00abcdef01234567\n",  // the second format, which named no config file
        "seguegen-stamp 4\ngenerator x\ninputs 00abcdef01234567\n",
        "seguegen-stamp 3\ngenerator x\ninputs zz\n",
        "seguegen-stamp 3\ngenerator x\ninputs\n",
        "seguegen-stamp 3\ninputs 00abcdef01234567\ngenerator x\n",
        "seguegen-stamp 3\ngenerator x\ninputs 1\nspec \n",
        "seguegen-stamp 3\ngenerator x\ninputs 1\nspec 100%.yaml ../100%.yaml\n",  // a bad escape
        "seguegen-stamp 3\ngenerator x\ninputs 1\nspec ../Nav.yaml\n",  // no name in headers
        "seguegen-stamp 3\ngenerator x\ninputs 1\nspec Nav.yaml ../My Nav.yaml\n",  // a space not escaped
        "seguegen-stamp 3\ngenerator x\ninputs 1\nspec  ../Nav.yaml\n",
        "seguegen-stamp 3\ngenerator x\ninputs 1\n120 77 1.000000000 2.000000000 A.swift\nspec Nav.yaml ../Nav.yaml\n",  // specs come first
        "seguegen-stamp 3\ngenerator x\ninputs 1\n120 77 1.5 2.000000000 A.swift\n",  // nanoseconds not nine digits
        "seguegen-stamp 3\ngenerator x\ninputs 1\n120 77 1.000000000 2.000000000\n",  // no name
        "seguegen-stamp 3\ngenerator x\ninputs 1\n120 77 1.000000000 2.000000000 \n",
        "seguegen-stamp 3\ngenerator x\ninputs 1\n-x 77 1.000000000 2.000000000 A.swift\n",
        "seguegen-stamp 3\ngenerator x\ninputs 1\nconfig \n",  // no path
        "seguegen-stamp 3\ngenerator x\ninputs 1\nconfig ../my config.yml\n",  // a space not escaped
        "seguegen-stamp 3\ngenerator x\ninputs 1\nspec Nav.yaml ../Nav.yaml\nconfig ../seguegen.yml\n",  // the config comes first
    ])
    func anythingElseIsNoStamp(_ text: String) {
        #expect(OutputStamp(text: text) == nil)
    }

    @Test func recordsTheFilesAsTheyAreAndSeesEveryChange() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let header = "// Generated by seguegen from Spec.yaml. Do not edit.\n"
        for name in ["A+Segues.swift", "SegueGen.swift"] {
            try Data((header + name).utf8).write(to: directory.appendingPathComponent(name))
        }
        #expect(OutputStamp.record(generator: "g", inputs: 1, files: ["Missing.swift"], in: directory) == nil)
        let stamp = try #require(OutputStamp.record(generator: "g", inputs: 1, files: ["A+Segues.swift", "SegueGen.swift"], in: directory))
        #expect(stamp.files.map(\.name) == ["A+Segues.swift", "SegueGen.swift"])
        #expect(stamp.files.map(\.size) == [Int64(header.utf8.count + 14), Int64(header.utf8.count + 14)])
        try stamp.write(to: directory)
        try Self.postdate(OutputStamp.fileName, in: directory)
        #expect(OutputStamp.read(from: directory) == stamp)
        #expect(stamp.isCurrent(in: directory))

        // A stale generated file, then a temporary file a killed run left, are work to do.
        try Data(header.utf8).write(to: directory.appendingPathComponent("Old+Segues.swift"))
        #expect(!stamp.isCurrent(in: directory))
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Old+Segues.swift"))
        try Data().write(to: directory.appendingPathComponent(".seguegen-0123456789abcdef.tmp"))
        #expect(!stamp.isCurrent(in: directory))
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".seguegen-0123456789abcdef.tmp"))
        // Files that are not seguegen's are none of its business.
        try Data("// mine\n".utf8).write(to: directory.appendingPathComponent("Mine.swift"))
        #expect(stamp.isCurrent(in: directory))

        // An edit that keeps the size, with the modification time put back.
        let file = directory.appendingPathComponent("A+Segues.swift")
        let modified = try #require(FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
        let handle = try FileHandle(forWritingTo: file)
        try handle.seek(toOffset: 3)
        try handle.write(contentsOf: Data("X".utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
        #expect(!stamp.isCurrent(in: directory), "the status-change time gives the edit away")

        OutputStamp.remove(from: directory)
        #expect(OutputStamp.read(from: directory) == nil)
    }

    /// Written right after its files, the stamp still vouches for them: it
    /// is rewritten until the file system's clock has passed their times.
    @Test func aStampWrittenRightAfterItsFilesVouchesForThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("// Generated by seguegen from Spec.yaml. Do not edit.\n".utf8).write(to: directory.appendingPathComponent("SegueGen.swift"))
        let stamp = try #require(OutputStamp.record(generator: "g", inputs: 1, files: ["SegueGen.swift"], in: directory))
        try stamp.write(to: directory)
        #expect(stamp.isCurrent(in: directory))
    }

    @Test func filesNotOlderThanTheStampAreNotTrusted() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("SegueGen.swift")
        try Data("// Generated by seguegen from Spec.yaml. Do not edit.\n".utf8).write(to: file)
        let stamp = try #require(OutputStamp.record(generator: "g", inputs: 1, files: ["SegueGen.swift"], in: directory))
        try stamp.write(to: directory)
        try Self.postdate(OutputStamp.fileName, in: directory)
        #expect(stamp.isCurrent(in: directory))
        // A stamp from before the file's times (as one written in the same
        // clock tick as the file would be) cannot vouch for it.
        let stampPath = directory.appendingPathComponent(OutputStamp.fileName).path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: stampPath)
        #expect(!stamp.isCurrent(in: directory))
    }

    /// Sets the modification time of `name` a day ahead: files written
    /// before are then older than it, whatever the file system's clock tick.
    static func postdate(_ name: String, in directory: URL) throws {
        let path = directory.appendingPathComponent(name).path
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(86_400)], ofItemAtPath: path)
    }
}
