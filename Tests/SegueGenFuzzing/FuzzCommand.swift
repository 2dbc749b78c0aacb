import Foundation

/// The commands `seguegen-fuzz` understands besides fuzzing, in both builds: `replay` runs a target
/// over files without libFuzzer; `seed` writes a target's seed inputs (`FuzzSeeds`).
public enum FuzzCommand {
    public static let usage = """
        usage: seguegen-fuzz replay <target> <file or directory>...
               seguegen-fuzz seed <target> <repository> <directory>
        targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))

        """

    /// Whether `arguments` (without the program name) start with a command.
    public static func isCommand(_ arguments: [String]) -> Bool {
        ["replay", "seed"].contains(arguments.first ?? "")
    }

    /// Runs the command in `arguments` (without the program name); the exit status is 0, 1 when an
    /// input broke an invariant or a seed could not be written, 64 for a usage error.
    public static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) -> Int32 {
        guard arguments.count >= 3, let target = FuzzTarget(rawValue: arguments[1]) else {
            error(usage)
            return 64
        }
        switch arguments[0] {
        case "replay":
            let outcomes = FuzzReplay.run(target, on: Array(arguments.dropFirst(2)))
            for outcome in outcomes {
                if let failure = outcome.failure { output("FAIL \(outcome.path): \(failure.message)\n") }
            }
            let failed = outcomes.filter { $0.failure != nil }.count
            let slowest = outcomes.map(\.seconds).max() ?? 0
            output("\(target.rawValue): \(outcomes.count) inputs, \(failed) failed, slowest \(String(format: "%.3f", slowest)) s\n")
            return failed == 0 ? 0 : 1
        case "seed" where arguments.count == 4:
            do {
                let count = try FuzzSeeds.write(target, repository: URL(fileURLWithPath: arguments[2]), to: URL(fileURLWithPath: arguments[3]))
                output("\(target.rawValue): \(count) seed inputs in \(arguments[3])\n")
                return 0
            } catch let failure {
                error("seguegen-fuzz: \(failure)\n")
                return 1
            }
        default:
            error(usage)
            return 64
        }
    }
}
