import Foundation
import SegueGenCLI

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
