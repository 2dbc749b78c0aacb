import Foundation
import SegueGenKit
import Testing

/// Spec in, files out, byte for byte against the reviewed files in
/// `Fixtures/<name>/Expected/`. `SEGUEGEN_RECORD=1 swift test --filter GoldenTests`
/// re-records them; review the diff before committing.
@Suite struct GoldenTests {
    @Test(arguments: Fixture.all)
    func generatedFilesMatchTheGoldenFiles(_ fixture: Fixture) throws {
        let generated = try fixture.generate()
        if Repository.isRecording {
            try Generation.record(generated, in: fixture.expectedDirectory)
            return
        }
        let expected = try fixture.expectedFiles()
        #expect(generated.map(\.path).sorted() == expected.map(\.path))
        for file in generated {
            let golden = expected.first { $0.path == file.path }
            #expect(file.contents == golden?.contents, "\(fixture.name)/\(file.path) differs from its golden file; re-record with SEGUEGEN_RECORD=1 and review the diff")
        }
    }

    @Test func everyFixtureIsFound() {
        #expect(Fixture.all.map(\.name) == [
            "access", "alamofire", "appkit", "appkit-instantiation", "appkit-swizzle", "containers", "custom-containers", "custom-templates", "escaping", "inheritance", "instantiation", "merge-keys",
            "natalie", "swizzle", "unwind",
        ])
    }
}
