#!/usr/bin/env bash
# Runs every deepcut-replay command over Traces/, Fixtures/, Fuzz/Regressions and
# generated sessions (1,610 and 5,000 artists; 5,000 in one refresh for a page), and holds what each printed, wrote and
# exited with against a reference, so that a change meant to keep behaviour is shown to.
#
#   Scripts/compare-outputs.sh                 compare with Scripts/compare-outputs.sha256
#   Scripts/compare-outputs.sh --update        write Scripts/compare-outputs.sha256 anew
#   Scripts/compare-outputs.sh --allow-added   compare, passing when the only differences are cases
#                                              that are new (a trace added) and the corpus-wide cases
#                                              (corpus-*, regressions-*), which every added trace changes
#   Scripts/compare-outputs.sh --base REF      build REF in a scratch worktree and compare
#                                              the two trees' outputs file by file (diff)
#   --tool PATH                                the tool to run (default: .build/debug/deepcut-replay,
#                                              built with `swift build` if missing)
#
# Each case is named by what it runs (a trace's folder and file name, then the command:
# Traces.01-empty-discover-tab-replay-json), never numbered, so that a trace added under Traces/
# adds its cases' digests and changes no other line.
# Exit status: 0 when every output is the same, 1 when one differs, 64 on bad usage.
# An intended change of output is committed with `--update`, and the commit says why;
# the digest file's diff names every output that changed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
mode=digests
base=""
tool=""
while [ $# -gt 0 ]; do
    case "$1" in
        --update) mode=update ;;
        --allow-added) mode=added ;;
        --base) shift; base=${1:?--base needs a commit}; mode=base ;;
        --tool) shift; tool=${1:?--tool needs a path} ;;
        -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "compare-outputs: unknown argument '$1' (see --help)" >&2; exit 64 ;;
    esac
    shift
done

digests=Scripts/compare-outputs.sha256
scratch=.build/compare-outputs
work=$scratch/work

built_tool() {
    # $1: package root. Prints the debug tool's path, building it when it is missing.
    if [ ! -x "$1/.build/debug/deepcut-replay" ]; then
        (cd "$1" && swift build --product deepcut-replay >&2)
    fi
    echo "$1/.build/debug/deepcut-replay"
}

