#!/usr/bin/env bash
# Makes the screenshot of an HTML page that Guides/CI.md shows (Docs/html-report.png): trace 01's page, as
# `deepcut-replay TRACE --html FILE` writes it, opened in headless Chromium at 1,200 × 1,400.
#
#   Scripts/html-screenshot.sh [--tool PATH]   (default: .build/debug/deepcut-replay, built if missing)
#
# Needs chromium (Debian: apt-get install -y chromium). Exit status: 0 written, 1 failed, 64 bad usage.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=""
while [ $# -gt 0 ]; do
    case "$1" in
        --tool) shift; tool=${1:?--tool needs a path} ;;
        -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "html-screenshot: unknown argument '$1' (see --help)" >&2; exit 64 ;;
    esac
    shift
done
if [ -z "$tool" ]; then
    tool=.build/debug/deepcut-replay
    [ -x "$tool" ] || swift build --product deepcut-replay >&2
fi
browser=$(command -v chromium || command -v chromium-headless-shell || true)
[ -n "$browser" ] || { echo "html-screenshot: no chromium (apt-get install -y chromium)" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$tool" Traces/01-empty-discover-tab.json --html "$scratch/page.html" --quiet
"$browser" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
    --user-data-dir="$scratch/profile" --host-resolver-rules='MAP * ~NOTFOUND' \
    --window-size=1200,1400 --screenshot="$scratch/page.png" "file://$scratch/page.html" 2>/dev/null
cp "$scratch/page.png" Docs/html-report.png
echo "html-screenshot: wrote Docs/html-report.png ($(wc -c <Docs/html-report.png) bytes)"
