import DeepCutTraceReading
import Foundation

/// How the tool reads a file, a trace or a console log, in the executable and
/// in the tests alike: a regular file, FIFO, pipe or device (`/dev/stdin`)
/// read into memory within a size limit, with what only the system's own calls give.
///
/// Opening never blocks (`O_NONBLOCK`): a FIFO that no program has opened for
/// writing would otherwise hold `open` forever. Such a FIFO is waited for
/// `TraceReader.writerWait` seconds, then refused; once a writer has come, it
/// is read to its end as a pipe is. A regular file whose size or modification
/// time changed while it was read is refused as changed.
package enum TraceFileInput {
    /// The bytes of the file at `path`.
    /// - Parameters:
    ///   - name: the path as messages give it.
    ///   - maximumSize: the most bytes accepted.
    ///   - regularFilesOnly: refuse FIFOs and devices rather than read them.
    /// - Throws: `TraceReadError.unreadable`, `.tooLarge` or `.changedWhileReading`.
    @Sendable
    package static func bytes(
        path: String, name: String, maximumSize: Int, regularFilesOnly: Bool
    ) throws(TraceReadError) -> Data {
        let writerWait = TraceReader.writerWait
        let descriptor = path.withCString { Self.openNonBlocking($0) }
        guard descriptor >= 0 else { throw .unreadable(path: name, reason: Self.reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: name, reason: Self.reason(errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw .unreadable(path: name, reason: "it is a directory") }
        if kind == S_IFREG {
            let size = Int(info.st_size)
            guard size <= maximumSize else { throw .tooLarge(path: name, limit: maximumSize) }
            setBlocking(descriptor)
            let buffer = try readStream(descriptor, name: name, maximumSize: maximumSize, isFIFO: false,
                                        writerWait: writerWait, expectedSize: size)
            var now = stat()
            guard buffer.count == size, fstat(descriptor, &now) == 0, now.st_size == info.st_size, sameTime(now, info) else {
                throw .changedWhileReading(path: name)
            }
            return buffer.data()
        }
        if regularFilesOnly {
            throw .unreadable(path: name, reason: "it is \(Self.describe(kind)), not a regular file (name it on its own to read it)")
        }
        return try readStream(descriptor, name: name, maximumSize: maximumSize,
                              isFIFO: kind == S_IFIFO, writerWait: writerWait).data()
    }

    /// Whether the two statuses give the same modification time.
    private static func sameTime(_ left: stat, _ right: stat) -> Bool {
        #if canImport(Darwin)
        left.st_mtimespec.tv_sec == right.st_mtimespec.tv_sec && left.st_mtimespec.tv_nsec == right.st_mtimespec.tv_nsec
        #else
        left.st_mtim.tv_sec == right.st_mtim.tv_sec && left.st_mtim.tv_nsec == right.st_mtim.tv_nsec
        #endif
    }

    private static func openNonBlocking(_ path: UnsafePointer<CChar>) -> Int32 {
        var descriptor: Int32
        repeat {
            descriptor = openFile(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        } while descriptor < 0 && errno == EINTR
        return descriptor
    }

    /// Reads a FIFO, pipe or device to its end, refusing it once it holds
    /// more than `maximumSize` bytes. A FIFO that no program has opened for
    /// writing is waited for `writerWait` seconds; once a writer has come (or
    /// the input is not a FIFO) reads wait for data as on any pipe.
    /// `expectedSize`: a regular file's size, read in one call when it can be.
    private static func readStream(
        _ descriptor: Int32, name: String, maximumSize: Int, isFIFO: Bool, writerWait: Int, expectedSize: Int = 0
    ) throws(TraceReadError) -> ReadBuffer {
        var waitingForWriter = isFIFO
        if !waitingForWriter { setBlocking(descriptor) }
        let bytes = ReadBuffer()
        var waited = 0
        while true {
            // A regular file's size and one byte more (its end, or a sign that it grew), then a megabyte at a time.
            let wanted = expectedSize > 0 && bytes.count <= expectedSize ? expectedSize + 1 - bytes.count : 1 << 20
            let room = min(wanted, maximumSize - bytes.count)
            var count: Int
            if room == 0 {
                // At the limit: one byte more is too many.
                var byte: UInt8 = 0
                repeat { count = read(descriptor, &byte, 1) } while count < 0 && errno == EINTR
                if count > 0 { throw .tooLarge(path: name, limit: maximumSize) }
            } else {
                guard let free = bytes.reserve(room) else {
                    throw .unreadable(path: name, reason: "there is not enough memory to hold it")
                }
                repeat { count = read(descriptor, free, room) } while count < 0 && errno == EINTR
                if count > 0 { bytes.count += count }
            }
            if count > 0 {
                if waitingForWriter {
                    waitingForWriter = false
                    setBlocking(descriptor)
                }
                continue
            }
            if count < 0 {
                guard waitingForWriter, errno == EAGAIN || errno == EWOULDBLOCK else {
                    throw .unreadable(path: name, reason: Self.reason(errno))
                }
                // A writer holds the FIFO open and has written nothing yet: wait for it as on any pipe.
                waitingForWriter = false
                setBlocking(descriptor)
                continue
            }
            guard waitingForWriter else { return bytes }
            // The end of a FIFO nobody writes to: wait for a writer to come, or
            // for one that came and left without writing (a hang-up: empty input).
            var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&probe, 1, 100)
            if ready > 0 {
                if probe.revents & Int16(POLLIN) == 0 { return bytes }
                continue
            }
            if ready < 0 && errno != EINTR { throw .unreadable(path: name, reason: Self.reason(errno)) }
            waited += 100
            if waited >= writerWait * 1000 {
                throw .unreadable(path: name, reason: "no program opened the FIFO to write to it within \(writerWait) s")
            }
        }
    }

    /// Makes reads on `descriptor` wait for data.
    private static func setBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }

    /// `a FIFO`, `a character device`, … for a file type.
    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a file"
        }
    }

    /// The system's reason for `code`, in the lower case of the tool's messages.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case EISDIR: return "it is a directory"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}

/// `open(2)`, out of reach of `TraceInput.open`'s name.
private func openFile(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// Bytes read from a file, in memory of their own that grows as they come
/// (without the zero-filling and copies of growing an array).
final class ReadBuffer {
    /// The memory, nil until the first byte.
    private var base: UnsafeMutableRawPointer?
    /// The bytes read so far.
    var count = 0
    private var capacity = 0

    /// Makes room for `extra` more bytes and returns where they go, or nil
    /// when the memory cannot be had.
    func reserve(_ extra: Int) -> UnsafeMutableRawPointer? {
        if count + extra > capacity {
            let grown = max(count + extra, capacity * 2)
            guard let moved = realloc(base, grown) else { return nil }
            base = moved
            capacity = grown
        }
        return base! + count
    }

    /// The bytes as `Data`, which takes the memory over (no copy).
    func data() -> Data {
        guard let base, count > 0 else { return Data() }
        self.base = nil
        return Data(bytesNoCopy: base, count: count, deallocator: .free)
    }

    deinit { free(base) }
}
