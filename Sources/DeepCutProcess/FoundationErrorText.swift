import Foundation

/// A Foundation error put in the tool's words: never `Error Domain=NSCocoaErrorDomain
/// Code=256 "(null)"` or `NSCocoaErrorDomain error 512`, which say nothing to the
/// person reading them. The system's own reason (an error number under the
/// Foundation error) is used when there is one, else the Foundation code's meaning.
package enum FoundationErrorText {
    /// The end of a sentence (`cannot read r.json: permission denied`), lower case, without a full stop.
    package static func reason(_ error: any Error) -> String {
        let original = error
        let error = error as NSError
        // A Swift error with its own words says them. The checks go through the dynamic type and
        // `Any` because on Linux every error bridges to NSError, so the direct casts always succeed.
        if error.domain != NSCocoaErrorDomain, error.domain != NSPOSIXErrorDomain,
           !(type(of: original) is NSError.Type),
           let described = (original as Any) as? any CustomStringConvertible {
            return described.description
        }
        if error.domain == NSPOSIXErrorDomain { return FileSystemError(code: Int32(truncatingIfNeeded: error.code)).description }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return FileSystemError(code: Int32(truncatingIfNeeded: underlying.code)).description
        }
        guard error.domain == NSCocoaErrorDomain else {
            return "the system refused (\(error.domain) code \(error.code))"
        }
        return switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
        case .fileReadTooLarge: "it is too large to read"
        case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: "it is not text in the expected encoding"
        case .fileWriteOutOfSpace: "no space left on device"
        case .fileWriteVolumeReadOnly: "the file system is read-only"
        case .fileWriteFileExists: "something is already there"
        case .fileWriteInvalidFileName: "the name is not one a file may have"
        case .fileReadUnknown: "the system could not read it (a folder, a socket, or a device that refuses reading)"
        case .fileWriteUnknown: "the system could not write it (a part of the path may not be a folder, or not be writable)"
        default: "the system refused (Foundation error \(error.code))"
        }
    }
}
