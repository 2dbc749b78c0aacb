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
                .embedInCode("preamble.mustache"),
                .embedInCode("scene-segues.mustache"),
                .embedInCode("support-segue-gen.mustache"),
                .embedInCode("support-failure.mustache"),
            ]
        ),
        // Everything testable: YAML, spec model, naming, Mustache, generation, diagnostics.
        .target(name: "SegueGenKit", dependencies: ["CYaml", "SegueGenTemplates"]),
        // Command-line parsing and reporting; `run(arguments:) -> exit code`.
        .target(name: "SegueGenCLI", dependencies: ["SegueGenKit"]),
        .executableTarget(name: "seguegen", dependencies: ["SegueGenCLI", "SegueGenKit"]),
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

        // Fuzz targets (docs/Reliability.md): invariants over every input the tool reads.
        .target(name: "SegueGenFuzzing", dependencies: ["SegueGenKit"], path: "Tests/SegueGenFuzzing"),
        // libFuzzer's entry point under Scripts/fuzz.sh; otherwise replays inputs and writes seeds.
        .executableTarget(name: "seguegen-fuzz", dependencies: ["SegueGenFuzzing"], path: "Tests/seguegen-fuzz"),
        // Test support: paths in this repository, the golden-file record switch, and compiling
        // and running Swift against the UIKit and AppKit stand-ins in Tests/StandIns.
        .target(name: "SegueGenTestSupport", path: "Tests/SegueGenTestSupport"),
        // Runs the command line in process, in scratch directories.
        .target(name: "SegueGenCLITestSupport", dependencies: ["SegueGenCLI"], path: "Tests/SegueGenCLITestSupport"),
        // Inputs that fast and slow tests share: golden-file fixtures, the naming corpus, storyboards.
        .target(
            name: "SegueGenFixtures",
            dependencies: ["SegueGenKit", "SegueGenCLITestSupport", "SegueGenTestSupport"],
            path: "Tests/SegueGenFixtures"
        ),

        // The fast tier (`make test-fast`): no swiftc, no package build.
        .testTarget(
            name: "SegueGenKitTests",
            dependencies: ["SegueGenKit", "SegueGenTemplates", "SegueGenFixtures", "SegueGenTestSupport"],
            exclude: ["Mustache/Spec", "Storyboard/Fixtures"]
        ),
        .testTarget(
            name: "SegueGenCLITests",
            dependencies: ["SegueGenCLI", "SegueGenCLITestSupport", "SegueGenFixtures", "SegueGenTestSupport", "seguegen"],
            exclude: ["BadInput"]
        ),
        // The fuzz regression inputs and the hostile-input corpus, replayed.
        .testTarget(
            name: "HardeningTests",
            dependencies: ["SegueGenFuzzing", "SegueGenKit", "SegueGenCLI", "SegueGenCLITestSupport", "SegueGenFixtures", "SegueGenTestSupport", "seguegen"]
        ),
        // Golden files: spec in, generated files out.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["SegueGenKit", "SegueGenFixtures", "SegueGenTestSupport"], exclude: ["Fixtures"]),

        // The slow tier: generated code compiled and run against the stand-ins (and a real SDK)...
        .testTarget(name: "CompileTests", dependencies: ["SegueGenKit", "SegueGenFixtures", "SegueGenTestSupport"]),
        // ...the stand-ins' own tests...
        .testTarget(name: "StandInTests", dependencies: ["SegueGenTestSupport"]),
        // ...and a package that uses the plugins, built with `swift build`.
        .testTarget(name: "PluginTests", dependencies: ["SegueGenCLITestSupport", "SegueGenTestSupport", "seguegen"]),
    ]
)
