import Foundation

/// Work spread over every core, for the analyses that take it as a parameter
/// (`TraceRedactor`'s `StringMap`): the result is the same whatever the number of cores.
package enum EveryCore {
    /// The most elements one thread is handed at a time.
    package static let partSize = 4_096

    /// `transform` of each element, in order, made in parts of `partSize` on as many threads as there are cores.
    package static func map(_ elements: [String], _ transform: @Sendable (String) -> String) -> [String] {
        let parts = (elements.count + partSize - 1) / partSize
        guard parts > 1 else { return elements.map(transform) }
        let results = Lock([[String]](repeating: [], count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let made = elements[(part * partSize)..<min(elements.count, (part + 1) * partSize)].map(transform)
            results.withLock { $0[part] = made }
        }
        return results.withLock { $0 }.flatMap { $0 }
    }
}
