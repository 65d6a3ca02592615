/// The error `body` throws when it is an `E`; nil when it throws nothing or
/// another error.
///
/// `#expect(throws:)` returns the error it caught only from Swift 6.1 (in
/// Swift 6.0 it returns nothing), so a test that reads the error takes it from
/// here and still builds with Swift 6.0 (Guides/Testing.md "Platforms").
package func thrownError<E: Error, R>(_ type: E.Type, by body: () throws -> R) -> E? {
    do {
        _ = try body()
        return nil
    } catch let error as E {
        return error
    } catch {
        return nil
    }
}

/// The error the asynchronous `body` throws when it is an `E`; nil when it
/// throws nothing or another error (see the synchronous form).
package func thrownError<E: Error, R>(_ type: E.Type, by body: () async throws -> R) async -> E? {
    do {
        _ = try await body()
        return nil
    } catch let error as E {
        return error
    } catch {
        return nil
    }
}
