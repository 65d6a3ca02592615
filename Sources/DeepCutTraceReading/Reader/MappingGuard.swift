#if canImport(Glibc)
import Glibc
import Synchronization
#endif

/// Keeps a read of a mapped trace file from dying of SIGBUS when another
/// program cuts the file short meanwhile (a trace still being copied off a
/// phone, or rewritten by a recording app).
///
/// Touching a page of a mapping that lies past the file's new end raises
/// SIGBUS. While a mapping is guarded, a handler for SIGBUS puts zero-filled
/// pages where the file's pages were, from the faulting page to the
/// mapping's end, and notes the fault: the read goes on over zeros (which it
/// refuses as JSON soon enough) and the reader then reports that the file
/// changed. A SIGBUS outside every guarded mapping is handed back to the
/// handler that was there before (the Swift runtime's backtracer, or the
/// default action).
///
/// Up to `capacity` mappings are guarded at once (on Linux; elsewhere none),
/// each in a slot of three atomics, so that the handler, which may not lock,
/// can read them.
enum MappingGuard {
    /// How many mappings can be guarded at once; later ones are read unguarded.
    static let capacity = 64

    #if canImport(Glibc)
    /// Registers a mapping and returns its slot, or nil when every slot is taken.
    static func register(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        _ = installation
        for slot in 0..<capacity {
            // A slot's start is 0 when free and 1 while claimed but not yet valid.
            guard slots[3 * slot].compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
            else { continue }
            slots[3 * slot + 2].store(0, ordering: .releasing)
            slots[3 * slot + 1].store(UInt(bitPattern: base) + UInt(bytes.count), ordering: .releasing)
            slots[3 * slot].store(UInt(bitPattern: base), ordering: .releasing)
            return slot
        }
        return nil
    }

    /// Whether a page of the mapping in `slot` was replaced after a SIGBUS.
    static func hasFaulted(_ slot: Int) -> Bool {
        slots[3 * slot + 2].load(ordering: .acquiring) != 0
    }

    /// Frees `slot`; call before unmapping.
    static func unregister(_ slot: Int) {
        slots[3 * slot].store(1, ordering: .releasing)
        slots[3 * slot + 1].store(0, ordering: .releasing)
        slots[3 * slot].store(0, ordering: .releasing)
    }

    /// Installs the handler, once.
    private static let installation: Void = {
        // The handler must find these initialised.
        _ = slots
        _ = pageMask
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = busErrorHandler
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, &previousBusAction)
    }()
    #else
    static func register(_ bytes: UnsafeRawBufferPointer) -> Int? { nil }
    static func hasFaulted(_ slot: Int) -> Bool { false }
    static func unregister(_ slot: Int) {}
    #endif
}

#if canImport(Glibc)
/// Per slot: the mapping's start (0 free, 1 claimed), its end, and whether it faulted.
nonisolated(unsafe) private let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: 3 * MappingGuard.capacity)
    for index in 0..<(3 * MappingGuard.capacity) { (slots + index).initialize(to: Atomic(0)) }
    return slots
}()

/// The SIGBUS action before the guard's, restored for a fault outside every guarded mapping.
nonisolated(unsafe) private var previousBusAction = sigaction()

/// The page size, read before the handler can run.
private let pageMask = ~UInt(getpagesize() - 1)

/// Replaces the file's pages from the faulting one to the end of its mapping
/// with zero-filled memory and marks the slot; for a fault elsewhere, restores
/// the previous action, so that returning repeats the fault under it.
/// Async-signal-safe: atomics, `mmap` and `sigaction` only.
private let busErrorHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    _, info, _ in
    guard let info else { return }
    let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
    for slot in 0..<MappingGuard.capacity {
        let start = slots[3 * slot].load(ordering: .acquiring)
        let end = slots[3 * slot + 1].load(ordering: .acquiring)
        guard start > 1, address >= start, address < end else { continue }
        let page = address & pageMask
        let replaced = mmap(UnsafeMutableRawPointer(bitPattern: page), Int(end - page), PROT_READ,
                            MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
        if replaced != MAP_FAILED {
            slots[3 * slot + 2].store(1, ordering: .releasing)
            return
        }
    }
    sigaction(SIGBUS, &previousBusAction, nil)
}
#endif
