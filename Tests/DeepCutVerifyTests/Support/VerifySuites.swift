import Testing

/// Every suite of this target, one test at a time.
///
/// Replaying a trace runs the engine on the main actor. Run side by side, these
/// suites would keep the main actor's queue long for their whole duration and
/// starve any other suite that needs it (DeepCutEngineTests measures a refresh
/// against the wall clock); run one at a time they take about as long, since the
/// main actor ran their replays one at a time anyway.
@Suite(.serialized)
enum VerifySuites {}
