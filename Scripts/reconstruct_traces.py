#!/usr/bin/env python3
"""Rebuilds the device sessions of the app author's three posts (README "Where this comes from") as traces in Traces/.

Published figures (seeds, post 2 "Minha aba Discover estava vazia..."):
  - the library had 1,610 artists;
  - the old design checked every artist on every load, asking the catalog with
    library ids: almost every artist threw an HTTP error (a 404), a few came
    back empty, and the tab said "You're caught up";
  - after the fix, the diagnostic build printed
      'A.N.I.M.A.L.'  total=25 owned=4 cuts=21
      'A$AP Rocky'    total=25 owned=6 cuts=19
      'Acid Bath'     total=7  owned=6 cuts=1
    and with(.catalog) stops at about 25 albums;
  - the incremental feed checks 40 artists a refresh, forgotten artists first.
Post 3 ("Uma seção de tracklist...") publishes no figures about data: the
tracklist sheet loads in order, shows empty, shows failure then retries.

Everything else is filler, and recognisably so: artists named "Filler Artist
NNNN", releases named "Filler Release NN", ids invented, times invented.

Usage (from the package root):
  python3 Scripts/reconstruct_traces.py --check   compare Traces/0*.json with what this script builds
  python3 Scripts/reconstruct_traces.py --write   rewrite Traces/0*.json (each through a temporary file)
The output is deterministic. Expectations are computed here from the rules of
Docs/EngineRules.md on this simple data, not by running the engine.
"""
import json
import os
import sys

LIBRARY_SIZE = 1610
FILLER = LIBRARY_SIZE - 3
ANIMAL = {"id": "r.Animal01", "name": "A.N.I.M.A.L."}
ASAP = {"id": "r.AsapRky1", "name": "A$AP Rocky"}
ACID = {"id": "r.AcidBth1", "name": "Acid Bath"}
PUBLISHED = [ANIMAL, ASAP, ACID]


def filler_artist(n):
    return {"id": "r.Fill%04d" % n, "name": "Filler Artist %04d" % n}


ARTISTS = PUBLISHED + [filler_artist(n) for n in range(1, FILLER + 1)]
assert len(ARTISTS) == LIBRARY_SIZE


def name_key(name):
    """Names here are ASCII: lowercase, runs of punctuation and spaces become one space."""
    out, pending = [], False
    for ch in name.lower():
        if ch in " .,-:;!?'\"()[]{}/":
            pending = bool(out)
        else:
            if pending:
                out.append(" ")
            pending = False
            out.append(ch)
    return "".join(out)


