/// What the system running the tests offers that not every system does, for
/// the `.enabled(if:)` of a test that needs it: such a test says on the
/// other systems that it did not run, and why (Docs/testing.md "Platforms").
///
/// The reasons are written once here, so that every test needing a feature
/// gives the same one.
package enum TestPlatform {
    /// Linux: `/proc/PID/maps` shows a process's mappings, `/dev/full`
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

    /// The reader keeps a SIGBUS from a mapped file cut short while it is read
    /// (`MappingGuard`, which is built with Glibc only): elsewhere the tests
    /// that cut a mapped file short would die of that signal.
    package static let guardsMappedFiles: Bool = {
        #if canImport(Glibc)
        true
        #else
        false
        #endif
    }()

    /// Why a test of `/dev/full` does not run here.
    package static let noDevFull = "needs /dev/full (Linux), which refuses every write with ENOSPC"  // platform-guard: text
    /// Why a test that watches `/proc/PID/maps` does not run here.
    package static let noProc = "needs /proc/PID/maps (Linux) to see when the tool has mapped the file"  // platform-guard: text
    /// Why a test that cuts a mapped file short does not run here.
    package static let noMappingGuard = "needs the reader's SIGBUS guard for mapped files, built with Glibc only"
}
