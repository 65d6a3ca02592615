import DeepCutProcess

/// The C library's allocator, told that this program allocates from one thread at a time.
enum MallocArenas {
    /// Makes every thread allocate from glibc's main arena (`mallopt(M_ARENA_MAX, 1)`);
    /// does nothing on other C libraries.
    ///
    /// The tool does all its work on the main actor, but after the first
    /// suspension libdispatch drains the main queue from a worker thread, and
    /// glibc gives each new allocating thread an arena of its own. The trace
    /// is then read into one arena and the engine built in another, and the
    /// memory the replay lets go of (each recorded answer, once the engine has
    /// it) cannot be reused for what the engine keeps, which raises a large
    /// replay's peak. With no two threads allocating at once, one arena costs
    /// nothing in contention.
    static func useOne() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mArenaMax: Int32 = -8
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mArenaMax, 1)
        #endif
    }
}
