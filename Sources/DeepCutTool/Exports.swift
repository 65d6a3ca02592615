// The commands are read with DeepCutCommandLine's parser and speak its types
// (`ToolCommand.init(parsing:)` takes its `ParsedArguments` and throws its
// `UsageError`): `import DeepCutTool` brings them along.
@_exported import DeepCutCommandLine
