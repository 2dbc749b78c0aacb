#!/usr/bin/env bash
# Fuzzes seguegen's input readers with libFuzzer (docs/Reliability.md).
#
#   Scripts/fuzz.sh [--time SECONDS] [--runs N] [--keep-going] [--seeds DIR]... [TARGET...]
#
# TARGET: spec, mustache, storyboard, config (default: all, one after another).
# --time: how long to fuzz each target (default 300 s); --runs: stop after N
# executions instead. --keep-going: fork mode that records every crash,
# leak, timeout and out-of-memory input and carries on (for finding bugs in
# bulk); without it the first one stops the target. --seeds: a directory of
# more seed inputs, read recursively, as the target reads them (the shared
# storyboard corpus, say); the repository's own seeds are always used.
#
# Builds .build/fuzz/release/seguegen-fuzz with -sanitize=fuzzer,address,
# seeds each target from the repository's tests (seguegen-fuzz seed), and
# keeps each target's growing corpus, crash inputs and logs (one per run,
# log-<UTC time>.txt) in .build/fuzz/work/<target>/. Prints one summary line
# per target, counting the inputs this run kept in artifacts/. A crash
# input found is a bug: fix it, and keep the input in Tests/FuzzCorpus/<target>/,
# which `swift test` replays (FuzzRegressionTests).
set -euo pipefail
cd "$(dirname "$0")/.."

time_per_target=300
runs=""
keep_going=0
extra_seeds=()
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --time) time_per_target="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --keep-going) keep_going=1; shift ;;
        --seeds) extra_seeds+=("$2"); shift 2 ;;
        spec|mustache|storyboard|config) targets+=("$1"); shift ;;
        *) echo "usage: $0 [--time SECONDS] [--runs N] [--keep-going] [--seeds DIR]... [spec|mustache|storyboard|config]..." >&2; exit 64 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(spec mustache storyboard config)

swift build -c release --build-path .build/fuzz --product seguegen-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DSEGUEGEN_LIBFUZZER -Xlinker --export-dynamic
fuzzer="$PWD/.build/fuzz/release/seguegen-fuzz"

for target in "${targets[@]}"; do
    work=".build/fuzz/work/$target"
    rm -rf "$work/seeds"
    mkdir -p "$work/corpus" "$work/artifacts"
    # Seeding reads files through Foundation, which leaks a buffer per empty file
    # (FileManager.contents(atPath:), swift-foundation 6.3); no input is fuzzed here.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$fuzzer" seed "$target" "$PWD" "$work/seeds" >/dev/null
    # The longest input libFuzzer makes (and the length it cuts longer seeds
    # to). Every construct of a spec, config file or template fits in a few
    # lines, and the cost of a run grows with the input (each diagnostic
    # quotes its line; templates render per tag), so 8 KiB, as is usual for
    # text formats, keeps runs fast and still holds a built-in scene
    # template whole. Storyboard XML is wordy (a scene with a segue is
    # about 2 KiB), so it gets 16 KiB. The size limits themselves are
    # tested by the hostile corpus, not here.
    #
    # Foundation's XMLParser leaks a string for every error libxml2 reports
    # (Scripts/fuzz-leaks.supp), so nearly every storyboard input frees
    # less than it allocates, and libFuzzer then re-runs it and scans the
    # whole heap for leaks: 90% of the time, 30 runs a second. The
    # storyboard target therefore checks for leaks only when the process
    # ends (-detect_leaks=0 stops the check after each input, not
    # LeakSanitizer's check at exit).
    options=(-timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/artifacts/")
    case "$target" in
        storyboard) options+=(-max_len=16384 -detect_leaks=0) ;;
        *) options+=(-max_len=8192) ;;
    esac
    if [ -n "$runs" ]; then options+=(-runs="$runs"); else options+=(-max_total_time="$time_per_target"); fi
    if [ "$keep_going" = 1 ]; then options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1); fi
    started=$(date +%s)
    log="$work/log-$(date -u +%Y%m%dT%H%M%SZ).txt"
    status=0
    # A broken invariant aborts; Swift's backtracer would then read wild
    # memory under ASan and report that instead of the input's failure.
    # malloc_context_size=0: AddressSanitizer stops recording a stack trace
    # for every allocation and free, which took a third of each run; it
    # still catches every bad access and prints where it happened. To see
    # where the memory came from, replay the input without this option.
    # Scripts/fuzz-leaks.supp lists the toolchain's own leaks.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}" LSAN_OPTIONS="suppressions=$PWD/Scripts/fuzz-leaks.supp" \
        SEGUEGEN_FUZZ_TARGET="$target" "$fuzzer" "${options[@]}" "$work/corpus" "$work/seeds" ${extra_seeds[@]+"${extra_seeds[@]}"} >"$log" 2>&1 || status=$?
    seconds=$(( $(date +%s) - started ))
    executions=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)
    [ -n "$executions" ] || executions=$(grep -Eo '^#[0-9]+' "$log" | tail -1 | tr -d '#' || true)
    findings=$(find "$work/artifacts" -type f -newermt "@$started" | wc -l)
    echo "$target: ${executions:-0} executions in ${seconds} s, exit status $status, $findings inputs in $work/artifacts (log: $log)"
done
