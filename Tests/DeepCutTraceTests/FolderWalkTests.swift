import DeepCutTestSupport
import DeepCutTraceReading
import Foundation
import Testing

/// The one folder walk of the tool and the test library (Docs/OutputFiles.md "Folders given as input").
@Suite struct FolderWalkTests {
    private let manager = FileManager.default

    @Test func aFolderNamedThroughALinkIsReadThroughIt() async throws {
        try await withTemporaryFolder { folder in
            try folder.write("{}", to: "real/a.json")
            try folder.write("{}", to: "real/inner/b.json")
            try manager.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "real")
            let walk = FolderWalk(folder: folder.path + "/link", fileExtension: "json")
            #expect(walk.files == ["a.json", "inner/b.json"])
            #expect(walk.cycles.isEmpty && walk.unreadable.isEmpty)
        }
    }

    @Test func linksInsideTheFolderAreFollowedAndEachRealFolderIsListedOnce() async throws {
        try await withTemporaryFolder { folder in
            try folder.write("{}", to: "outside/shared.json")
            try folder.write("{}", to: "corpus/own.json")
            try manager.createSymbolicLink(atPath: folder.path + "/corpus/one", withDestinationPath: "../outside")
            try manager.createSymbolicLink(atPath: folder.path + "/corpus/two", withDestinationPath: "../outside")
            try manager.createSymbolicLink(
                atPath: folder.path + "/corpus/alias.json", withDestinationPath: "own.json")
            let walk = FolderWalk(folder: folder.path + "/corpus", fileExtension: "json")
            // The linked folder is listed by the first of its two links in walk order, and only once.
            #expect(walk.files.count == 3)
            #expect(walk.files.contains("own.json") && walk.files.contains("alias.json"))
            #expect(walk.files.filter { $0.hasSuffix("/shared.json") }.count == 1)
            #expect(walk.cycles.isEmpty)
        }
    }

    @Test(arguments: [
        // A link to the folder itself, to its parent inside the walk, and a loop through two folders.
        ("self", "."), ("up", ".."), ("deep/back", "../.."),
    ])
    func aLinkCycleIsReportedOnceAndNotFollowed(link: String, destination: String) async throws {
        try await withTemporaryFolder { folder in
            try folder.write("{}", to: "corpus/deep/t.json")
            let linkPath = folder.path + "/corpus/deep/" + link
            try manager.createDirectory(
                atPath: (linkPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: linkPath, withDestinationPath: destination)
            let walk = FolderWalk(folder: folder.path + "/corpus", fileExtension: "json")
            #expect(walk.files == ["deep/t.json"])
            #expect(walk.cycles == ["deep/" + link])
        }
    }

    @Test func hiddenEntriesOtherExtensionsAndLinksToNothingAreTold() async throws {
        try await withTemporaryFolder { folder in
            try folder.write("{}", to: "corpus/.build/hidden.json")
            try folder.write("{}", to: "corpus/.hidden.json")
            try folder.write("x", to: "corpus/notes.txt")
            try folder.write("{}", to: "corpus/z.json")
            try manager.createSymbolicLink(atPath: folder.path + "/corpus/gone.json", withDestinationPath: "missing.json")
            try manager.createSymbolicLink(atPath: folder.path + "/corpus/gone-folder", withDestinationPath: "missing")
            let walk = FolderWalk(folder: folder.path + "/corpus/", fileExtension: "json")
            // A link to nothing ending in .json is listed, so that reading it says what is wrong.
            #expect(walk.files == ["gone.json", "z.json"])
        }
    }

    @Test func aFolderThatIsMissingIsUnreadableAsAWhole() {
        let walk = FolderWalk(folder: "/nonexistent-\(UUID().uuidString)", fileExtension: "json")
        #expect(walk.files.isEmpty)
        #expect(walk.unreadable.map(\.path) == [""])
    }

    @Test func filesAreSortedByTheirBytesWhateverTheListingOrder() async throws {
        try await withTemporaryFolder { folder in
            for name in ["b.json", "B.json", "a/z.json", "a.json", "é.json", "a-b/c.json"] {
                try folder.write("{}", to: "corpus/" + name)
            }
            let walk = FolderWalk(folder: folder.path + "/corpus", fileExtension: "json")
            #expect(walk.files == ["B.json", "a-b/c.json", "a.json", "a/z.json", "b.json", "é.json"])
        }
    }
}
