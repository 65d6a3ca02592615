import Testing

/// The suites of this target, grouped under one name so that
/// `swift test --filter VerifySuites` runs them all.
@Suite
enum VerifySuites {}
