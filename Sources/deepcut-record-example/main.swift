import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Foundation

// deepcut-record-example OUT.json: records a Discover session against the mock
// service through the engine, exactly as the app does behind its launch flag
// (DiscoverSession.swift, which Guides/Recording.md quotes), diagnostics on, and finishes
// the trace. `deepcut-replay OUT.json` replays it to PASS, checking every step's
// observed and every artist's diagnostics.

let output = RecordingArguments.parseOrExit().output

/// A virtual clock, so that the recording is the same on every run; the app uses `SystemClock()`.
let clock = VirtualClock(start: Date(timeIntervalSince1970: 1_778_577_243))  // 2026-05-12T09:14:03Z
let mock = MockMusicLibraryService()
let session: DiscoverSession
do {
    session = try DiscoverSession(
        live: mock, configuration: DiscoverConfiguration(batchSize: 8), clock: clock,
        recordingTo: URL(fileURLWithPath: output), diagnostics: true,
        notes: "Recorded by deepcut-record-example against MockMusicLibraryService (SampleLibrary.standard) "
            + "on a virtual clock; each step's observed is what the engine showed, each diagnostic what it counted.")
} catch {
    FileHandle.standardError.write(Data("deepcut-record-example: \(error)\n".utf8))
    exit(73)
}

// What the user does.
let feed = session.feed
await feed.refresh()
clock.advance(by: 20)
// A release with a tracklist: its first load fails (offline), the retry loads it.
guard let release = feed.feed.first(where: { mock.library.tracks[$0.id] != nil }) else {
    FileHandle.standardError.write(Data("deepcut-record-example: the sample library has no release with tracks\n".utf8))
    exit(1)
}
mock.failNext(.fetchTracks, argument: release.id, with: .network(detail: "The Internet connection appears to be offline."))
await feed.openRelease(albumID: release.id)
clock.advance(by: 5)
await feed.retryTracks(albumID: release.id)
clock.advance(by: 10)
try? await feed.addToPlaylist(albumID: release.id, playlistName: "Deep Cuts")
clock.advance(by: 10)
if let unwanted = feed.feed.first { feed.dismiss(albumID: unwanted.id) }
clock.advance(by: 60)
await feed.refresh()

do {
    try session.finish()
} catch {
    FileHandle.standardError.write(Data("deepcut-record-example: \(error)\n".utf8))
    exit(73)
}
let recorder = session.recorder!
print("recorded \(recorder.recordedCallCount) calls, \(recorder.recordedStepCount) steps and "
    + "\(recorder.recordedDiagnosticCount) diagnostics to \(output)")
