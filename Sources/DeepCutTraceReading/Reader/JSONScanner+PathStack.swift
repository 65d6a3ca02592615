extension JSONScanner {
    /// The JSON path as a stack of components in memory the reader lends the
    /// scanner for one read: pushing and popping are a store and an
    /// increment, with no reference counting or copy-on-write checks.
    ///
    /// Its depth is bounded: the format's own nesting is a handful of levels,
    /// and unknown values may nest at most `maximumDepth` levels, so
    /// `capacity` is never reached.
    struct PathStack {
        /// Room for the deepest path the scanner can build.
        static let capacity = JSONScanner.maximumDepth + 64

        private let base: UnsafeMutablePointer<PathComponent>
        private(set) var count = 0

        init(base: UnsafeMutablePointer<PathComponent>) {
            self.base = base
        }

        @inline(__always)
        mutating func append(_ component: PathComponent) {
            precondition(count < Self.capacity, "the JSON path is deeper than the scanner allows")
            (base + count).initialize(to: component)
            count += 1
        }

        @inline(__always)
        mutating func removeLast() {
            count -= 1
        }

        /// Pops components until `depth` remain.
        mutating func truncate(to depth: Int) {
            count = min(count, depth)
        }

        /// The components, outermost first.
        var all: UnsafeBufferPointer<PathComponent> {
            UnsafeBufferPointer(start: base, count: count)
        }

        /// The last component, if any.
        var last: PathComponent? { count > 0 ? base[count - 1] : nil }
    }
}
