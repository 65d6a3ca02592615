/// The exit statuses of the tool (Docs/CommandLine.md "Exit status"; the values of BSD's sysexits.h).
package enum ExitStatus: Int32, Hashable, Sendable {
    /// Every expectation held.
    case success = 0
    /// An expectation failed or the replay diverged.
    case failure = 1
    /// Bad usage.
    case usage = 64
    /// The trace is not valid.
    case invalidTrace = 65
    /// The input cannot be read.
    case unreadable = 66
    /// A process of the tool's own that `faults --jobs` started could not be
    /// started, or ended without its result (a signal, a status of its own, a
    /// result it could not write): 70, sysexits' EX_SOFTWARE, since the campaign
    /// could not be run, which says nothing of the invariants (Docs/FaultCampaigns.md "Shards and jobs").
    case workerFailed = 70
    /// An output file cannot be created or written.
    case cannotCreate = 73
    /// Interrupted by SIGINT, after writing what was found (`shrink`): 128 + 2, as a shell reports it.
    case interrupted = 130
}
