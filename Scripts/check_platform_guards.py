#!/usr/bin/env python3
"""Fails when Sources/, Tests/ or Examples/ use a Glibc-only, Linux-only or
Swift 6.1-or-later API outside the `#if` that makes the code build elsewhere.

The library products ship inside an iOS 17+ app built with Swift 6.0 to 6.2
(Xcode 16.0 to 26), and the package's own tests are meant to build on macOS;
CI here runs Linux only, so this check is what keeps the other builds possible
(README "Platforms and Swift versions", Guides/Testing.md "Platforms").

Usage (from the package root):
  python3 Scripts/check_platform_guards.py [ROOT]   check ROOT (default: the package root)
  python3 Scripts/check_platform_guards.py --self-test
      check a scratch copy of the package with one unguarded `Glibc.` call added
      (it must fail), and each rule's example with and without its guard
Exit status: 0 nothing unguarded, 1 something is (each named FILE:LINE: rule),
64 bad usage, 66 a folder or file cannot be read.

How a use counts as guarded: it sits inside a branch of `#if`/`#elseif`/`#else`
whose condition implies the rule's guard. A positive condition does when every
part joined by `||` names the guard (`canImport(Glibc)`, `os(Linux)`,
`compiler(>=6.1)`, ...); an `#else` (or `!`) branch does when the negated
condition is one of the rule's "not Darwin" atoms (`canImport(Darwin)`): code
that only the non-Darwin branch compiles does not break an Apple build. Text
in comments is not code and is skipped, and so are the display names of
`@Test(` and `@Suite(` lines (a test may be named after the device it needs);
the rules about paths and shell words (`/proc`, `/dev/full`, `ulimit -v`,
`time -f`) look inside string literals, the rules about code do not.
A line may end with `// platform-guard: text` to say that what it holds is
text naming an API, not a use of it.

Availability facts the rules rest on:
- MusicKit, UIKit, SwiftUI and AppKit are Apple frameworks (AppKit macOS
  only, UIKit not on macOS); none is on Linux. Foundation's `Process` is
  documented for macOS 10.0+ and Mac Catalyst 13.0+ only (and
  swift-corelibs-foundation has it on Linux): an iOS app cannot use it.
- Glibc is the C library module of Linux; on Apple platforms the C library is
  the `Darwin` module (swift-corelibs-foundation and swift-system import
  `Glibc` under `#if canImport(Glibc)` and `Darwin` under `canImport(Darwin)`).
- posix_spawn(3) on Darwin declares `typedef void *posix_spawn_file_actions_t`
  and `posix_spawnattr_t` likewise: they are optional pointers, initialised to
  nil and filled in by `_init`; with Glibc they are structs made with `()`
  (swift-tools-support-core, TSCBasic/Process/Process.swift, keeps the two
  declarations apart under `#if canImport(Darwin)`).
- `environ` is not in Darwin's Swift overlay (the Swift repository's own tests
  declare it through `_NSGetEnviron()`); Glibc exports it.
- proc(5) (`/proc`), sysfs (`/sys`), `/dev/shm`, `/dev/full` and GNU time (`time -f FORMAT`) are Linux's:
  macOS has no /proc and no /dev/full, and BSD time(1) takes `-l`, not `-f`.
  Darwin's setrlimit(2) does not list RLIMIT_AS, so `ulimit -v` is not relied on there.
  `mallopt`/`M_ARENA_MAX` and `malloc_trim` are glibc's malloc(3) extensions.
  prctl(2), signalfd(2), eventfd(2), timerfd_create(2), memfd_create(2),
  pipe2(2), fallocate(2), inotify(7), epoll(7), sched_setaffinity(2),
  gettid(2), mremap(2) and splice(2) are Linux system calls (their man pages
  say "Linux-specific"), sendfile(2) has another signature on Darwin, and
  `malloc_usable_size` is glibc's; `O_TMPFILE`, `O_DIRECT`, `MAP_POPULATE`,
  `F_SETPIPE_SZ` and the real-time signals are Linux's flags.
  `st_mtim` is Linux's `struct stat` field; Darwin's is `st_mtimespec`.
- Swift Testing returns the caught error from `#expect(throws:)` and
  `#require(throws:)` only from Swift 6.1 (ST-0006; the documentation says
  that with an earlier compiler the macro does not return a value), and test
  scoping traits (`TestScoping`, `provideScope`, hence `.replaying`) are
  Swift 6.1 (ST-0007, Xcode 16.3).
- `Task.immediate` and task groups' `addImmediateTask` are Swift 6.2 (SE-0472,
  `@available(SwiftStdlib 6.2, *)`: iOS and macOS 26); exit tests
  (`#expect(processExitsWith:)`, ST-0008) and `Attachment` (ST-0009) are
  Swift Testing in Swift 6.2; `InlineArray` (SE-0453), `Span` (SE-0447) and
  `@concurrent` (SE-0461) are Swift 6.2.
"""
import os
import re
import shutil
import sys
import tempfile

