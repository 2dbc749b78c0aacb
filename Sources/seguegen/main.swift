import Foundation
import SegueGenCLI
import SegueGenKit

// An interrupted run leaves no temporary file behind.
TemporaryFiles.removeOnSignal()
let streams = StandardStreams()
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: streams.console)
// Output that could not be written is a failure, even if generation succeeded.
if let reason = streams.outputFailure { streams.console.error("seguegen: error: cannot write to standard output: \(reason)\n") }
exit(status == CommandLineTool.ExitStatus.success && streams.writeFailed ? CommandLineTool.ExitStatus.failure : status)
