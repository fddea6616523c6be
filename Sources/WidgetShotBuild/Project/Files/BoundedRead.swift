import Foundation

/// Reads a project file (a spec, a pbxproj, an xcconfig, a workspace, an `.intentdefinition`)
/// only when it is a regular file of at most `limit` bytes. The readers once read first and
/// measured after: a spec that includes `/dev/zero` (or a pbxproj linked to it) read forever, and
/// one that includes a named pipe blocked the run for good.
enum BoundedRead {
    enum Failure: Error, Equatable {
        /// Not there, or not readable: why.
        case unreadable(String)
        /// A device, a pipe, a socket or a folder.
        case notARegularFile
        /// Its size in bytes.
        case tooLarge(Int)
    }

    /// The contents of `url` (links followed).
    static func data(at url: URL, limit: Int) throws -> Data {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path) } catch {
            throw Failure.unreadable(error.localizedDescription)
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw Failure.notARegularFile }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= limit else { throw Failure.tooLarge(size) }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw Failure.unreadable(error.localizedDescription) }
        guard data.count <= limit else { throw Failure.tooLarge(data.count) }   // grew since
        return data
    }

    /// The reason in words, for an error naming the file.
    static func reason(_ failure: Failure, limit: Int) -> String {
        switch failure {
        case .unreadable(let why): return "cannot read the file (\(why))"
        case .notARegularFile: return "not a regular file (a device, pipe or folder); not read"
        case .tooLarge(let size): return "\(size) bytes, more than the \(limit)-byte limit"
        }
    }

    /// The contents of `url`, or a ``ProjectReadError`` naming it (`what`: "the XcodeGen spec").
    static func projectFile(at url: URL, what: String, limit: Int = OpenStepPropertyList.maximumSize) throws -> Data {
        do { return try data(at: url, limit: limit) } catch let failure as Failure {
            throw ProjectReadError(file: url.path, message: "\(what): \(reason(failure, limit: limit))")
        }
    }
}
