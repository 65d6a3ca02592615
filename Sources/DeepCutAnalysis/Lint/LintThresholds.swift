/// Every number a lint's condition uses, in one place (Docs/Lints.md gives
/// each with the reason it was chosen). None is tuned to a trace of the corpus.
package enum LintThresholds {
    /// Evidence lines kept per finding: enough to find the calls, few enough to read.
    package static let evidenceLimit = 5

    /// `catalog-only-owned`: at least this many artists own something and got a non-empty answer.
    /// One or two collectors who own a whole discography are ordinary; three such artists out of three are not.
    package static let catalogOnlyOwnedMinimumArtists = 3
    /// `catalog-only-owned`: it fires when the artists whose answer holds only owned albums are
    /// more than this share of those artists ("most" of them: more than half).
    package static let catalogOnlyOwnedShare = 0.5

    /// `capped-discography`: the page sizes of the albums relationship (25 by default, 100 at most).
    /// An answer of exactly one page is a first page whose `next` link was not followed.
    package static let albumPageSizes: Set<Int> = [25, 100]

    /// `rate-limit-storm`: HTTP 429 answers in one refresh from which it fires. With the default
    /// settings a check is tried at most three times (`maxRetries` 2), so ten 429s are more than
    /// three checks' worth of retries: the refresh itself asked too much.
    package static let rateLimitStormMinimum = 10

    /// `recently-played-blind`: library reads (refreshes that read recently played) from which it
    /// fires. One empty answer is what a new account gives; the same on every read of a session is the request.
    package static let recentlyPlayedBlindMinimumReads = 2
}
