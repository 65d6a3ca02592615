#!/usr/bin/env bash
# README's workflow for a new device trace, as a test: a recording copied under Traces/ (README
# "Recording on a device", steps 1 to 4) and a generated trace copied under Fixtures/ make the
# whole `swift test` run one more passing case per trace a test lists, and change nothing else:
# the same tests, the same suites, no failure, no new issue; and Scripts/compare-outputs.sh
# --allow-added finds only the new traces' cases added and the corpus-wide cases changed. No test
# may depend on which files Traces/ or Fixtures/ hold; this is the check that none does.
#
# By default it runs in this checkout with the test build `swift test` made (nothing is compiled
# again when that build is up to date): the two traces are added for the run under names no
# corpus file has, and removed afterwards, also when the script is interrupted (SIGINT, SIGTERM,
# SIGHUP; a SIGKILL leaves the two files named below, safe to delete). With --copy it works in a
# temporary copy of the package instead, as a clone would be, which builds the package again
# (minutes on two cores).
#
# Usage: Scripts/check-new-trace-workflow.sh [--copy [--keep]]
#   --copy  work in a temporary copy of the package (tracked and untracked files, never .build).
#   --keep  with --copy, leave the copy (its path is printed) for a look afterwards.
# Exit status: 0 the workflow holds, 1 it does not, 64 bad usage.
set -euo pipefail

copy=0
keep=0
for argument in "$@"; do
    case "$argument" in
        --copy) copy=1 ;;
        --keep) keep=1 ;;
        *) echo "usage: Scripts/check-new-trace-workflow.sh [--copy [--keep]]" >&2; exit 64 ;;
    esac
done
if [ "$keep" -eq 1 ] && [ "$copy" -eq 0 ]; then
    echo "usage: Scripts/check-new-trace-workflow.sh [--copy [--keep]] (--keep needs --copy)" >&2; exit 64
fi

root=$(cd "$(dirname "$0")/.." && pwd)
recorded=Traces/zz-new-trace-workflow-recorded-on-a-phone.json
generated=Fixtures/zz-new-trace-workflow-generated-12-artists.json
work=$(mktemp -d "${TMPDIR:-/tmp}/deepcut-new-trace.XXXXXX")
if [ "$copy" -eq 1 ]; then
    # The package as a clone has it, with what is not committed yet: tracked files and untracked
    # ones git does not ignore, never .build.
    (cd "$root" && git ls-files -z --cached --others --exclude-standard) \
        | (cd "$root" && tar --null --files-from=- -cf -) | tar -xf - -C "$work"
    package=$work
    if [ "$keep" -eq 0 ]; then trap 'rm -rf "$work"' EXIT; else echo "copy kept in $work"; fi
else
    package=$root
    for file in "$recorded" "$generated"; do
        if [ -e "$package/$file" ]; then
            echo "check-new-trace-workflow: $file exists (left by a killed run?); delete it first" >&2
            exit 1
        fi
    done
    trap 'rm -rf "$work"; rm -f "$package/$recorded" "$package/$generated"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    trap 'exit 129' HUP
fi
cd "$package"

# The whole suite, as `swift test` runs it: any test that pins the corpus fails or changes here.
run_suites() {
    swift test --skip-build >"$work/$1" 2>&1 || {
        echo "check-new-trace-workflow: swift test failed ($2):" >&2
        grep -E '^✘|recorded an issue' "$work/$1" | head -n 20 >&2
        echo "the last lines:" >&2
        tail -n 10 "$work/$1" >&2
        exit 1
    }
}

if [ "$copy" -eq 1 ]; then echo "building a copy of the package in $work"; fi
swift build --build-tests >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log" >&2; exit 1; }
bin=$(swift build --show-bin-path)
run_suites before.log "before adding the traces"

# README's steps: record, copy under Traces/ keeping origin device, replay, bless. On Linux,
# against the mock, the recorder writes origin synthetic with no device; on a phone README's
# DiscoverSession writes origin device with the app's version and the phone's model and
# system, as set here.
"$bin/deepcut-record-example" "$work/recording.json" >/dev/null
sed 's/"origin": "synthetic"/"origin": "device", "app": "Deep Cut Atlas 1.0 (1)", "device": "iPhone", "os": "iOS 18.5"/' \
    "$work/recording.json" >"$recorded"
grep -q '"origin": "device", "app": "Deep Cut Atlas 1.0 (1)", "device": "iPhone"' "$recorded"
"$bin/deepcut-replay" "$recorded" --quiet
"$bin/deepcut-replay" bless "$recorded" >/dev/null
"$bin/deepcut-replay" generate --artists 12 --seed 5 --output "$generated"
run_suites after.log "with the new traces"
# The traces are where their origins belong, and say so (the provenance lint, Docs/Lints.md).
"$bin/deepcut-replay" lint "$recorded" "$generated" --deny provenance >/dev/null || {
    "$bin/deepcut-replay" lint "$recorded" "$generated" >&2; exit 1; }
# Every command's output: the new traces add their own cases and change only the corpus-wide ones.
Scripts/compare-outputs.sh --tool "$bin/deepcut-replay" --allow-added

python3 - "$work/before.log" "$work/after.log" <<'PY'
import re, sys

def cases(path):
    """The passing cases of the tests of each name (1 for a test without arguments), and the totals.
    Tests of different suites may share a name ("accepts"), and finish in either order: their
    cases are added up, so that a name's count does not depend on which finished last."""
    counts, total, issues = {}, None, []
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r'^✔ Test "(.*)" with (\d+) test cases? passed', line)
        if m:
            counts[m.group(1)] = counts.get(m.group(1), 0) + int(m.group(2)); continue
        m = re.match(r'^✔ Test "(.*)" passed', line)
        if m:
            counts[m.group(1)] = counts.get(m.group(1), 0) + 1; continue
        if re.match(r'^✘ ', line):
            issues.append(line.rstrip())
        m = re.search(r'Test run with (\d+) tests? in (\d+) suites? passed', line)
        if m:
            total = (int(m.group(1)), int(m.group(2)))
    return counts, total, issues

before, total_before, _ = cases(sys.argv[1])
after, total_after, issues = cases(sys.argv[2])
problems = list(issues)
if total_before != total_after:
    problems.append(f"tests and suites changed: {total_before} → {total_after}")
if set(before) != set(after):
    problems.append(f"tests that passed changed: only before {sorted(set(before) - set(after))}, "
                    f"only after {sorted(set(after) - set(before))}")
grown = {name: after[name] - before[name] for name in before if name in after and after[name] != before[name]}
for name, delta in sorted(grown.items()):
    if delta not in (1, 2):
        problems.append(f'"{name}": {before[name]} → {after[name]} cases (one more a trace it lists)')
if not grown:
    problems.append("no test ran a case more: the new traces were not listed")
if problems:
    print("check-new-trace-workflow: the new traces changed more than their own cases:")
    for name in sorted(set(before) - set(after)):
        print("  after the traces were added, the log says of " + repr(name) + ":")
        for line in open(sys.argv[2], encoding="utf-8", errors="replace"):
            if name in line: print("    " + line.rstrip()[:300])
    for problem in problems: print("  " + problem)
    sys.exit(1)
print(f"check-new-trace-workflow: {len(grown)} tests each ran one more passing case for each new trace "
      f"they list ({sum(grown.values())} cases in all); {total_after[0]} tests in {total_after[1]} suites passed, as before")
PY
