import Testing

/// The suites of this target, grouped under one name so that
/// `swift test --filter VerifySuites` runs them all (and DeepCutToolTests' as well,
/// whose suites keep the same group name).
@Suite
enum VerifySuites {}