LINUX = [r"os\(Linux\)", r"canImport\(Glibc\)"]
GLIBC = [r"canImport\(Glibc\)", r"os\(Linux\)"]
NOT_DARWIN = [r"canImport\(Darwin\)", r"os\(macOS\)"]


def compiler(version):
    """Guards `compiler(>=X)` with X at least `version`."""
    return ("compiler", version)


# (name, pattern, guards, "not Darwin" atoms whose negation guards, example use)
RULES = [
    ("Glibc-qualified call (Darwin has no Glibc module)", r"\b(Glibc|Musl)\.", GLIBC, [],
     "let ok = Glibc.pipe(&ends)"),
    ("Glibc's posix_spawn_file_actions_t() struct form (an optional pointer on Darwin)",
     r"posix_spawn(_file_actions|attr)_t\(\)", GLIBC, NOT_DARWIN, "var actions = posix_spawn_file_actions_t()"),
    ("environ (not in Darwin's Swift overlay)", r"(?<![\w.])environ\b(?!\w)", GLIBC, NOT_DARWIN,
     "posix_spawnp(&pid, path, nil, nil, argv, environ)"),
    ("/proc, /sys or /dev/shm (Linux only)", r"/proc/|/sys/|/dev/shm\b", LINUX, NOT_DARWIN,
     'let maps = "/proc/self/maps"'),
    ("Linux-only system call or constant",
     r"\b(prctl|PR_SET_\w+|signalfd|eventfd|timerfd_\w+|memfd_create|O_TMPFILE|O_DIRECT|pipe2|F_SETPIPE_SZ|"
     r"fallocate|posix_fadvise|inotify_\w+|epoll_\w+|sched_[gs]etaffinity|gettid|SIGRTMIN|SIGRTMAX|"
     r"MAP_POPULATE|mremap|sendfile|splice|malloc_usable_size)\b", LINUX, NOT_DARWIN,
     "prctl(PR_SET_PDEATHSIG, SIGKILL)"),
    ("/dev/full (Linux only)", r"/dev/full", LINUX, NOT_DARWIN, 'let full = "/dev/full"'),
    ("ulimit -v (RLIMIT_AS, not enforced on Darwin)", r"ulimit -v", LINUX, NOT_DARWIN,
     'let script = "ulimit -v 1024"'),
    ("GNU time -f (BSD time has -l)", r"time -f|\"-f\",\s*\"%M\"", LINUX, NOT_DARWIN,
     'let argv = ["/usr/bin/time", "-f", "%M"]'),
    ("glibc malloc extension", r"\b(mallopt|malloc_trim|M_ARENA_MAX)\b", GLIBC, [], "malloc_trim(0)"),
    ("st_mtim (Darwin: st_mtimespec)", r"\bst_[amc]tim\b", LINUX, NOT_DARWIN, "let t = status.st_mtim.tv_sec"),
    ("#expect/#require(throws:) read for its error (Swift 6.1)",
     r"=\s*(try\s+)?(await\s+)?#(expect|require)\(\s*throws:", [compiler((6, 1))], [],
     "let error = #expect(throws: E.self) { try f() }"),
    ("test scoping trait (Swift 6.1)", r"\b(TestScoping|provideScope)\b|\.replaying\(", [compiler((6, 1))], [],
     "@Test(.replaying(\"Traces/x.json\")) func f() {}"),
    ("Task.immediate (Swift 6.2, iOS/macOS 26)", r"Task\.immediate\b|\baddImmediateTask", [compiler((6, 2))], [],
     "let task = Task.immediate { await work() }"),
    ("exit test (Swift 6.2)", r"processExitsWith:", [compiler((6, 2))], [],
     "await #expect(processExitsWith: .failure) { fatalError() }"),
    ("Swift Testing Attachment (Swift 6.2)", r"\bAttachment\b", [compiler((6, 2))], [],
     "Attachment.record(data, named: \"x\")"),
    ("Swift 6.2 language or library form", r"\bInlineArray\b|\b(Mutable|Raw)?Span<|@concurrent\b",
     [compiler((6, 2))], [], "let x: InlineArray<3, Int> = [1, 2, 3]"),
    ("app framework import (not on Linux, not every Apple platform)",
     r"^\s*import\s+(MusicKit|UIKit|SwiftUI|AppKit)\b", [r"canImport\((MusicKit|UIKit|SwiftUI|AppKit)\)"], [],
     "import UIKit"),
    ("Foundation's Process in a library the app links (macOS and Linux only)", r"\bProcess\(\)",
     [r"os\(macOS\)", r"os\(Linux\)"], [], "let child = Process()"),
]

