import Foundation

/// Why a project (`.xcodeproj`, `.xcworkspace`, `project.yml`, `.xcconfig`, `Info.plist`) could not
/// be read: the file, the line when the text is at fault, and what is wrong (naming the object id
/// or key when the structure is).
public struct ProjectReadError: Error, Equatable, CustomStringConvertible {
    /// The file at fault.
    public var file: String
    /// The 1-based line of the fault, when the text itself is malformed.
    public var line: Int?
    /// What is wrong.
    public var message: String

    /// An error about `file` (at `line`, when the text is malformed).
    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`, as the compiler writes diagnostics (editors link it).
    public var description: String {
        if let line { return "\(file):\(line): error: \(message)" }
        return "\(file): error: \(message)"
    }
}

extension ProjectReadError: LocalizedError {
    /// The ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
