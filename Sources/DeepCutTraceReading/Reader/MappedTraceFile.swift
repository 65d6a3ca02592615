#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A trace file mapped read-only into memory, so that reading it never holds
/// a copy of the whole file next to the trace being built.
///
/// The reader walks the bytes once, front to back; `releasePages(before:)`
/// hands the pages it has passed back to the system (`MADV_DONTNEED`), so
/// that at most a few megabytes of the file are resident at a time. The
/// mapping is private and never written, so a released page that is read
/// again (an error message counts lines from the start of the file, a path
/// names a key read long before) is simply read from the file once more.
///
/// Another program may change the file while it is read: `hasChanged` says
/// so afterwards (its size or modification time moved, or `MappingGuard`
/// caught a SIGBUS from a page past a new, shorter end).
final class MappedTraceFile {
    /// The file's bytes, valid while this object lives.
    let bytes: UnsafeRawBufferPointer
    private let pageSize: Int
    /// The offset below which every page has been released.
    private var releasedEnd = 0

    /// How far the reader moves on between two releases.
    static let releaseStride = 2 << 20

    /// The open file, kept until the mapping goes.
    private let descriptor: Int32
    /// The file's size and modification time when it was mapped.
    private let mappedStatus: stat
    /// The mapping's `MappingGuard` slot, if it is guarded.
    private let guardSlot: Int?

    /// Maps the regular, non-empty file open at `descriptor`, whose status
    /// is `status`, and takes the descriptor over; returns nil when the file
    /// cannot be mapped (the caller then still owns the descriptor).
    init?(descriptor: Int32, status: stat) {
        guard let size = Int(exactly: status.st_size), size > 0 else { return nil }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        #if canImport(Glibc)
        _ = madvise(address, size, MADV_SEQUENTIAL)
        #endif
        self.descriptor = descriptor
        mappedStatus = status
        bytes = UnsafeRawBufferPointer(start: address, count: size)
        pageSize = Int(getpagesize())
        guardSlot = MappingGuard.register(bytes)
    }

    /// Whether the file changed since it was mapped: its size or modification
    /// time differ, or a page past a new end was touched.
    var hasChanged: Bool {
        if let guardSlot, MappingGuard.hasFaulted(guardSlot) { return true }
        var now = stat()
        guard fstat(descriptor, &now) == 0 else { return true }
        return now.st_size != mappedStatus.st_size || !Self.sameTime(now, mappedStatus)
    }

    private static func sameTime(_ left: stat, _ right: stat) -> Bool {
        #if canImport(Darwin)
        left.st_mtimespec.tv_sec == right.st_mtimespec.tv_sec && left.st_mtimespec.tv_nsec == right.st_mtimespec.tv_nsec
        #else
        left.st_mtim.tv_sec == right.st_mtim.tv_sec && left.st_mtim.tv_nsec == right.st_mtim.tv_nsec
        #endif
    }

    deinit {
        if let guardSlot { MappingGuard.unregister(guardSlot) }
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
        close(descriptor)
    }

    /// Releases the whole pages that lie before `offset` and were not
    /// released yet, once the reader has moved `releaseStride` bytes past the
    /// last release (cheap to call after every value).
    @inline(__always)
    func releasePages(before offset: Int) {
        guard offset - releasedEnd >= Self.releaseStride, let base = bytes.baseAddress else { return }
        let end = min(offset, bytes.count) / pageSize * pageSize
        _ = madvise(UnsafeMutableRawPointer(mutating: base + releasedEnd), end - releasedEnd, MADV_DONTNEED)
        releasedEnd = end
    }
}
