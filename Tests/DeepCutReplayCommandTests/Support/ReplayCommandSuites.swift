import Testing

/// Every suite of this target, one test at a time: each test starts
/// `deepcut-replay` processes, some of them replaying libraries of thousands of
/// artists, and dozens at once on a small CI machine would only queue for the
/// processor and the memory.
@Suite(.serialized)
enum ReplayCommandSuites {}
