import Foundation

/// Reads one command of SwiftPM's build description (`.build/debug.yaml`, llbuild's manifest):
/// the command is a key under `commands:`, indented by two spaces, and its `inputs:` and `args:`
/// are one-line JSON arrays indented by four.
enum BuildDescription {
    /// A command's inputs and arguments.
    struct Command: Equatable {
        var inputs: [String]
        var arguments: [String]
    }

    /// The command named `name` in `yaml`, or nil when it is absent or not in that shape.
    static func command(_ name: String, in yaml: String) -> Command? {
        guard let start = yaml.range(of: "\n  \"\(name)\":\n") else { return nil }
        var inputs: [String]?
        var arguments: [String]?
        for line in yaml[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("    ") else { break }   // the next command
            if line.hasPrefix("    inputs: ") { inputs = strings(line.dropFirst("    inputs: ".count)) }
            if line.hasPrefix("    args: ") { arguments = strings(line.dropFirst("    args: ".count)) }
        }
        guard let arguments else { return nil }
        return Command(inputs: inputs ?? [], arguments: arguments)
    }

    /// A JSON array of strings.
    static func strings(_ text: Substring) -> [String]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String]
    }
}
