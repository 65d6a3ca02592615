#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, straight with
# swiftc (no SwiftPM), from a fresh clone:
#   Fuzz/build.sh            -> .build/fuzz/fuzz-reader, fuzz-roundtrip, fuzz-replay,
#                               fuzz-shard-result, fuzz-console
# Each module the targets use is compiled on its own with the same
# instrumentation, then linked with the target into one program.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -O -g -package-name deepcut_replay -I "$out")

module() { # name; the modules it imports are already in $out
    local name=$1
    local sources
    sources=$(find "Sources/$name" -name '*.swift' | sort)
    # A module is compiled again when a source of its own, or a module before it, changed.
    if [ -z "$stale" ] && [ -f "$out/$name.o" ] && [ -z "$(find "Sources/$name" -name '*.swift' -newer "$out/$name.o")" ]; then
        return
    fi
    stale=1
    echo "compiling $name" >&2
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -swift-version 6 -parse-as-library -wmo -module-name "$name" \
        -emit-module -emit-module-path "$out/$name.swiftmodule" -emit-object -o "$out/$name.o" $sources
}

stale=
for name in DeepCutKit DeepCutTrace DeepCutTraceReading DeepCutEngine DeepCutGenerator DeepCutVerify DeepCutCommandLine DeepCutAnalysis DeepCutProcess DeepCutTool; do module "$name"; done

link() { # program, source, flags..., then -- modules
    local program=$1 source=$2
    shift 2
    local extra=() objects=()
    while [ "$1" != "--" ]; do extra+=("$1"); shift; done
    shift
    for name in "$@"; do objects+=("$out/$name.o"); done
    echo "linking $program" >&2
    # gold warns of every ASan helper it cannot export; the warnings say nothing about the program.
    swiftc "${extra[@]}" -O -g -package-name deepcut_replay -I "$out" -swift-version 5 -module-name "${program//-/_}" \
        "$source" "${objects[@]}" -o "$out/$program" 2> >(grep -v "Cannot export local symbol" >&2)
}

link fuzz-reader Fuzz/Targets/FuzzReader.swift -sanitize=fuzzer,address -parse-as-library -- DeepCutKit DeepCutTrace DeepCutTraceReading
link fuzz-roundtrip Fuzz/Targets/FuzzRoundTrip.swift -sanitize=fuzzer,address -parse-as-library -- DeepCutKit DeepCutTrace DeepCutTraceReading
# The replay target has a main of its own, which runs libFuzzer's driver on a thread and
# the main actor on the main thread: it links libFuzzer without libFuzzer's main.
runtime=$(dirname "$(command -v swiftc)")/../lib/clang
no_main=$(find "$runtime" -name "libclang_rt.fuzzer_no_main-$(uname -m).a" | head -n 1)
[ -n "$no_main" ] || { echo "Fuzz/build.sh: libclang_rt.fuzzer_no_main is not in $runtime" >&2; exit 69; }
link fuzz-replay Fuzz/Targets/FuzzReplay.swift -sanitize=address -import-objc-header Fuzz/Support/FuzzerDriver.h \
    -Xlinker "$no_main" -lstdc++ -- DeepCutKit DeepCutTrace DeepCutTraceReading DeepCutEngine DeepCutGenerator DeepCutVerify DeepCutCommandLine DeepCutAnalysis DeepCutProcess DeepCutTool
link fuzz-shard-result Fuzz/Targets/FuzzShardResult.swift -sanitize=fuzzer,address -parse-as-library -- \
    DeepCutKit DeepCutTrace DeepCutTraceReading DeepCutEngine DeepCutGenerator DeepCutVerify DeepCutCommandLine DeepCutAnalysis DeepCutProcess DeepCutTool
link fuzz-console Fuzz/Targets/FuzzConsoleLog.swift -sanitize=address -import-objc-header Fuzz/Support/FuzzerDriver.h \
    -Xlinker "$no_main" -lstdc++ -- DeepCutKit DeepCutTrace DeepCutTraceReading DeepCutEngine DeepCutGenerator DeepCutVerify DeepCutCommandLine DeepCutAnalysis DeepCutProcess DeepCutTool
echo "built $out/fuzz-reader $out/fuzz-roundtrip $out/fuzz-replay $out/fuzz-shard-result $out/fuzz-console" >&2