# Rules that apply only to some files: the modules under Sources/DeepCut*, that is the
# library products the app links, DeepCutTool and DeepCutCommandLine (the command line's
# logic and its parser, which only the executables link, are held to the same rule), not the
# command-line programs or the tests.
RULE_SCOPES = {
    "Foundation's Process in a library the app links (macOS and Linux only)": r"^Sources/DeepCut",
}

# Rules about paths and shell words look inside string literals too; the
# others are about code, and a string that names an API (a message, a test's
# expected output) is not a use of it.
TEXT_RULES = {"/proc, /sys or /dev/shm (Linux only)", "/dev/full (Linux only)", "ulimit -v (RLIMIT_AS, not enforced on Darwin)",
              "GNU time -f (BSD time has -l)"}

WAIVER = "// platform-guard: text"


def split_top(condition, operator):
    """The parts of `condition` joined by `operator` outside parentheses."""
    parts, depth, start, index = [], 0, 0, 0
    while index < len(condition):
        char = condition[index]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif depth == 0 and condition.startswith(operator, index):
            parts.append(condition[start:index].strip())
            start = index + len(operator)
            index = start
            continue
        index += 1
    parts.append(condition[start:].strip())
    return [part for part in parts if part]


def strip_parens(text):
    """`text` without parentheses that enclose all of it."""
    text = text.strip()
    while text.startswith("(") and text.endswith(")"):
        depth = 0
        for index, char in enumerate(text):
            depth += {"(": 1, ")": -1}.get(char, 0)
            if depth == 0 and index < len(text) - 1:
                return text
        text = text[1:-1].strip()
    return text


def atom_guards(atom, guard):
    """Whether one condition atom (no `||`) implies `guard`."""
    if isinstance(guard, tuple):
        for match in re.finditer(r"compiler\(\s*>=\s*(\d+)(?:\.(\d+))?", atom):
            if (int(match.group(1)), int(match.group(2) or 0)) >= guard[1]:
                return True
        return False
    return re.search(r"(?<!!)" + guard, atom) is not None


def positive_guards(condition, guards):
    """`#if condition` implies a guard: each `||` part names one (in a `&&` chain or alone)."""
    parts = split_top(strip_parens(condition), "||")
    return bool(parts) and all(
        any(atom_guards(conjunct, guard) for conjunct in split_top(strip_parens(part), "&&") for guard in guards)
        for part in parts)


def negation_guards(condition, not_darwin):
    """`#else` of `condition` (or `#if !condition`) leaves Darwin out."""
    parts = split_top(strip_parens(condition), "||")
    return any(re.fullmatch(atom, strip_parens(part)) for part in parts for atom in not_darwin)


def branch_guards(branch, guards, not_darwin):
    """Whether a branch (its own condition and the negated earlier ones) implies a guard."""
    own, negated = branch
    if own is not None:
        own = own.strip()
        if own.startswith("!") and negation_guards(own[1:], not_darwin):
            return True
        if positive_guards(own, guards):
            return True
    return any(negation_guards(condition, not_darwin) for condition in negated)


