#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a trace file as the reader gets them, within a size limit:
/// a regular file mapped, anything else (a FIFO, a pipe, a device such as
/// `/dev/stdin`) read into memory.
///
/// Opening never blocks (`O_NONBLOCK`): a FIFO that no program has opened for
/// writing would otherwise hold `open` forever. Such a FIFO is waited for
/// `writerWait` seconds, then refused; once a writer has come, it is read to
/// its end as a pipe is.
enum TraceInput {
    /// A regular file of at least one byte, mapped.
    case mapped(MappedTraceFile)
    /// The bytes of an empty file, a pipe or a device.
    case inMemory(ReadBuffer)

    /// Opens `path` and gets its bytes.
    /// - Parameters:
    ///   - name: the path as messages give it.
    ///   - maximumSize: the most bytes accepted.
    ///   - regularFilesOnly: refuse FIFOs and devices rather than read them.
    ///   - writerWait: seconds to wait for a program to open a FIFO for writing.
    /// - Throws: `TraceReadError.unreadable` or `.tooLarge`.
    static func open(
        path: String, name: String, maximumSize: Int, regularFilesOnly: Bool, writerWait: Int
    ) throws(TraceReadError) -> TraceInput {
        let descriptor = path.withCString { Self.openNonBlocking($0) }
        guard descriptor >= 0 else { throw .unreadable(path: name, reason: Self.reason(errno)) }
        var ownsDescriptor = true
        defer { if ownsDescriptor { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: name, reason: Self.reason(errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw .unreadable(path: name, reason: "it is a directory") }
        if kind == S_IFREG {
            let size = Int(info.st_size)
            guard size <= maximumSize else { throw .tooLarge(path: name, limit: maximumSize) }
            guard size > 0 else { return .inMemory(ReadBuffer()) }
            guard let file = MappedTraceFile(descriptor: descriptor, status: info) else {
                throw .unreadable(path: name, reason: "it could not be mapped into memory: " + Self.reason(errno))
            }
            ownsDescriptor = false
            return .mapped(file)
        }
        if regularFilesOnly {
            throw .unreadable(path: name, reason: "it is \(Self.describe(kind)), not a regular file (name it on its own to read it)")
        }
        return .inMemory(try readStream(descriptor, name: name, maximumSize: maximumSize,
                                     isFIFO: kind == S_IFIFO, writerWait: writerWait))
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
    private static func readStream(
        _ descriptor: Int32, name: String, maximumSize: Int, isFIFO: Bool, writerWait: Int
    ) throws(TraceReadError) -> ReadBuffer {
        var waitingForWriter = isFIFO
        if !waitingForWriter { setBlocking(descriptor) }
        let bytes = ReadBuffer()
        var waited = 0
        while true {
            let room = min(1 << 20, maximumSize - bytes.count)
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

/// Bytes read from a FIFO, pipe or device, in memory of their own that grows
/// as they come (without the zero-filling and copies of growing an array).
final class ReadBuffer {
    /// The memory, nil until the first byte.
    private(set) var base: UnsafeMutableRawPointer?
    /// The bytes read so far.
    var count = 0
    private var capacity = 0

    /// The bytes, valid while this object lives and does not grow.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

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

    deinit { free(base) }
}
