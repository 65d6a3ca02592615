// The commands are declared with DeepCutCommandLine's `@Option` and `@Operands`
// and throw its `UsageError`: `import DeepCutTool` brings them along.
@_exported import DeepCutCommandLine