def code_of(line, in_block):
    """The line without comments, and the same with each string literal's
    contents blanked; the display name of a `@Test(`/`@Suite(` line is
    blanked in both. Also whether a block comment is still open after it."""
    text, code, index, in_string = [], [], 0, False
    while index < len(line):
        if in_block:
            end = line.find("*/", index)
            if end < 0:
                break
            index, in_block = end + 2, False
            continue
        char = line[index]
        if in_string and char == "\\" and index + 1 < len(line):
            text.append(line[index:index + 2])
            code.append("  ")
            index += 2
            continue
        if char == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", index):
            break
        elif not in_string and line.startswith("/*", index):
            in_block, index = True, index + 2
            continue
        text.append(char)
        code.append(" " if in_string and char != '"' else char)
        index += 1
    text, code = "".join(text), "".join(code)
    if re.match(r"\s*@(Test|Suite)\(", text):
        # Blanked to spaces, not removed: both forms keep the line's length, which maps a match to its line.
        text = re.sub(r'^(\s*@(Test|Suite)\(\s*)"([^"]*)"', lambda m: m.group(1) + '"' + " " * len(m.group(3)) + '"', text)
    return text, code, in_block


def violations_in(text, path):
    """Every unguarded use in one Swift file, as `path:line: rule`."""
    found = []
    stack = []  # per `#if`: [current branch's condition, earlier conditions]
    in_block = False
    lines = text.split("\n")
    texts, codes = [], []
    for line in lines:
        line_text, code, in_block = code_of(line, in_block)
        texts.append(line_text)
        codes.append(code)
    # Multi-line matches (`let e = #expect(\n throws:`) are found on the joined lines;
    # both forms of a line have the line's length, so they share the line starts.
    joined = {True: "\n".join(texts), False: "\n".join(codes)}
    starts = [0]
    for code in codes:
        starts.append(starts[-1] + len(code) + 1)
    branches_by_line = []
    for code in codes:
        directive = code.strip()
        if directive.startswith("#if "):
            stack.append([directive[4:], []])
        elif directive.startswith("#elseif "):
            if stack:
                stack[-1][1].append(stack[-1][0])
                stack[-1][0] = directive[8:]
        elif directive == "#else" or directive.startswith("#else "):
            if stack:
                stack[-1][1].append(stack[-1][0])
                stack[-1][0] = None
        elif directive.startswith("#endif"):
            if stack:
                stack.pop()
        branches_by_line.append([(frame[0], list(frame[1])) for frame in stack])
    for name, pattern, guards, not_darwin, _ in RULES:
        if name in RULE_SCOPES and not re.search(RULE_SCOPES[name], path):
            continue
        for match in re.finditer(pattern, joined[name in TEXT_RULES], re.MULTILINE):
            line_index = max(i for i, start in enumerate(starts[:-1]) if start <= match.start())
            if WAIVER in lines[line_index]:
                continue
            if re.match(r"#(if|elseif|else|endif|error|warning|sourceLocation)\b", codes[line_index].strip()):
                continue
            if any(branch_guards(branch, guards, not_darwin) for branch in branches_by_line[line_index]):
                continue
            found.append(f"{path}:{line_index + 1}: {name}: {lines[line_index].strip()}")
    return sorted(set(found), key=lambda entry: (entry.split(":")[0], int(entry.split(":")[1]), entry))


def swift_files(root):
    """Every .swift file under Sources/, Tests/ and Examples/ of `root`, outside .build, sorted."""
    files = []
    for top in ("Sources", "Tests", "Examples"):
        base = os.path.join(root, top)
        if not os.path.isdir(base):
            continue
        for folder, subfolders, names in os.walk(base):
            subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
            files.extend(os.path.join(folder, name) for name in names if name.endswith(".swift"))
    return sorted(files)


def check(root):
    """The violations under `root`; raises OSError for a file that cannot be read."""
    if not os.path.isdir(os.path.join(root, "Sources")):
        raise OSError(f"{root} has no Sources folder: not the package root")
    found = []
    for path in swift_files(root):
        with open(path, encoding="utf-8") as handle:
            found.extend(violations_in(handle.read(), os.path.relpath(path, root)))
    return found


EXAMPLE = "Sources/DeepCutKit/Example.swift"
# The condition each rule's example is wrapped in for the self-test, where the
# first guard's pattern is not itself a condition.
EXAMPLE_GUARDS = {"app framework import (not on Linux, not every Apple platform)": "canImport(UIKit)"}


