/// The `seq` of every call read so far, to refuse one met twice, with where
/// it was first met (for the message).
///
/// A recorder writes calls in the order they finish, which is nearly always
/// the order of their `seq`: while each `seq` is greater than the last, a
/// comparison shows it is new and the calls are kept in an array; from the
/// first that is not, every `seq` is kept in a dictionary. Reading is linear
/// either way.
struct SeqRegistry {
    /// Where a call is in the document: its index among the entries of `calls`, and its `seq`'s offset.
    typealias Place = (index: Int, offset: Int)

    private var increasing: [(seq: Int, place: Place)] = []
    private var all: [Int: Place]?

    /// Records a call's `seq`; returns where it was met first when it was met before.
    mutating func record(_ seq: Int, at place: Place) -> Place? {
        if all == nil {
            guard let last = increasing.last, seq <= last.seq else {
                increasing.append((seq, place))
                return nil
            }
            all = Dictionary(increasing.map { ($0.seq, $0.place) }, uniquingKeysWith: { first, _ in first })
            increasing = []
        }
        if let first = all![seq] { return first }
        all![seq] = place
        return nil
    }
}
