import DeepCutKit
import DeepCutTrace

extension WorldFile {
    /// The document's shape, as `Codable` values: what `bytes(for:)` writes a
    /// line at a time and `read(data:)` decodes, then checks against the
    /// method table (`MusicLibraryMethod.schema`).
    struct Document: Decodable {
        var sources: [Source]
        var calls: [Call]
        /// Optional: absent means none (new keys of version 1 are read with a default).
        var writeErrors: [Call]?
        var conflicts: [Conflict]?
        var playlistContents: [String: [LibraryTrack]]?
        var addedToLibrary: [LibraryTrack]?

        /// The world the document describes.
        /// - Throws: `WorldFileError.invalid` for a value the method table refuses, with its path.
        func world() throws(WorldFileError) -> MusicWorld {
            var world = MusicWorld()
            for (index, source) in sources.enumerated() {
                guard let origin = TraceCapture.Origin(rawValue: source.origin) else {
                    throw .invalid(path: [.key("sources"), .index(index), .key("origin")],
                                   reason: "\"\(source.origin)\" is not an origin (device, reconstructed, synthetic)")
                }
                world.sources.append(WorldSource(name: source.name, title: source.title, origin: origin, calls: source.calls))
            }
            func answers(_ calls: [Call], key: String, writes: Bool) throws(WorldFileError) -> [TraceRequest: [WorldAnswer]] {
                var found: [TraceRequest: [WorldAnswer]] = [:]
                for (index, call) in calls.enumerated() {
                    let path: [WorldFileError.PathStep] = [.key(key), .index(index)]
                    let request = try call.request(at: path)
                    guard request.method.isWrite == writes else {
                        throw .invalid(path: path + [.key("method")], reason: writes
                            ? "\(request.method.rawValue) is not a write; reads go in calls"
                            : "\(request.method.rawValue) is a write; its recorded errors go in writeErrors")
                    }
                    guard found[request] == nil else {
                        throw .invalid(path: path, reason: "\(request) is listed twice; give each request once, its answers in order")
                    }
                    found[request] = try call.answers(at: path, method: request.method, sources: world.sources.count)
                }
                return found
            }
            world.answers = try answers(calls, key: "calls", writes: false)
            world.writeErrors = try answers(writeErrors ?? [], key: "writeErrors", writes: true)
            for (index, conflict) in (conflicts ?? []).enumerated() {
                let path: [WorldFileError.PathStep] = [.key("conflicts"), .index(index)]
                let request = try conflict.call.request(at: path)
                guard (0..<world.sources.count).contains(conflict.kept) else {
                    throw .invalid(path: path + [.key("kept")],
                                   reason: "\(conflict.kept) is not a source (the world has \(world.sources.count))")
                }
                let replaced = try conflict.call.answers(at: path, method: request.method, sources: world.sources.count, key: "replaced")
                world.conflicts.append(WorldConflict(request: request, kept: conflict.kept, replaced: replaced))
            }
            world.playlistContents = playlistContents ?? [:]
            world.addedToLibrary = addedToLibrary ?? []
            return world
        }

        /// A source as written.
        struct Source: Codable {
            var name: String
            var title: String
            var origin: String
            var calls: Int

            init(_ source: WorldSource) {
                (name, title, origin, calls) = (source.name, source.title, source.origin.rawValue, source.calls)
            }
        }

        /// A request and its answers, in the order they were given.
        struct Call: Codable {
            var method: String
            var args: Arguments
            var answers: [Answer]

            init(request: TraceRequest, answers: [WorldAnswer]) {
                method = request.method.rawValue
                args = Arguments(request)
                self.answers = answers.map(Answer.init)
            }

            /// The request, checked against the method table.
            func request(at path: [WorldFileError.PathStep]) throws(WorldFileError) -> TraceRequest {
                guard let method = MusicLibraryMethod(rawValue: method) else {
                    throw .invalid(path: path + [.key("method")], reason: "\"\(self.method)\" is not a method ("
                        + MusicLibraryMethod.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                let given = args.values
                let taken = Set(method.schema.arguments)
                if let stray = given.keys.first(where: { !taken.contains($0) }) {
                    throw .invalid(path: path + [.key("args"), .key(stray.rawValue)],
                                   reason: "\(method.rawValue) takes \(method.schema.argumentsShape)")
                }
                guard let request = TraceRequest(method: method, argument: { given[$0] }) else {
                    throw .invalid(path: path + [.key("args")], reason: "\(method.rawValue) takes \(method.schema.argumentsShape)")
                }
                return request
            }

            /// The answers, each checked to fit the method.
            func answers(
                at path: [WorldFileError.PathStep], method: MusicLibraryMethod, sources: Int, key: String = "answers"
            ) throws(WorldFileError) -> [WorldAnswer] {
                var found: [WorldAnswer] = []
                for (index, answer) in answers.enumerated() {
                    found.append(try answer.answer(at: path + [.key(key), .index(index)], method: method, sources: sources))
                }
                return found
            }

            private enum CodingKeys: String, CodingKey { case method, args, answers, replaced }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                method = try container.decode(String.self, forKey: .method)
                args = try container.decode(Arguments.self, forKey: .args)
                answers = try container.decodeIfPresent([Answer].self, forKey: .answers)
                    ?? container.decodeIfPresent([Answer].self, forKey: .replaced) ?? []
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(method, forKey: .method)
                try container.encode(args, forKey: .args)
                try container.encode(answers, forKey: .answers)
            }
        }

        /// What a later source replaced.
        struct Conflict: Codable {
            var call: Call
            var kept: Int

            init(_ conflict: WorldConflict) {
                call = Call(request: conflict.request, answers: conflict.replaced)
                kept = conflict.kept
            }

            private enum CodingKeys: String, CodingKey { case method, args, replaced, kept }

            init(from decoder: any Decoder) throws {
                call = try Call(from: decoder)
                kept = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .kept)
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(call.method, forKey: .method)
                try container.encode(call.args, forKey: .args)
                try container.encode(call.answers, forKey: .replaced)
                try container.encode(kept, forKey: .kept)
            }
        }

        /// A request's `args`, as a trace writes them.
        struct Arguments: Codable {
            var values: [MusicLibraryMethod.Argument: TraceArgumentValue] = [:]

            init(_ request: TraceRequest) {
                for (key, value) in request.arguments { values[key] = value }
            }

            private struct Key: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                for key in container.allKeys {
                    guard let argument = MusicLibraryMethod.Argument(rawValue: key.stringValue) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: key, in: container, debugDescription: "\"\(key.stringValue)\" is not an argument of any method ("
                                + MusicLibraryMethod.Argument.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                    }
                    values[argument] = argument.shape == "string"
                        ? .string(try container.decode(String.self, forKey: key))
                        : .strings(try container.decode([String].self, forKey: key))
                }
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                for (key, value) in values {
                    switch value {
                    case .string(let text): try container.encode(text, forKey: Key(stringValue: key.rawValue))
                    case .strings(let texts): try container.encode(texts, forKey: Key(stringValue: key.rawValue))
                    }
                }
            }
        }
    }
}
