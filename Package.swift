// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "seguegen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "seguegen", targets: ["seguegen"]),
        .library(name: "SegueGenKit", targets: ["SegueGenKit"]),
        .plugin(name: "SegueGenPlugin", targets: ["SegueGenPlugin"]),
        .plugin(name: "GenerateSegues", targets: ["GenerateSegues"]),
        // Not API: the benchmark package (Benchmarks/) compiles against the SDKs the tests use.
        .library(name: "SegueGenTestSupport", targets: ["SegueGenTestSupport"]),
    ],
    targets: [
        // libyaml, from the system: `apt install libyaml-dev` or `brew install libyaml`.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The built-in templates, compiled into the binary so it works when copied alone.
        .target(
            name: "SegueGenTemplates",
            path: "Templates",
            resources: [
                .embedInCode("uikit-scene.swift.mustache"),
                .embedInCode("uikit-support.swift.mustache"),
                .embedInCode("appkit-scene.swift.mustache"),
                .embedInCode("appkit-support.swift.mustache"),
                .embedInCode("support-preamble.mustache"),
                .embedInCode("support-failure.mustache"),
            ]
        ),
        // Everything testable: YAML, spec model, naming, Mustache, generation, diagnostics.
        .target(name: "SegueGenKit", dependencies: ["CYaml", "SegueGenTemplates"]),
        // Command-line parsing and reporting; `run(arguments:) -> exit code`.
        .target(name: "SegueGenCLI", dependencies: ["SegueGenKit"]),
        .executableTarget(name: "seguegen", dependencies: ["SegueGenCLI", "SegueGenKit"]),
        // Fuzz targets (docs/Reliability.md): invariants over every input the tool reads.
        .target(name: "SegueGenFuzzing", dependencies: ["SegueGenKit"]),
        // libFuzzer's entry point under Scripts/fuzz.sh; otherwise replays inputs and writes seeds.
        .executableTarget(name: "seguegen-fuzz", dependencies: ["SegueGenFuzzing"]),
        // Build-tool plugin: a target's *.segues.yaml specs, generated into it on every build.
        .plugin(name: "SegueGenPlugin", capability: .buildTool(), dependencies: ["seguegen"]),
        // Command plugin: `swift package generate-segues`, for generated code that is checked in.
        .plugin(
            name: "GenerateSegues",
            capability: .command(
                intent: .custom(verb: "generate-segues", description: "Generate typed segues into the package, from seguegen.yml or each target's *.segues.yaml specs."),
                permissions: [.writeToPackageDirectory(reason: "seguegen writes the generated Swift files into the package.")]
            ),
            dependencies: ["seguegen"]
        ),

        // Compiles and runs Swift against the UIKit stand-ins in Tests/StandIns.
        .target(name: "SegueGenTestSupport", path: "Tests/SegueGenTestSupport"),
        .testTarget(
            name: "SegueGenKitTests",
            dependencies: ["SegueGenKit", "SegueGenTemplates", "SegueGenTestSupport"],
            exclude: ["Mustache/Spec", "Storyboard/Fixtures"]
        ),
        // Runs the command line in process, in scratch directories.
        .target(name: "SegueGenCLITestSupport", dependencies: ["SegueGenCLI"], path: "Tests/SegueGenCLITestSupport"),
        .testTarget(name: "SegueGenCLITests", dependencies: ["SegueGenCLI", "SegueGenCLITestSupport", "seguegen"], exclude: ["BadInput"]),
        .testTarget(name: "StandInTests", dependencies: ["SegueGenTestSupport"]),
        // The fuzz regression inputs and the hostile-input corpus, replayed.
        .testTarget(name: "HardeningTests", dependencies: ["SegueGenFuzzing", "SegueGenKit", "SegueGenCLI", "SegueGenCLITestSupport", "SegueGenTestSupport", "seguegen"]),
        // Golden files, and the generated code compiled and run against the stand-ins.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["SegueGenKit", "SegueGenTestSupport"],
            exclude: ["Fixtures"]
        ),
    ]
)