# A trace's part of its cases' names: its folder and file name (Traces.01-empty-discover-tab),
# or generated.NAME for the sessions this script generates.
case_key() {
    case "$1" in
        Traces/*|Fixtures/*|Fuzz/Regressions/*) local key=${1%.json}; echo "${key//\//.}" ;;
        *) echo "generated.$(basename "$1" .json)" ;;
    esac
}

# One case: a name, then the command's arguments. Runs from the package root with the
# same relative paths for every tool, so that the paths a report prints are the same.
run_case() {
    local name=$1; shift
    local stem="$out/$name"
    if [ -e "$stem.status" ]; then
        echo "compare-outputs: two cases are named $name; give one another name" >&2
        exit 64
    fi
    set +e
    "$runner" "$@" >"$stem.out" 2>"$stem.err" </dev/null
    echo "$?" >"$stem.status"
    set -e
    # Files the command wrote into the work folder belong to this case.
    local written
    for written in "$work"/*; do
        [ -e "$written" ] || continue
        mv "$written" "$stem.file-$(basename "$written")"
    done
}

run_matrix() {
    # $1: the tool, $2: the folder the outputs go to.
    runner=$1
    out=$2
    rm -rf "$out" "$work"
    mkdir -p "$out" "$work"
    local generated=$scratch/generated
    mkdir -p "$generated"
    # The generated sessions are made by the tool under test and compared like any output.
    run_case generate-1610 generate --artists 1610 --seed 7 -o "$generated/g1610.json"
    run_case generate-5000 generate --artists 5000 --seed 11 --failure-rate 0.05 -o "$generated/g5000.json"
    run_case generate-stdout generate --artists 30 --seed 3 -o -
    cp "$generated/g1610.json" "$out/generated-1610.json"
    cp "$generated/g5000.json" "$out/generated-5000.json"

    local files=(Traces/*.json Fixtures/*.json Fuzz/Regressions/*.json "$generated/g1610.json" "$generated/g5000.json")
    local f n
    for f in "${files[@]}"; do
        n=$(case_key "$f")
        run_case "$n-replay" "$f" --no-color
        run_case "$n-replay-verbose" "$f" --verbose --no-color
        run_case "$n-replay-json" "$f" --format json
        run_case "$n-replay-legacy" "$f" --policy legacy --no-color
        run_case "$n-replay-recorded" "$f" --order recorded --no-color
        run_case "$n-replay-junit" "$f" --quiet --junit "$work/junit.xml"
        run_case "$n-inspect" inspect "$f"
        run_case "$n-inspect-all-json" inspect "$f" --all --format json
        run_case "$n-timeline" inspect "$f" --timeline
        run_case "$n-coverage-json" coverage "$f" --format json
        run_case "$n-diff-01" diff "$f" Traces/01-empty-discover-tab.json --all
        run_case "$n-diff-json" diff Traces/03-incremental-feed.json "$f" --format json
        run_case "$n-redact" redact "$f" -o "$work/redacted.json" --key compare
        run_case "$n-mutate" mutate "$f" --call 1=http:503 --call 2=empty -o "$work/mutated.json"
        cp "$f" "$work/blessed.json"
        run_case "$n-bless" bless "$work/blessed.json"
        run_case "$n-shrink" shrink "$f" -o "$work/shrunk.json" --max-replays 40
    done
    # A trace that fails under one policy, shrunk under it (each candidate a replay).
    for f in Traces/01-empty-discover-tab.json Fixtures/most-artists-404-legacy-caught-up.json; do
        n=$(case_key "$f")
        run_case "$n-shrink-legacy" shrink "$f" --policy legacy -o "$work/shrunk.json" --max-replays 300
    done
    for f in Fixtures/*.json Traces/04-tracklist-sheet.json; do
        n=$(case_key "$f")
        run_case "$n-faults" faults "$f" --kinds http:503,network,empty --sample 12 --seed 5
    done
    run_case corpus-verify verify Traces Fixtures --no-color
    run_case corpus-verify-json verify Traces Fixtures --format json
    run_case corpus-verify-markdown verify Traces Fixtures --format markdown
    run_case corpus-verify-junit verify Traces Fixtures --quiet --junit "$work/junit.xml"
    run_case corpus-shard verify Traces Fixtures --shard 2/3 --no-color
    run_case corpus-chaos verify Traces Fixtures --chaos 3 --seed 25 --no-color
    run_case corpus-coverage coverage Traces Fixtures
    run_case corpus-coverage-json coverage Traces Fixtures --format json
    run_case corpus-faults faults Fixtures --kinds http:404,cancelled --methods fetchCatalogReleases --sample 8
    run_case corpus-faults-write faults Fixtures/retry-429-then-success.json --write-failures "$work/failures"
    run_case regressions-verify verify Fuzz/Regressions --no-color
    printf '%s\n' "library artists=3" "'Beach Bunny' total=9 owned=2 cuts=7" >"$scratch/console.log"
    run_case import-diagnostics import-diagnostics Traces/02-diagnostic-run-after-the-fix.json \
        --log "$scratch/console.log" -o "$work/imported.json" --partial
    # Usage, help and errors.
    run_case help --help
    run_case version --version
    local command
    for command in verify inspect generate bless redact shrink diff mutate faults coverage import-diagnostics help; do
        run_case "help-$command" "$command" --help
        run_case "bad-option-$command" "$command" --frobnicate
    done
    run_case missing-file verify no-such-file.json
    run_case bad-policy Traces/01-empty-discover-tab.json --policy lenient
    run_case bad-shard verify Traces --shard 3/2
    run_case typo-command verfy Traces
    run_case no-arguments
    # lint: each file, as JSON, the corpus, and --deny.
    for f in "${files[@]}"; do
        n=$(case_key "$f")
        run_case "$n-lint" lint "$f"
        run_case "$n-lint-json" lint "$f" --format json
    done
    run_case corpus-lint lint Traces Fixtures
    run_case corpus-lint-json lint Traces Fixtures --format json
    run_case corpus-lint-deny lint Traces Fixtures --deny capped-discography,authorization
    run_case help-lint lint --help
    run_case bad-option-lint lint Traces --frobnicate
    run_case bad-deny-lint lint Traces --deny caped-discography
    # The HTML pages (Docs/HTMLReport.md).
    for f in Traces/01-empty-discover-tab.json Traces/04-tracklist-sheet.json "$generated/g5000.json"; do
        n=$(case_key "$f")
        run_case "$n-replay-html" "$f" --quiet --html "$work/page.html"
    done
    run_case failing-replay-html Fixtures/most-artists-404-legacy-caught-up.json --policy legacy --quiet \
        --html "$work/page.html"
    run_case corpus-verify-html verify Traces Fixtures --quiet --html "$work/page.html"
    run_case corpus-faults-html faults Fixtures --kinds http:404,cancelled --methods fetchCatalogReleases --sample 8 \
        --html "$work/page.html"
    run_case legacy-faults-html faults Traces/01-empty-discover-tab.json --methods fetchLibraryAlbums --policy legacy \
        --html "$work/page.html"
    run_case corpus-coverage-html coverage Traces Fixtures --html "$work/page.html"
    run_case html-to-stdout Traces/01-empty-discover-tab.json --html -
    # One refresh of 5,000 artists: more calls in flight than a time line draws one by one, so it is grouped.
    run_case generate-5000-one-refresh generate --artists 5000 --seed 11 --batch-size 5000 -o "$generated/g5000-one.json"
    cp "$generated/g5000-one.json" "$out/generated-5000-one-refresh.json"
    run_case g5000-one-refresh-replay-html "$generated/g5000-one.json" --quiet --html "$work/page.html"
    # status: the corpus against a fixed clock, as JSON, with --deny-stale, and bad usage.
    run_case corpus-status status Traces Fixtures --now 2026-12-03T00:00:00Z
    run_case corpus-status-json status Traces Fixtures --now 2026-12-03T00:00:00Z --format json
    run_case corpus-status-deny status Traces Fixtures --now 2026-12-03T00:00:00Z --warn-age-days 400 --deny-stale
    run_case corpus-stale-status-deny status Traces --now 2026-12-03T00:00:00Z --deny-stale
    run_case help-status status --help
    run_case bad-option-status status Traces --frobnicate
    run_case bad-now-status status Traces --now yesterday
    # world: the traces of Traces/ as one world, what it holds, and bad usage (Docs/WorldFormat.md).
    run_case corpus-world-traces world Traces/*.json -o "$generated/world.json"
    cp "$generated/world.json" "$out/corpus-world-traces.json"
    run_case corpus-world-summary world --summary "$generated/world.json"
    run_case world-summary-of-a-trace world --summary Traces/04-tracklist-sheet.json
    run_case world-no-output world Traces/04-tracklist-sheet.json
    run_case help-world world --help
    run_case bad-option-world world Traces/04-tracklist-sheet.json --frobnicate
    rm -rf "$work"
}

# Figures that measure this run, not the tool's behaviour, are blanked in standard error.
normalise() {
    local file
    for file in "$1"/*.err; do
        sed -E -i 's/[0-9]+(\.[0-9]+)? ?(ms|s)\b/<time>/g' "$file"
        # How many --jobs processes ran depends on the machine's cores (faults' time line).
        sed -E -i 's/ in [0-9]+ processes,/,/' "$file"
    done
    # shrink's summary says how long its replays took.
    sed -E -i '/replays in /s/[0-9]+(\.[0-9]+)? ?(ms|s)\b/<time>/g' "$1"/*.out
}

case $mode in
    digests|update|added)
        [ -n "$tool" ] || tool=$(built_tool "$root")
        run_matrix "$tool" "$scratch/head"
        normalise "$scratch/head"
        (cd "$scratch/head" && find . -type f | LC_ALL=C sort | xargs sha256sum) >"$scratch/head.sha256"
        if [ "$mode" = update ]; then
            cp "$scratch/head.sha256" "$digests"
            echo "compare-outputs: wrote $(wc -l <"$digests") digests to $digests"
            exit 0
        fi
        if cmp -s "$scratch/head.sha256" "$digests"; then
            echo "compare-outputs: all $(wc -l <"$digests") outputs are the same as $digests"
            exit 0
        fi
        if [ "$mode" = added ]; then
            # Lines of the reference that the run does not have: a case that changed or went away.
            changed=$(diff "$digests" "$scratch/head.sha256" | grep '^<' | awk '{print $3}' \
                | sed -E 's#^\./##; s#\.(out|err|status|file-.*)$##' | grep -Ev '^(corpus|regressions)-' | sort -u || true)
            added=$(diff "$digests" "$scratch/head.sha256" | grep -c '^>' || true)
            if [ -z "$changed" ]; then
                echo "compare-outputs: no output changed but the corpus-wide ones; $added digests are new or of the corpus"
                exit 0
            fi
            echo "compare-outputs: outputs other than new cases' and the corpus-wide ones differ:"
            echo "$changed" | sed 's/^/  /'
            exit 1
        fi
        echo "compare-outputs: outputs differ from $digests (the files are in $scratch/head):"
        diff "$digests" "$scratch/head.sha256" | grep '^[<>]' | awk '{print "  " $1 " " $3}' | sort -k2 | uniq
        echo "Run Scripts/compare-outputs.sh --base REF to see the differences, or --update if they are meant."
        exit 1
        ;;
    base)
        [ -n "$tool" ] || tool=$(built_tool "$root")
        tree=$scratch/base-tree
        rm -rf "$tree"
        git worktree prune
        git worktree add --detach "$tree" "$base" >/dev/null
        trap 'git worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT
        # Reuse this tree's build folder so that only what changed is built again.
        if [ -d .build/debug ] && [ ! -d "$tree/.build" ]; then cp -a .build "$tree/.build" 2>/dev/null || true; fi
        base_tool=$(built_tool "$(cd "$tree" && pwd)")
        run_matrix "$base_tool" "$scratch/base"
        normalise "$scratch/base"
        run_matrix "$tool" "$scratch/head"
        normalise "$scratch/head"
        if diff -r "$scratch/base" "$scratch/head" >"$scratch/differences.txt"; then
            echo "compare-outputs: every output is the same as at $base ($(find "$scratch/head" -type f | wc -l) files)"
            exit 0
        fi
        echo "compare-outputs: outputs differ from $base ($scratch/differences.txt):"
        head -100 "$scratch/differences.txt"
        exit 1
        ;;
esac
