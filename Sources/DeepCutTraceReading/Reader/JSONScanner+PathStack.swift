extension JSONScanner {
    /// The JSON path as a stack of components, outermost first. Its depth is
    /// bounded: the format's own nesting is a handful of levels, and unknown
    /// values may nest at most `maximumDepth` levels, so room made once for
    /// that many is never outgrown.
    struct PathStack {
        private var components: [PathComponent] = []

        init() {
            components.reserveCapacity(JSONScanner.maximumDepth + 64)
        }

        @inline(__always)
        mutating func append(_ component: PathComponent) {
            components.append(component)
        }

        @inline(__always)
        mutating func removeLast() {
            components.removeLast()
        }

        /// Pops components until `depth` remain.
        mutating func truncate(to depth: Int) {
            if components.count > depth { components.removeLast(components.count - depth) }
        }

        /// How many components there are.
        var count: Int { components.count }

        /// The components, outermost first.
        var all: [PathComponent] { components }

        /// The last component, if any.
        var last: PathComponent? { components.last }
    }
}