def date_for(counter):
    """A distinct day for every release, newest for the highest counter."""
    year = 1990 + counter // 336
    month = 1 + (counter // 28) % 12
    day = 1 + counter % 28
    return "%04d-%02d-%02d" % (year, month, day)


class Catalog:
    """Catalog releases of the published artists and of each filler artist."""

    def __init__(self):
        self.next_id = 1700000000
        self.counter = 0
        self.answers = {}      # artist id -> catalog answer (dict)
        self.owned = []        # library albums
        self.cuts = {}         # artist id -> ordered list of cut album dicts
        self._published()

    def album(self, artist, title, **extra):
        self.next_id += 1
        self.counter += 1
        album = {"id": str(self.next_id), "title": title, "artistName": artist["name"],
                 "releaseDate": date_for(self.counter)}
        album.update(extra)
        return album

    def own(self, artist, album, linked, with_artist_id=True, title=None):
        lib = {"id": "l.Own%04d" % (len(self.owned) + 1), "title": title or album["title"],
               "artistName": artist["name"]}
        if with_artist_id:
            lib["artistID"] = artist["id"]
        if linked:
            lib["catalogID"] = album["id"]
        self.owned.append(lib)

    def _published(self):
        # A.N.I.M.A.L.: 25 returned (hasMore), 4 owned (2 linked by catalog id, 2 by title only).
        albums = [self.album(ANIMAL, "Filler Release %02d" % n) for n in range(1, 26)]
        for index, album in enumerate(albums[:4]):
            self.own(ANIMAL, album, linked=index < 2, title=album["title"].upper() if index >= 2 else None)
        self.answers[ANIMAL["id"]] = {"albums": albums, "hasMore": True}
        self.cuts[ANIMAL["id"]] = albums[4:]
        # A$AP Rocky: 25 returned (hasMore), 5 owned albums plus the deluxe edition of one = 6 owned.
        albums = [self.album(ASAP, "Filler Release %02d" % n, contentRating="explicit") for n in range(1, 25)]
        albums.insert(3, self.album(ASAP, "Filler Release 03 (Deluxe Edition)", contentRating="explicit"))
        for album in [a for a in albums if "Deluxe" not in a["title"]][:5]:
            self.own(ASAP, album, linked=True)
        self.answers[ASAP["id"]] = {"albums": albums, "hasMore": True}
        owned_titles = {"Filler Release %02d" % n for n in range(1, 6)}
        self.cuts[ASAP["id"]] = [a for a in albums if a["title"].split(" (")[0] not in owned_titles]
        # Acid Bath: 7 returned, 6 owned; its library albums carry no artistID (matched by name).
        albums = [self.album(ACID, "Filler Release %02d" % n) for n in range(1, 7)]
        albums.append(self.album(ACID, "Filler Release 07 - Single", isSingle=True))
        for album in albums[:6]:
            self.own(ACID, album, linked=False, with_artist_id=False)
        self.answers[ACID["id"]] = {"albums": albums}
        self.cuts[ACID["id"]] = albums[6:]
        for artist, (total, owned, cuts) in zip(PUBLISHED, [(25, 4, 21), (25, 6, 19), (7, 6, 1)]):
            assert len(self.answers[artist["id"]]["albums"]) == total
            assert len(self.cuts[artist["id"]]) == cuts and total - owned == cuts

    def filler(self, n):
        """Filler artist n: 1 to 3 releases; every fifth owns its first one."""
        artist = filler_artist(n)
        if artist["id"] not in self.answers:
            albums = [self.album(artist, "Filler Release %02d" % k) for k in range(1, 2 + n % 3)]
            if n % 5 == 0:
                self.own(artist, albums[0], linked=True)
            self.answers[artist["id"]] = {"albums": albums}
            self.cuts[artist["id"]] = albums[1:] if n % 5 == 0 else albums
        return self.answers[artist["id"]]


def call(seq, method, args, at, duration, result=None, error=None):
    entry = {"seq": seq, "method": method, "args": args, "at": at, "durationMs": duration}
    if error is not None:
        entry["error"] = error
    else:
        entry["result"] = result
    return entry


NOT_FOUND = {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found"}


def render(trace):
    """The trace's text: one call or step a line, everything else on the line of its key."""
    lines = ["{"]
    keys = list(trace.keys())
    for index, key in enumerate(keys):
        comma = "," if index < len(keys) - 1 else ""
        value = trace[key]
        if key in ("calls", "session") and value:
            lines.append('  "%s": [' % key)
            for i, item in enumerate(value):
                lines.append("    " + json.dumps(item, ensure_ascii=False) + ("," if i < len(value) - 1 else ""))
            lines.append("  ]" + comma)
        else:
            lines.append('  "%s": %s%s' % (key, json.dumps(value, ensure_ascii=False), comma))
    lines.append("}")
    return "\n".join(lines) + "\n"


def write(path, trace):
    """Writes the trace through a temporary file and a rename, so a failure never leaves half a trace."""
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(render(trace))
    os.replace(temporary, path)


def snapshot_calls(seq, at, albums, recent):
    return [
        call(seq, "fetchLibraryArtists", {}, at, 2140, {"artists": ARTISTS}),
        call(seq + 1, "fetchLibraryAlbums", {}, at, 1890, {"albums": albums}),
        call(seq + 2, "fetchRecentlyPlayed", {}, at, 420, {"tracks": recent}),
    ]


def empty_discover_tab():
    """Trace 1: the old design, every artist checked with its library id."""
    catalog = Catalog()
    empty = {"r.Fill%04d" % n for n in range(100, 1300, 100)}  # "a few" came back empty: 12 (filler figure)
    calls = snapshot_calls(0, 0, catalog.owned, [])
    for index, artist in enumerate(ARTISTS):
        at = round(2.5 + index * 0.04, 2)
        if artist["id"] in empty:
            calls.append(call(len(calls), "fetchCatalogReleases", {"artistID": artist["id"]}, at, 212, {"albums": []}))
        else:
            calls.append(call(len(calls), "fetchCatalogReleases", {"artistID": artist["id"]}, at, 118, error=NOT_FOUND))
    failed = LIBRARY_SIZE - len(empty)
    return {
        "format": "deepcut-trace", "version": 1,
        "capture": {
            "origin": "reconstructed",
            "title": "The empty Discover tab: library ids sent to the catalog, 404s, and \"You're caught up\"",
            "startedAt": "2026-05-11T21:40:00Z", "app": "Discoverer (before the fix)",
            "notes": ("Rebuilt from seeds post 2. Published: 1,610 library artists; the old design checked every "
                      "artist on every load with MusicCatalogResourceRequest and the library artist's id; almost "
                      "every artist threw an HTTP error that \"looked like a 404\", a few came back empty, and the "
                      "tab showed \"You're caught up\" with an empty feed. Filler: the error's exact form (status "
                      "404, code 40400, title Resource Not Found, as in the example of Docs/TraceFormat.md), which and how "
                      "many artists came back empty (12, every 100th filler artist), all names but A.N.I.M.A.L., "
                      "A$AP Rocky and Acid Bath (\"Filler Artist NNNN\"), every id, the times and durations, the "
                      "device (not published). Today's engine must say degraded with the exact counts; the legacy "
                      "check reproduces caughtUp."),
        },
        "engine": {"batchSize": LIBRARY_SIZE},
        "calls": calls,
        "session": [{
            "action": "refresh", "at": 0,
            "observed": {"policy": "legacy", "state": "caughtUp", "feedCount": 0},
            "expect": {"state": "degraded", "checked": LIBRARY_SIZE, "failed": failed, "feedCount": 0},
        }],
    }


def diagnostic_run():
    """Trace 2: the fixed call (with(.catalog)) and the diagnostic build's printout."""
    catalog = Catalog()
    calls = snapshot_calls(0, 0, catalog.owned, [])
    for index, artist in enumerate(ARTISTS):
        at = round(2.5 + index * 0.15, 2)
        answer = catalog.answers.get(artist["id"], {"albums": []})
        calls.append(call(len(calls), "fetchCatalogReleases", {"artistID": artist["id"]}, at, 640, answer))
    cuts = sum(len(catalog.cuts[a["id"]]) for a in PUBLISHED)
    return {
        "format": "deepcut-trace", "version": 1,
        "capture": {
            "origin": "reconstructed",
            "title": "The diagnostic run after the fix: total / owned / cuts per artist, 1,610 artists",
            "startedAt": "2026-05-12T08:05:00Z", "app": "Discoverer (diagnostic build, launch flag)",
            "notes": ("Rebuilt from seeds post 2. Published: libraryArtistCount 1610; A.N.I.M.A.L. total 25 owned 4 "
                      "cuts 21; A$AP Rocky 25/6/19; Acid Bath 7/6/1; with(.catalog) caps .albums near 25, so the two "
                      "25-album answers carry hasMore. Filler: every album title (\"Filler Release NN\"), every id "
                      "and date, which albums are owned and how (catalogID or title; Acid Bath's library albums "
                      "without artistID; one A$AP Rocky deluxe edition owned through its base title), the other "
                      "1,607 artists (\"Filler Artist NNNN\", answering with no releases to keep the file small), "
                      "the times. Assumed, not published: the diagnostic build still checked every artist on one "
                      "load (engine.batchSize 1610), as the old design did; the post prints three artists' lines."),
        },
        "engine": {"batchSize": LIBRARY_SIZE},
        "calls": calls,
        "diagnostics": {
            "libraryArtistCount": LIBRARY_SIZE,
            "artists": [
                {"artistID": ANIMAL["id"], "name": ANIMAL["name"], "total": 25, "owned": 4, "cuts": 21},
                {"artistID": ASAP["id"], "name": ASAP["name"], "total": 25, "owned": 6, "cuts": 19},
                {"artistID": ACID["id"], "name": ACID["name"], "total": 7, "owned": 6, "cuts": 1},
            ],
        },
        "session": [{
            "action": "refresh", "at": 0,
            "expect": {"state": "loaded", "checked": LIBRARY_SIZE, "failed": 0, "feedCount": cuts},
        }],
    }


def recent_track(seq, artist, title):
    return {"id": "i.Rec%03d" % seq, "title": title, "artistName": artist["name"]}


def incremental_feed():
    """Trace 3: 40 artists a refresh, forgotten artists first, then oldest check, over a day."""
    catalog = Catalog()
    recent_artists = [ASAP, ACID, filler_artist(5), filler_artist(777)]
    recent = [recent_track(i + 1, a, "Filler Track %d" % (i + 1)) for i, a in enumerate(recent_artists)]
    recent_ids = {a["id"] for a in recent_artists}
    unplayed = sorted((a for a in ARTISTS if a["id"] not in recent_ids), key=lambda a: (name_key(a["name"]), a["id"]))
    for n in range(1, FILLER + 1):
        catalog.filler(n)
    spacing, ttl, batch, refreshes = 1200, 3600, 40, 42
    last_check = {}
    calls, steps, feed = [], [], set()
    snapshot_at = None
    for refresh in range(refreshes):
        at = refresh * spacing
        if snapshot_at is None or at - snapshot_at > ttl:
            calls += snapshot_calls(len(calls), at, catalog.owned, recent)
            snapshot_at = at
        # Order: never checked first, then oldest check, ties by name then id (recently played all come later).
        order = sorted(unplayed, key=lambda a: (a["id"] in last_check, last_check.get(a["id"], 0),
                                                name_key(a["name"]), a["id"]))
        chosen = order[:batch]
        for index, artist in enumerate(chosen):
            calls.append(call(len(calls), "fetchCatalogReleases", {"artistID": artist["id"]},
                              round(at + 1.5 + index * 0.2, 2), 380, catalog.answers[artist["id"]]))
            last_check[artist["id"]] = at
            feed.update(album["id"] for album in catalog.cuts[artist["id"]])
        steps.append({"action": "refresh", "at": at,
                      "expect": {"state": "loaded", "checked": len(chosen), "failed": 0, "feedCount": len(feed),
                                 "checkedArtistIDs": [a["id"] for a in chosen]}})
    return {
        "format": "deepcut-trace", "version": 1,
        "capture": {
            "origin": "reconstructed",
            "title": "The incremental feed: 1,610 artists, 40 a refresh, forgotten artists first, over a day",
            "startedAt": "2026-05-13T07:30:00Z", "app": "Discoverer (incremental feed)",
            "notes": ("Rebuilt from seeds post 2. Published: 1,610 library artists; each refresh checks 40; cuts are "
                      "cached with a last-check time and the feed is their union; artists absent from recently "
                      "played come first, then the longest unchecked. Filler: 42 refreshes every 20 minutes from "
                      "07:30 (the schedule is not published), recently played (A$AP Rocky, Acid Bath, Filler Artist "
                      "0005 and 0777: they stay behind every unplayed artist), the snapshot TTL of one hour (the "
                      "library is read again at 0, 80, 160... minutes), every filler name, title, id and date. "
                      "Refresh 41 checks the last 6 never-checked artists and then the 34 oldest checks (refresh 1's "
                      "artists in name order); refresh 42 the rest of refresh 1's and the first of refresh 2's."),
        },
        "engine": {"batchSize": batch, "snapshotTTL": ttl},
        "calls": calls,
        "session": steps,
    }


def tracklist_sheet():
    """Trace 4: the release sheet's tracklist: out of order, empty, failed then retried; add and dismiss."""
    catalog = Catalog()
    for n in range(1, 40):
        catalog.filler(n)
    unplayed = sorted(ARTISTS, key=lambda a: (name_key(a["name"]), a["id"]))
    chosen = unplayed[:40]
    calls = snapshot_calls(0, 0, catalog.owned, [])
    feed = []
    for index, artist in enumerate(chosen):
        calls.append(call(len(calls), "fetchCatalogReleases", {"artistID": artist["id"]},
                          round(1.5 + index * 0.2, 2), 380, catalog.answers[artist["id"]]))
        feed += catalog.cuts[artist["id"]]
    # Feed order: every artist is unplayed; every release has its own day, so newest first decides.
    feed_ids = [a["id"] for a in sorted(feed, key=lambda a: a["releaseDate"], reverse=True)]
    animal_cuts = catalog.cuts[ANIMAL["id"]]
    shuffled, failing, dismissed = animal_cuts[2], animal_cuts[7], animal_cuts[11]
    empty_album = catalog.cuts["r.Fill0003"][0]

    def track(album, n, disc, number):
        return {"id": str(1800000000 + int(album["id"]) % 100000 * 100 + n), "title": "Filler Track %d-%d" % (disc, number),
                "artistName": album["artistName"], "albumTitle": album["title"], "albumID": album["id"],
                "trackNumber": number, "discNumber": disc, "durationMs": 200000 + n * 1000}

    out_of_order = [track(shuffled, i, d, n) for i, (d, n) in enumerate([(1, 3), (2, 1), (1, 1), (2, 2), (1, 2)])]
    in_order = sorted(out_of_order, key=lambda t: (t["discNumber"], t["trackNumber"]))
    retried = [track(failing, i, 1, i + 1) for i in range(4)]
    playlist = {"id": "p.DeepCuts1", "name": "Deep Cuts", "isEditable": True}
    more = [
        call(len(calls), "fetchTracks", {"albumID": empty_album["id"]}, 60.0, 310, {"tracks": []}),
        call(len(calls) + 1, "fetchTracks", {"albumID": failing["id"]}, 90.0, 15020,
             error={"kind": "network", "detail": "The network connection was lost."}),
        call(len(calls) + 2, "fetchTracks", {"albumID": failing["id"]}, 110.0, 290, {"tracks": retried}),
        call(len(calls) + 3, "fetchTracks", {"albumID": shuffled["id"]}, 130.0, 270, {"tracks": out_of_order}),
        call(len(calls) + 4, "fetchPlaylist", {"name": "Deep Cuts"}, 150.0, 95, {"playlist": playlist}),
        call(len(calls) + 5, "addTracksToPlaylist",
             {"trackIDs": [t["id"] for t in in_order], "playlistID": playlist["id"]}, 150.2, 640, {}),
    ]
    calls += more
    after_add = [i for i in feed_ids if i != shuffled["id"]]
    after_dismiss = [i for i in after_add if i != dismissed["id"]]
    steps = [
        {"action": "refresh", "at": 0,
         "expect": {"state": "loaded", "checked": 40, "failed": 0, "feedCount": len(feed_ids), "feed": feed_ids}},
        {"action": "openRelease", "albumID": empty_album["id"], "at": 60, "expect": {"tracks": "empty", "trackIDs": []}},
        {"action": "openRelease", "albumID": failing["id"], "at": 90, "expect": {"tracks": "failed"}},
        {"action": "retryTracks", "albumID": failing["id"], "at": 110,
         "expect": {"tracks": "loaded", "trackIDs": [t["id"] for t in retried]}},
        {"action": "openRelease", "albumID": shuffled["id"], "at": 130,
         "expect": {"tracks": "loaded", "trackIDs": [t["id"] for t in in_order]}},
        {"action": "addToPlaylist", "albumID": shuffled["id"], "playlistName": "Deep Cuts", "at": 150,
         "expect": {"feedCount": len(after_add), "feed": after_add}},
        {"action": "dismiss", "albumID": dismissed["id"], "at": 170,
         "expect": {"feedCount": len(after_dismiss), "feed": after_dismiss}},
    ]
    return {
        "format": "deepcut-trace", "version": 1,
        "capture": {
            "origin": "reconstructed",
            "title": "The tracklist sheet: out of order, empty, failed then retried; one release added, one dismissed",
            "startedAt": "2026-05-20T19:02:00Z", "app": "Discoverer (release sheet with tracklist)",
            "notes": ("Rebuilt from seeds post 3, which publishes behaviour, not data: the sheet loads an album's "
                      "tracks and shows them in order, an album without a tracklist shows the empty state, an "
                      "injected failure shows the error and the retry succeeds; add to playlist and not interested "
                      "go through the Discover model. Filler: everything else. The library is the 1,610-artist one "
                      "of post 2 (\"Filler Artist NNNN\"); one refresh of 40; the tracks come back in the order "
                      "disc 1 #3, disc 2 #1, disc 1 #1, disc 2 #2, disc 1 #2 and are shown and written in disc then "
                      "track order; the failure is a lost connection."),
        },
        "engine": {"batchSize": 40, "snapshotTTL": 3600},
        "calls": calls,
        "session": steps,
    }


TRACES = {
    "Traces/01-empty-discover-tab.json": empty_discover_tab,
    "Traces/02-diagnostic-run-after-the-fix.json": diagnostic_run,
    "Traces/03-incremental-feed.json": incremental_feed,
    "Traces/04-tracklist-sheet.json": tracklist_sheet,
}


def main(argv):
    usage = __doc__.split("Usage", 1)[1].split("The output", 1)[0]
    if argv not in (["--check"], ["--write"]):
        print("Usage" + usage.rstrip())
        return 0 if argv in (["--help"], ["-h"]) else 64
    stale = []
    for path, build in TRACES.items():
        if argv == ["--write"]:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            write(path, build())
        else:
            try:
                with open(path, encoding="utf-8") as handle:
                    current = handle.read()
            except OSError:
                current = None
            if current != render(build()):
                stale.append(path)
    for path in stale:
        print("differs from what the script builds: " + path)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
