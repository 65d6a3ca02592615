#!/usr/bin/env bash
# README's workflow for a new device trace, as a test: in a temporary copy of the package, a
# recording copied under Traces/ (README "Recording on a device", steps 1 to 4) and a generated
# trace copied under Fixtures/ make the trace suites run one more passing case per trace they
# list, and change nothing else: the same tests, the same suites, no failure, no new issue.
#
# Usage: Scripts/check-new-trace-workflow.sh [--keep]
#   --keep  leave the temporary copy (its path is printed) for a look afterwards.
# Exit status: 0 the workflow holds, 1 it does not, 64 bad usage.
set -euo pipefail

keep=0
case "${1:-}" in
    "") ;;
    --keep) keep=1 ;;
    *) echo "usage: Scripts/check-new-trace-workflow.sh [--keep]" >&2; exit 64 ;;
esac

root=$(cd "$(dirname "$0")/.." && pwd)
copy=$(mktemp -d "${TMPDIR:-/tmp}/deepcut-new-trace.XXXXXX")
if [ "$keep" -eq 0 ]; then trap 'rm -rf "$copy"' EXIT; else echo "copy kept in $copy"; fi

# The package as a clone has it, with what is not committed yet: tracked files and untracked
# ones git does not ignore, never .build.
(cd "$root" && git ls-files -z --cached --others --exclude-standard) \
    | (cd "$root" && tar --null --files-from=- -cf -) | tar -xf - -C "$copy"
cd "$copy"

# The trace-listing suites: those that run each file of Traces/ and Fixtures/ as a case.
suites='TraceSuiteTests|DeepCutTestingTests'
run_suites() {
    swift test --skip-build --filter "$suites" >"$1" 2>&1 || {
        echo "check-new-trace-workflow: the trace suites failed ($2):" >&2
        grep -E '^✘|recorded an issue' "$1" | head -n 20 >&2
        echo "the last lines:" >&2
        tail -n 10 "$1" >&2
        exit 1
    }
}

echo "building a copy of the package in $copy"
swift build --build-tests >build.log 2>&1 || { tail -n 30 build.log >&2; exit 1; }
bin=$(swift build --show-bin-path)
run_suites before.log "before adding the traces"

# README's steps: record, copy under Traces/ keeping origin device, replay, bless. On Linux,
# against the mock, the recorder writes origin synthetic with no device; on a phone README's
# DiscoverSession writes origin device with the app's version and the phone's model and
# system, as set here.
"$bin/deepcut-record-example" recording.json >/dev/null
sed 's/"origin": "synthetic"/"origin": "device", "app": "Deep Cut Atlas 1.0 (1)", "device": "iPhone", "os": "iOS 18.5"/' \
    recording.json >Traces/05-recorded-on-a-phone.json
grep -q '"origin": "device", "app": "Deep Cut Atlas 1.0 (1)", "device": "iPhone"' Traces/05-recorded-on-a-phone.json
"$bin/deepcut-replay" Traces/05-recorded-on-a-phone.json --quiet
"$bin/deepcut-replay" bless Traces/05-recorded-on-a-phone.json >/dev/null
"$bin/deepcut-replay" generate --artists 12 --seed 5 --output Fixtures/zz-generated-12-artists.json
run_suites after.log "with the new traces"

python3 - before.log after.log <<'PY'
import re, sys

def cases(path):
    """Each test's number of passing cases (1 for a test without arguments), and the totals."""
    counts, total, issues = {}, None, []
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r'^✔ Test "(.*)" with (\d+) test cases? passed', line)
        if m:
            counts[m.group(1)] = int(m.group(2)); continue
        m = re.match(r'^✔ Test "(.*)" passed', line)
        if m:
            counts.setdefault(m.group(1), 1); continue
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
    for problem in problems: print("  " + problem)
    sys.exit(1)
print(f"check-new-trace-workflow: {len(grown)} corpus tests each ran one more passing case for each new trace "
      f"they list ({sum(grown.values())} cases in all); {total_after[0]} tests in {total_after[1]} suites, as before")
PY
