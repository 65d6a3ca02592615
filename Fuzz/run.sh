#!/usr/bin/env bash
# Runs one fuzz target that Fuzz/build.sh built:
#   Fuzz/run.sh reader|roundtrip|replay|shard-result|console [SECONDS] [libFuzzer options...]
# The corpus of reader, roundtrip and replay starts from every trace in Traces/
# and Fixtures/ and every input in Fuzz/Regressions/; that of shard-result from
# Fuzz/Regressions/shard-results/, and that of console from
# Fuzz/Regressions/console/ and the console shapes of Docs/ConsoleDiagnostics.md.
# It grows in .build/fuzz/corpus/TARGET; an input that crashes is written to
# .build/fuzz/findings/ (copy it into the target's Fuzz/Regressions/ folder
# once fixed: swift test runs every file there). SECONDS defaults to 60.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh reader|roundtrip|replay|shard-result|console [SECONDS] [libFuzzer options...]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
program=.build/fuzz/fuzz-$target
[ -x "$program" ] || { echo "Fuzz/run.sh: $program is not built; run Fuzz/build.sh first" >&2; exit 66; }
corpus=.build/fuzz/corpus/$target
findings=.build/fuzz/findings
mkdir -p "$corpus" "$findings"
case $target in
    shard-result) cp Fuzz/Regressions/shard-results/* "$corpus"/ ;;
    console)
        cp Fuzz/Regressions/console/* "$corpus"/
        # Every example block of the console page is a seed of its own.
        awk '/^```$/ { if (inside) { inside = 0; n++ } else { inside = 1 } ; next } inside { print > ("'"$corpus"'/docs-" n ".log") }' \
            Docs/ConsoleDiagnostics.md ;;
    *)
        cp Traces/*.json Fixtures/*.json "$corpus"/
        find Fuzz/Regressions -maxdepth 1 -type f ! -name '*.md' -exec cp {} "$corpus"/ \; ;;
esac
# Inputs up to 64 KiB: larger seeds are cut there, which a recorder's interrupted trace is too.
exec "$program" "$corpus" -dict=Fuzz/trace.dict -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
    -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$findings/$target-" "$@"
