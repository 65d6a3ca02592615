import Testing

/// Every suite of this target, one test at a time: each test starts `deepcut-replay`
/// processes, and dozens of them at once on a small machine would starve the other
/// suites of the processor (DeepCutEngineTests measures a refresh against the wall clock).
@Suite(.serialized)
enum ReplayCommandSuites {}
