import DeepCutKit
import DeepCutTrace
/// The session: steps, their arguments, and the expectation keys each
/// action may hold.
extension JSONScanner {
    enum StepKey: String, ByteNamed {
        case action, albumID, playlistName, at, expect, observed
        static let nameTable = makeNameTable()
    }

    enum ActionName: String, ByteNamed {
        static let nameTable = makeNameTable()

        case refresh, openRelease, retryTracks, addToPlaylist, dismiss

        /// The argument keys the action takes.
        var arguments: [StepKey] {
            switch self {
            case .refresh: []
            case .openRelease, .retryTracks, .dismiss: [.albumID]
            case .addToPlaylist: [.albumID, .playlistName]
            }
        }
    }

    enum ExpectationKey: String, ByteNamed {
        case state, checked, failed, feedCount, feed, checkedArtistIDs, policy, tracks, trackIDs
        static let nameTable = makeNameTable()
    }

    mutating func readSession() throws(TraceReadError) -> [SessionStep] {
        try beginArray("an array of steps")
        var steps: [SessionStep] = []
        var isFirst = true
        while try nextElement(&isFirst) {
            path.append(.index(steps.count))
            steps.append(try readStep())
            path.removeLast()
        }
        return steps
    }

    mutating func readStep() throws(TraceReadError) -> SessionStep {
        let objectStart = try beginObject("a step object {\"action\", ...}")
        var seen: UInt32 = 0
        var actionName: ActionName?
        var arguments: [(name: StepKey, key: KeyToken, value: String)] = []
        var at: Double?
        var pending: [(name: StepKey, key: KeyToken, offset: Int)] = []
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, StepKey.self) {
                try markSeen(bit, &seen, key)
                switch field {
                case .action:
                    actionName = try readEnum(ActionName.self, "an action: "
                        + ActionName.allCases.map(\.rawValue).joined(separator: ", "))
                case .albumID, .playlistName:
                    arguments.append((field, key, try readString()))
                case .at:
                    at = try readDouble()
                case .expect, .observed:
                    pending.append((field, key, try skipValue()))
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        guard let actionName else {
            throw missingKey("action", objectStart: objectStart, note: ActionName.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var values: [StepKey: String] = [:]
        for argument in arguments {
            guard actionName.arguments.contains(argument.name) else {
                path.append(.key(argument.key))
                let takes = actionName.arguments.isEmpty
                    ? "it takes no arguments"
                    : "it takes " + actionName.arguments.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")
                throw misplacedKey(argument.key, "\(actionName.rawValue) takes no \"\(argument.name.rawValue)\": \(takes)")
            }
            values[argument.name] = argument.value
        }
        for needed in actionName.arguments where values[needed] == nil {
            let list = actionName.arguments.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")
            throw missingKey(needed.rawValue, objectStart: objectStart, note: "\(actionName.rawValue) takes \(list)")
        }
        let action: SessionStep.Action
        switch actionName {
        case .refresh: action = .refresh
        case .openRelease: action = .openRelease(albumID: values[.albumID]!)
        case .retryTracks: action = .retryTracks(albumID: values[.albumID]!)
        case .addToPlaylist: action = .addToPlaylist(albumID: values[.albumID]!, playlistName: values[.playlistName]!)
        case .dismiss: action = .dismiss(albumID: values[.albumID]!)
        }
        var step = SessionStep(action: action, at: at, unknownKeys: unknown.object)
        for item in pending {
            let isObserved = item.name == .observed
            let expectation = try readDeferred(at: item.offset, key: item.key) { (scanner: inout JSONScanner) throws(TraceReadError) in
                try scanner.readExpectation(for: action, observed: isObserved)
            }
            if isObserved { step.observed = expectation } else { step.expect = expectation }
        }
        return step
    }

    mutating func readExpectation(for action: SessionStep.Action, observed: Bool) throws(TraceReadError) -> SessionExpectation {
        let place = observed ? "observed" : "expect"
        let objectStart = try beginObject("an \(place) object")
        var seen: UInt32 = 0
        var expectation = SessionExpectation()
        let allowed = action.expectationKeys
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, ExpectationKey.self) {
                try markSeen(bit, &seen, key)
                let name = SessionExpectation.Key(rawValue: field.rawValue)!
                if name == .policy {
                    guard observed else {
                        throw misplacedKey(key, "\"policy\" belongs in \"observed\" only: it names the failure policy the device ran")
                    }
                } else if !allowed.contains(name) {
                    let list = allowed.map(\.rawValue).joined(separator: ", ")
                    throw misplacedKey(key, "\"\(name.rawValue)\" does not belong in \(place) for \(action.name): it takes \(list)"
                        + (observed ? ", policy" : ""))
                }
                switch name {
                case .state:
                    expectation.state = try readEnum(RefreshState.self, "a state: loaded, caughtUp, degraded or failed")
                case .checked: expectation.checked = try readInt(atLeast: 0)
                case .failed: expectation.failed = try readInt(atLeast: 0)
                case .feedCount: expectation.feedCount = try readInt(atLeast: 0)
                case .feed: expectation.feed = try readStringArray("an array of album ids (strings)")
                case .checkedArtistIDs: expectation.checkedArtistIDs = try readStringArray("an array of artist ids (strings)")
                case .policy: expectation.policy = try readEnum(FailurePolicy.self, "a policy: strict or legacy")
                case .tracks: expectation.tracks = try readEnum(SessionExpectation.TracksState.self, "a tracks state: loaded, empty or failed")
                case .trackIDs: expectation.trackIDs = try readStringArray("an array of track ids (strings)")
                }
            } else {
                // Unlike everywhere else, a key nobody checks is refused here: a typo
                // (`feedcount`) would otherwise leave an expectation silently unchecked.
                let keys = allowed.map(\.rawValue) + (observed ? ["policy"] : [])
                let name = self.text.string(key)
                throw .uncheckedKey(location(at: key.quoteOffset), path: renderPath(path.all[...]), key: name,
                                    suggestion: KeySuggestion.closest(to: name, among: keys), allowed: keys)
            }
            path.removeLast()
        }
        if observed, case .refresh = action, expectation.policy == nil {
            throw missingKey("policy", objectStart: objectStart,
                             note: "a refresh's observed names the failure policy the device ran: strict or legacy")
        }
        return expectation
    }
}
