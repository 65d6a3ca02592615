// deepcut-replay: the command line is built on DeepCutVerify (see DESIGN.md "Command line").
import Foundation
FileHandle.standardError.write(Data("deepcut-replay: the command line is not built yet\n".utf8))
exit(64)
