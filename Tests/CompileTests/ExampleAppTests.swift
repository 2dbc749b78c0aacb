import Foundation
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// The example app in `Examples/TaskList` compiles with its checked-in generated code in
/// both language modes against both stand-ins, and does what the README says when it runs.
@Suite struct ExampleAppTests {
    @Test(arguments: StandInSDK.allCases, SwiftLanguageMode.allCases)
    func appCompilesWithItsGeneratedCode(_ sdk: StandInSDK, _ mode: SwiftLanguageMode) async throws {
        let result = try await StandInHarness.shared.typecheck(
            files: try ExampleApp.sources() + ExampleApp.generatedSources(), against: sdk, languageMode: mode, warningsAsErrors: true)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    @Test("the app's typed segues configure their destinations", arguments: SwiftLanguageMode.allCases)
    func appRuns(_ mode: SwiftLanguageMode) async throws {
        let driver = """
            @_spi(StandIn) import UIKit

            @MainActor func describe(_ object: AnyObject?) -> String {
                object.map { String(describing: type(of: $0)) } ?? "nil"
            }

            /// Loads the app's scenes as the storyboard would: the same segue
            /// identifiers, destinations wrapped in navigation controllers.
            @MainActor func run() {
                let storyboard = UIStoryboard(standInName: "Main")
                func editor() -> UIViewController {
                    UINavigationController(rootViewController: EditTaskViewController())
                }
                func settings() -> UIViewController {
                    let settings = SettingsViewController()
                    settings.standInLoad(from: storyboard, segues: [
                        StandInSegueTemplate(identifier: "showAbout", destination: { AboutViewController() }),
                    ])
                    return UINavigationController(rootViewController: settings)
                }
                func detail() -> UIViewController {
                    let detail = TaskDetailViewController()
                    detail.standInLoad(from: storyboard, segues: [
                        StandInSegueTemplate(identifier: "presentEditTask", kind: .present, destination: { editor() }),
                    ])
                    return detail
                }
                let list = TaskListViewController()
                list.standInLoad(from: storyboard, segues: [
                    StandInSegueTemplate(identifier: "showTaskDetail", destination: { detail() }),
                    StandInSegueTemplate(identifier: "presentNewTask", kind: .present, destination: { editor() }),
                    StandInSegueTemplate(identifier: "presentSettings", kind: .present, destination: { settings() }),
                ])
                let navigation = UINavigationController(rootViewController: list)
                UIStoryboard.standInAddStoryboard(named: "Main", scenes: [
                    StandInScene(identifier: "TaskDetail", segues: [
                        StandInSegueTemplate(identifier: "presentEditTask", kind: .present, destination: { editor() }),
                    ]) { TaskDetailViewController() },
                ])

                list.didSelectTask(at: 1)
                let shown = navigation.topViewController as? TaskDetailViewController
                print("pushed \\(describe(shown)) showing \\(shown?.task?.title ?? "nil")")

                list.openTask(at: 0)
                let opened = navigation.topViewController as? TaskDetailViewController
                print("opened \\(describe(opened)) showing \\(opened?.task?.title ?? "nil"), a new one: \\(opened !== shown)")
                navigation.popViewController(animated: false)

                shown?.didTapEdit()
                let editing = (storyboard.standInPerformedSegues.last?.destination as? UINavigationController)?.topViewController as? EditTaskViewController
                print("presented \\(describe(editing)) editing \\(editing?.task.title ?? "nil")")
                editing?.save(title: "File the taxes by Friday")
                print("list now: \\(list.tasks.map(\\.title))")

                list.didTapAdd()
                let adding = storyboard.standInPerformedSegues.last?.destination as? UINavigationController
                (adding?.topViewController as? EditTaskViewController)?.save(title: "Call mum")
                print("list now: \\(list.tasks.map(\\.title))")

                // The settings button triggers its segue from the storyboard.
                list.prefersLargeText = true
                list.performSegue(withIdentifier: "presentSettings", sender: nil)
                let settingsScreen = (storyboard.standInPerformedSegues.last?.destination as? UINavigationController)?.topViewController as? SettingsViewController
                print("settings large text: \\(settingsScreen?.prefersLargeText ?? false)")

                settingsScreen?.didSelectAbout()
                let about = storyboard.standInPerformedSegues.last?.destination as? AboutViewController
                print("about version \\(about?.version ?? "nil")")
            }

            MainActor.assumeIsolated { run() }
            """
        let result = try await StandInHarness.shared.buildAndRun(
            files: try ExampleApp.sources() + ExampleApp.generatedSources() + [SwiftSourceFile(name: "main.swift", contents: driver)],
            languageMode: mode, optimized: false)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            pushed TaskDetailViewController showing File the taxes
            opened TaskDetailViewController showing Water the plants, a new one: true
            presented EditTaskViewController editing File the taxes
            list now: ["Water the plants", "File the taxes by Friday"]
            list now: ["Water the plants", "File the taxes by Friday", "Call mum"]
            settings large text: true
            about version 1.0

            """, "\(result)")
    }
}
