// The one platform header of the tool's machinery: the C library of the system the tool
// runs on, for every file of this module and for the modules that import it (the command
// line and the executables), so that no other file repeats which system it might be.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
