import DeepCutKit
import DeepCutWorld
import DiscoverTab
import Foundation

/// The world a Debug build of the app runs against, when its launch names one:
/// `DEEPCUT_WORLD=sample-world` (a world in this module's `Worlds/`) or a path,
/// in the environment or as the launch argument `-DeepCutWorld NAME`.
/// `DEEPCUT_WORLD_UNRECORDED` says what a call no recording made gets (`empty`,
/// `notFound`, `filler`), and `DEEPCUT_WORLD_FAIL` fails methods on demand:
/// `fetchCatalogReleases=404,fetchTracks=network`.
public enum WorldLaunch {
    /// A launch setting that could not be used, in words.
    public struct Problem: Error, CustomStringConvertible {
        /// What was wrong.
        public var description: String
    }

    /// Names the world: a name in `Worlds/`, or a path.
    public static let worldVariable = "DEEPCUT_WORLD"
    /// What a call no recording made gets.
    public static let unrecordedVariable = "DEEPCUT_WORLD_UNRECORDED"
    /// Methods that fail, with the HTTP status or `network`.
    public static let failVariable = "DEEPCUT_WORLD_FAIL"
    /// The launch argument naming the world, as Xcode's scheme passes arguments.
    public static let worldArgument = "-DeepCutWorld"

    /// The service over the world the launch names, told each action so that its log
    /// holds the session; nil when the launch names no world.
    /// - Throws: `Problem` or `WorldFileError` when the world or a setting cannot be used.
    @MainActor
    public static func service(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        arguments: [String] = ProcessInfo.processInfo.arguments, clock: any EngineClock = SystemClock()
    ) throws -> WorldMusicService? {
        guard let name = worldName(environment: environment, arguments: arguments) else { return nil }
        var options = WorldServiceOptions()
        if let unrecorded = environment[unrecordedVariable] {
            guard let answer = UnrecordedAnswer(rawValue: unrecorded) else {
                throw Problem(description: "\(unrecordedVariable)=\(unrecorded): give empty, notFound or filler")
            }
            options.unrecorded = answer
        }
        let service = WorldMusicService(world: try world(named: name), options: options, clock: clock)
        for failure in (environment[failVariable] ?? "").split(separator: ",") {
            let parts = failure.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let method = MusicLibraryMethod(rawValue: parts[0]) else {
                throw Problem(description: "\(failVariable): '\(failure)' is not METHOD=STATUS or METHOD=network")
            }
            if parts[1] == "network" {
                service.fail(method, with: .network(detail: "The network connection was lost."))
            } else if let status = Int(parts[1]), (400...599).contains(status) {
                service.fail(method, with: .http(status: status, code: String(status * 100)))
            } else {
                throw Problem(description: "\(failVariable): '\(parts[1])' is not an HTTP status from 400 to 599 or network")
            }
        }
        return service
    }

    /// The world's name or path from the environment, else from the launch arguments.
    static func worldName(environment: [String: String], arguments: [String]) -> String? {
        if let name = environment[worldVariable], !name.isEmpty { return name }
        guard let index = arguments.firstIndex(of: worldArgument), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// The world in `Worlds/` with this name, or at this path (a name with a `/`).
    /// - Throws: `Problem` for a name the bundle does not hold; `WorldFileError` for a file that is not a world.
    public static func world(named name: String) throws -> MusicWorld {
        if name.contains("/") { return try WorldFile.read(contentsOf: URL(fileURLWithPath: name)) }
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Worlds") else {
            throw Problem(description: "\(worldVariable)=\(name): no Worlds/\(name).json in the app's bundle")
        }
        return try WorldFile.read(contentsOf: url)
    }
}

extension DiscoverTabModel {
    /// A model over a bundled world, for SwiftUI previews: `DiscoverTabView(model: .preview())`.
    /// A world that cannot be read gives an empty one, so that a preview never crashes.
    /// - Parameters:
    ///   - name: the world in `Worlds/`.
    ///   - unrecorded: what a call no recording made gets; the mock's filler by default, so that
    ///     a release no recording opened still shows tracks.
    @MainActor
    public static func preview(world name: String = "sample-world", unrecorded: UnrecordedAnswer = .filler) -> DiscoverTabModel {
        let world = (try? WorldLaunch.world(named: name)) ?? MusicWorld()
        let clock = SystemClock()
        let service = WorldMusicService(world: world, options: WorldServiceOptions(unrecorded: unrecorded), clock: clock)
        return DiscoverTabModel(service: service, clock: clock, actionObserver: service)
    }
}
