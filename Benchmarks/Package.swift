// swift-tools-version:6.0
// The benchmark suite of seguegen (issue 7): a package of its own, so that the tool's
// package and `swift test` never build it. Run it from the repository root with
// `make bench`; see docs/Performance.md.
import PackageDescription

let package = Package(
    name: "seguegen-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The package under test, from this checkout.
        .package(name: "seguegen", path: ".."),
    ],
    targets: [
        // libyaml, for the floor: the same library seguegen parses specs with.
        .systemLibrary(
            name: "CYamlSystem",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The YAML floor: libyaml's event loop over a file, in C, building nothing.
        .executableTarget(name: "yaml-floor", dependencies: ["CYamlSystem"]),
        // An XML floor: Foundation's XMLParser streaming a storyboard, counting segues.
        .executableTarget(name: "xml-floor"),
        // Runs one process and reports its wall time, CPU time and peak RSS (in C, and
        // small, so that the peak RSS is the process's own; see its main.c).
        .executableTarget(name: "run-measured"),
        // Workload generators, process measurement, the suite and its report (against a real
        // SDK, too, found as the tests find it).
        .target(
            name: "SegueGenBench",
            dependencies: [
                .product(name: "SegueGenKit", package: "seguegen"),
                .product(name: "SegueGenTestSupport", package: "seguegen"),
            ]
        ),
        // `seguegen-bench`: runs the suite and writes the table into docs/Performance.md.
        .executableTarget(name: "seguegen-bench", dependencies: ["SegueGenBench"]),
        // The workloads say what they claim, and the suite still runs on a tiny size
        // (no timing is asserted: benchmarks are not tests).
        .testTarget(
            name: "SegueGenBenchTests",
            dependencies: [
                "SegueGenBench", "yaml-floor", "xml-floor", "seguegen-bench", "run-measured",
                .product(name: "seguegen", package: "seguegen"),
            ]
        ),
    ]
)
