import DeepCutKit
import DiscoverTab
#if DEBUG
import DiscoverTabWorld
#endif

/// The app's composition root: the live MusicKit service, or in a Debug build
/// launched with `DEEPCUT_WORLD` a recorded world. Release builds compile none
/// of the world's code.
@MainActor
public enum DiscoverTabServices {
    /// The Discover tab's model over the service the launch asks for.
    /// - Parameter live: the app's MusicKit service, made only when no world is named.
    public static func model(live: () -> any MusicLibraryService) -> DiscoverTabModel {
        #if DEBUG
        if let world = try? WorldLaunch.service() {
            return DiscoverTabModel(service: world, clock: SystemClock(), actionObserver: world)
        }
        #endif
        return DiscoverTabModel(service: live(), clock: SystemClock())
    }
}
