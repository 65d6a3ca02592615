/// What the system running the tests offers that not every system does, for
/// the `.enabled(if:)` of a test that needs it: such a test says on the
/// other systems that it did not run, and why (Guides/Testing.md "Platforms").
///
/// The reasons are written once here, so that every test needing a feature
/// gives the same one.
package enum TestPlatform {
    /// Linux: `/proc/PID/fd` shows the files a process has open, `/dev/full`
    /// refuses every write, and `ulimit -v` bounds a process's address space.
    /// macOS has no `/proc` and no `/dev/full`, and its setrlimit(2) does not
    /// list `RLIMIT_AS` among the limits it enforces.
    package static let isLinux: Bool = {
        #if os(Linux)
        true
        #else
        false
        #endif
    }()

    /// Why a test of `/dev/full` does not run here.
    package static let noDevFull = "needs /dev/full (Linux), which refuses every write with ENOSPC"  // platform-guard: text
    /// Why a test that watches `/proc/PID/fd` does not run here.
    package static let noProc = "needs /proc/PID/fd (Linux) to see when the tool has opened the file"  // platform-guard: text
}
