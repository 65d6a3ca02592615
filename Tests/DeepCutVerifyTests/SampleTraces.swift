import DeepCutTestSupport

/// The trace documents the verifier's suites share: those of every suite
/// (`SampleTraceDocuments`); DeepCutToolTests has its own, fuller
/// `SampleTraces` for the command suites.
enum SampleTraces: SampleTraceDocuments {}
