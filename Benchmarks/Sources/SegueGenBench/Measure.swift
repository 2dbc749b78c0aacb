import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of a child process cost.
public struct ProcessSample: Sendable, Hashable {
    /// Wall-clock time from spawn to reaping, in seconds.
    public var wall: Double
    /// User plus system CPU time of the process and the children it waited
    /// for (a compiler driver's frontends), in seconds.
    public var cpu: Double
    /// The peak resident set size of the process (its largest waited-for
    /// child's, when larger), in bytes.
    public var peakRSS: Int
    /// The exit status; 128 + n for a process killed by signal n.
    public var status: Int32
}

/// A failure to run or measure something; the suite stops with its message.
public struct BenchmarkError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Runs child processes and measures them through `run-measured`, a small C
/// helper that forks the program, waits for it with `wait4` (its CPU time
/// and peak RSS, `getrusage(2)`) and times it on a monotonic clock.
///
/// The helper is needed for peak RSS on Linux: a process started straight
/// from this one (by `posix_spawn`, which is `vfork`) would inherit this
/// process's peak RSS in its `ru_maxrss` (see `Sources/run-measured/main.c`).
public struct ProcessRunner: Sendable {
    /// The `run-measured` executable.
    public var helper: String
    /// Where the helper's report goes; a file per process.
    public var scratchDirectory: String

    public init(helper: String, scratchDirectory: String) {
        self.helper = helper
        self.scratchDirectory = scratchDirectory
    }

    /// Runs `executable` with `arguments` and waits for it.
    ///
    /// - Parameters:
    ///   - executable: an absolute path.
    ///   - arguments: the arguments, without the program name.
    ///   - directory: the working directory of the child; this process's when nil.
    ///   - standardOutput: a file that receives the child's standard output
    ///     (created or truncated); `/dev/null` when nil.
    ///   - standardError: the same for standard error.
    /// - Returns: the measured sample, whatever the exit status.
    /// - Throws: `BenchmarkError` when the process cannot be started or measured.
    public func run(
        _ executable: String, _ arguments: [String], directory: String? = nil,
        standardOutput: String? = nil, standardError: String? = nil
    ) throws -> ProcessSample {
        let report = "\(scratchDirectory)/run-measured-\(getpid()).txt"
        let helperArguments = [standardOutput ?? "/dev/null", standardError ?? "/dev/null", directory ?? "-", executable] + arguments
        let status = try Self.spawnAndWait(helper, helperArguments, standardOutput: report)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        let fields = text.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard status == 0, fields.count == 5, let wall = fields[0], let user = fields[1], let system = fields[2],
              let rss = fields[3], let exit = fields[4]
        else {
            throw BenchmarkError("run-measured failed (status \(status)) for \(executable): '\(text)'")
        }
        #if os(Linux)
        let peakRSS = rss * 1024  // kilobytes on Linux
        #else
        let peakRSS = rss  // bytes on macOS
        #endif
        return ProcessSample(
            wall: Double(wall) / 1e9, cpu: Double(user + system) / 1e6, peakRSS: peakRSS, status: Int32(exit))
    }

    /// Starts `executable` with `posix_spawn` and returns its exit status.
    static func spawnAndWait(_ executable: String, _ arguments: [String], standardOutput: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchmarkError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchmarkError("waitpid failed for \(executable): \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Seconds on a monotonic clock, for intervals.
    public static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The median and range of repeated measurements.
public struct Statistic: Sendable, Hashable, Codable {
    public var median: Double
    public var minimum: Double
    public var maximum: Double
    public var count: Int

    /// - Parameter values: one or more measurements.
    public init(_ values: [Double]) {
        let sorted = values.sorted()
        count = sorted.count
        minimum = sorted.first ?? 0
        maximum = sorted.last ?? 0
        if sorted.isEmpty {
            median = 0
        } else if sorted.count % 2 == 1 {
            median = sorted[sorted.count / 2]
        } else {
            median = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }

    /// The range as a fraction of the median: how noisy the runs were.
    public var spread: Double {
        median > 0 ? (maximum - minimum) / median : 0
    }
}

/// Repeated process samples of one measurement.
public struct ProcessStatistic: Sendable, Hashable {
    public var wall: Statistic
    public var cpu: Statistic
    /// Peak RSS in bytes; its maximum is the figure to quote.
    public var peakRSS: Statistic

    public init(_ samples: [ProcessSample]) {
        wall = Statistic(samples.map(\.wall))
        cpu = Statistic(samples.map(\.cpu))
        peakRSS = Statistic(samples.map { Double($0.peakRSS) })
    }
}