def self_test(root):
    """0 when the check fails on a scratch copy with an unguarded `Glibc.` call and on
    each rule's unguarded example, and passes on the guarded ones; 1 otherwise."""
    failures = []
    for name, _, guards, not_darwin, example in RULES:
        if not violations_in(example + "\n", EXAMPLE):
            failures.append(f"the unguarded example of '{name}' was not caught: {example}")
        guard = guards[0]
        condition = EXAMPLE_GUARDS.get(name) or (
            f"compiler(>={guard[1][0]}.{guard[1][1]})" if isinstance(guard, tuple) else guard.replace("\\", ""))
        guarded = f"#if {condition}\n{example}\n#endif\n"
        if violations_in(guarded, EXAMPLE):
            failures.append(f"the example of '{name}' under #if {condition} was reported")
        if not_darwin:
            other = f"#if canImport(Darwin)\nlet x = 1\n#else\n{example}\n#endif\n"
            if violations_in(other, EXAMPLE):
                failures.append(f"the example of '{name}' in the #else of canImport(Darwin) was reported")
        either = f"#if canImport(Glibc) || canImport(Darwin)\n{example}\n#endif\n"
        if not violations_in(either, EXAMPLE):
            failures.append(f"the example of '{name}' under a condition true on Darwin was not reported")
    for text in ["// Glibc.pipe in a comment\n", '@Test("/dev/full refuses writes") func f() {}\n',
                 'let reason = "needs /proc" ' + WAIVER + "\n", "/* Task.immediate */\n",
                 'let message = "Glibc.pipe failed: \\(error)"\n']:
        if violations_in(text, EXAMPLE):
            failures.append(f"text that is not a use was reported: {text.strip()}")
    # A long test name on an earlier line must not move a later use onto the line of another branch.
    named = ('@Test("a name long enough to shift every later line when it is blanked") func f() {}\n'
             "let x = 1\n#if os(Linux)\nlet maps = \"/proc/self/maps\"\n#endif\n")
    if violations_in(named, EXAMPLE):
        failures.append("a guarded use after a long @Test name was reported on another line")
    if violations_in("let child = Process()\n", "Tests/DeepCutKitTests/X.swift"):
        failures.append("Process() in a test target, where macOS and Linux run it, was reported")
    with tempfile.TemporaryDirectory() as scratch:
        for top in ("Sources", "Tests", "Examples"):
            if os.path.isdir(os.path.join(root, top)):
                shutil.copytree(os.path.join(root, top), os.path.join(scratch, top),
                                ignore=shutil.ignore_patterns(".build", ".swiftpm"))
        before = check(scratch)
        if before:
            failures.append("the scratch copy fails before the change:\n  " + "\n  ".join(before))
        added = os.path.join(scratch, "Tests", "ScratchTests", "UnguardedPipe.swift")
        os.makedirs(os.path.dirname(added))
        with open(added, "w", encoding="utf-8") as handle:
            handle.write("import Testing\n\n@Test func pipes() {\n    var ends: [Int32] = [0, 0]\n"
                         "    #expect(Glibc.pipe(&ends) == 0)\n}\n")
        after = check(scratch)
        expected = "Tests/ScratchTests/UnguardedPipe.swift:5: Glibc-qualified call"
        if not any(entry.startswith(expected) for entry in after):
            failures.append(f"an unguarded Glibc.pipe in a scratch copy was not reported ({after})")
    for failure in failures:
        print("self-test: " + failure, file=sys.stderr)
    if not failures:
        print(f"self-test: {len(RULES)} rules catch their unguarded examples and pass guarded ones; "
              "an unguarded Glibc. call added to a scratch copy of the package is reported")
    return 1 if failures else 0


def main(arguments):
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if arguments == ["--self-test"]:
        return self_test(package)
    if len(arguments) > 1 or (arguments and arguments[0].startswith("-")):
        print("usage: check_platform_guards.py [ROOT] | --self-test", file=sys.stderr)
        return 64
    root = arguments[0] if arguments else package
    try:
        found = check(root)
    except (OSError, UnicodeDecodeError) as error:
        print(f"check_platform_guards: cannot read {error}", file=sys.stderr)
        return 66
    for entry in found:
        print(entry)
    if found:
        print(f"{len(found)} unguarded use(s): put each inside the #if its rule names "
              "(Scripts/check_platform_guards.py explains the rules)", file=sys.stderr)
        return 1
    print(f"platform guards: {len(swift_files(root))} Swift files, every Glibc-only, Linux-only and "
          "Swift 6.1+ use is guarded")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
