import Foundation
import SegueGenFuzzing

/// Runs a `FuzzCommand` (`replay`, `seed`) if `arguments` hold one.
private func runCommand(_ arguments: [String]) -> Int32 {
    FuzzCommand.run(
        arguments,
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}

#if SEGUEGEN_LIBFUZZER
// Built by Scripts/fuzz.sh with `-sanitize=fuzzer,address -D SEGUEGEN_LIBFUZZER`: libFuzzer calls
// `fuzzOneInput` for every input. SwiftPM links `main` to `seguegen_fuzz_main`, so that symbol starts
// libFuzzer's driver; the script links with `--export-dynamic` so that `dlsym` finds it.

/// The target this process fuzzes.
private let selectedTarget: FuzzTarget? = ProcessInfo.processInfo.environment["SEGUEGEN_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:))

/// `LLVMFuzzerRunDriver` (compiler-rt's FuzzerInterface.h): runs libFuzzer
/// with the command line and the function to call for each input.
private typealias RunDriver = @convention(c) (
    UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("seguegen_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if FuzzCommand.isCommand(arguments) { return runCommand(arguments) }
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") else {
        FileHandle.standardError.write(Data("seguegen-fuzz: libFuzzer's driver is not exported (link with -Xlinker --export-dynamic)\n".utf8))
        return 70
    }
    var count = argc
    var vector = argv
    return unsafeBitCast(symbol, to: RunDriver.self)(&count, &vector) { data, size in fuzzOneInput(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selectedTarget else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("seguegen-fuzz: set SEGUEGEN_FUZZ_TARGET to one of \(names)\n".utf8))
        exit(64)
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let failure = target.run(bytes) {
        // A broken invariant is a crash to libFuzzer, which keeps the input.
        FileHandle.standardError.write(Data("seguegen-fuzz: invariant broken: \(failure)\n".utf8))
        abort()
    }
    return 0
}
#else
/// `seguegen-fuzz replay|seed …` (see `FuzzCommand`), without libFuzzer.
@main
struct FuzzMain {
    static func main() {
        exit(runCommand(Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
