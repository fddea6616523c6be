import Foundation

/// Explains the compiler's "switch must be exhaustive" on a `switch` over `WidgetFamily` that
/// misses families the platform has — in 2020 code a `case .systemSmall, .systemMedium,
/// .systemLarge` switch with no `default`, which only the iOS 14 SDK compiled: iOS 15 added
/// `systemExtraLarge` and iOS 16 the accessory families, and Xcode 13 and later stop on it the
/// same way. The compiler's notes list every case WidgetShot's enum has, `accessoryCorner` and
/// `systemExtraLargePortrait` too; the note this adds names only the platform's families the
/// switch lacks, with the iOS version that added each, and what to do (the app's code is not
/// WidgetShot's to change). ``WidgetFamilySwitchRewrite`` completes a switch that names them all.
struct WidgetFamilySwitchHint {
    /// The iOS version that added each iOS family (WidgetKit's `WidgetFamily` availability).
    static let iOSIntroduced: [String: String] = [
        "systemSmall": "14", "systemMedium": "14", "systemLarge": "14", "systemExtraLarge": "15",
        "accessoryCircular": "16", "accessoryRectangular": "16", "accessoryInline": "16",
    ]

    /// One switch the compiler rejected: where, and the families its notes list.
    struct Switch: Equatable {
        var path: String
        var line: Int
        var missing: [String]
    }

    /// The rejected switches, in order of first report (each once).
    private(set) var switches: [Switch] = []
    private var current: Int?

    /// Reads one line of the build's output.
    mutating func observe(_ line: String) {
        if let header = CompilerOutput.header(line) {
            if header.severity == "error", header.message == "switch must be exhaustive" {
                if let index = switches.firstIndex(where: { $0.path == header.path && $0.line == header.line }) {
                    current = index
                } else {
                    switches.append(Switch(path: header.path, line: header.line, missing: []))
                    current = switches.count - 1
                }
                return
            }
            if header.severity == "note", let name = Self.missingCase(in: header.message) { add(name); return }
            current = nil
            return
        }
        if let name = Self.missingCase(in: line) { add(name) }
    }

    private mutating func add(_ name: String) {
        guard let current, !switches[current].missing.contains(name) else { return }
        switches[current].missing.append(name)
    }

    /// `add missing case: '.systemExtraLarge'` → `systemExtraLarge` (a `WidgetFamily` name only).
    static func missingCase(in text: String) -> String? {
        guard let marker = text.range(of: "add missing case: '.") else { return nil }
        let name = text[marker.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return WidgetFamilySwitchRewrite.allFamilies.contains(String(name)) ? String(name) : nil
    }

    /// One note per rejected switch whose missing cases are all `WidgetFamily` families and
    /// include one `platform` has.
    func notes(platform: BuildPlatform) -> [String] {
        let required = WidgetFamilySwitchRewrite.requiredFamilies(on: platform)
        return switches.compactMap { rejected in
            guard !rejected.missing.isEmpty, rejected.missing.allSatisfy(WidgetFamilySwitchRewrite.allFamilies.contains) else { return nil }
            let lacking = rejected.missing.filter(required.contains)
            guard !lacking.isEmpty else { return nil }
            let others = WidgetFamilySwitchRewrite.allFamilies.subtracting(required).sorted().map { "." + $0 }
            let location = "\(rejected.path):\(rejected.line)"
            switch platform {
            case .iOS:
                let listed = lacking.map { ".\($0) (iOS \(Self.iOSIntroduced[$0] ?? "?"))" }.joined(separator: ", ")
                return "\(location): note: this switch over WidgetFamily has no case for \(listed) and no default — code written "
                    + "for an older iOS SDK (Xcode 13 and later stop on it too: iOS 15 added .systemExtraLarge, iOS 16 the accessory families). "
                    + "Add those cases or a `default:` to the app's code; \(others.joined(separator: " and ")) need no case on iOS."
            case .watchOS:
                let listed = lacking.map { "." + $0 }.joined(separator: ", ")
                return "\(location): note: this switch over WidgetFamily has no case for \(listed) and no default; "
                    + "add them or a `default:` to the app's code (\(others.joined(separator: ", ")) need no case on watchOS)."
            }
        }
    }
}
