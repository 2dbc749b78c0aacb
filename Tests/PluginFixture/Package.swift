// swift-tools-version:6.0
// A package that uses seguegen's plugins, built by a real `swift build` in
// the test suite (Tests/SegueGenCLITests/PluginTests.swift). The test copies
// it into a temporary directory, adds the Swift UIKit stand-in
// (Tests/StandIns/Shared and Tests/StandIns/UIKit) as the target `UIKit`, and
// points SEGUEGEN_PACKAGE at this repository; it does not build where it is
// checked in.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    // For a spec in a localization's folder (PluginTests).
    defaultLocalization: "en",
    dependencies: [
        .package(name: "seguegen", path: Context.environment["SEGUEGEN_PACKAGE"] ?? "../.."),
    ],
    targets: [
        // The stand-in UIKit, copied in by the test.
        .target(name: "UIKit"),
        // The app: its specs are generated on every build by the build-tool plugin.
        .executableTarget(
            name: "App",
            dependencies: ["UIKit"],
            plugins: [.plugin(name: "SegueGenPlugin", package: "seguegen")]
        ),
    ]
)
