import DeepCutProcess

/// The process's arguments as the system gave them, before Swift decodes
/// them as UTF-8 (which replaces what is not UTF-8 and so cannot say it was).
enum ProcessArguments {
    /// The arguments after the program name, each as its bytes.
    static func bytes() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
        }
    }
}
