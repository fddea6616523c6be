/// A message about a user's file, in the compiler's `path:line: severity: message` form so
/// editors and CI logs link it to the user's original file.
public struct BuildDiagnostic: Equatable, CustomStringConvertible, Sendable {
    /// How serious the message is.
    public enum Severity: String, Sendable { case error, warning, note }
    public var file: String
    public var line: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
    }

    /// `file:line: severity: message` (`file: severity: message` when no line applies, as for a project file).
    public var description: String { line > 0 ? "\(file):\(line): \(severity.rawValue): \(message)" : "\(file): \(severity.rawValue): \(message)" }
}
