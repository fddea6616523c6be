import Foundation
import WidgetShotUI

/// The names of Dynamic Type sizes in file names, the CLI (`--dynamic-type`) and lints: Apple's
/// case names (`xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`,
/// https://developer.apple.com/documentation/swiftui/dynamictypesize).
///
/// Widgets follow the system text size like any SwiftUI view: `\.dynamicTypeSize` "changes as
/// the user's chosen Dynamic Type size changes"
/// (https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize), and
/// text styles in a widget grow with Settings › Display & Brightness › Text Size. (No WidgetKit
/// page states it in so many words; this is the SwiftUI environment's documented behaviour.)
public enum DynamicTypeSizeNames {
    /// The name of a size: its case name, e.g. `accessibility3`.
    public static func name(_ size: DynamicTypeSize) -> String { String(describing: size) }

    /// Short names accepted besides the case names (the HIG's column titles and UIKit's
    /// `UIContentSizeCategory` abbreviations): xs, s, m, l, xl, xxl, xxxl, ax1…ax5, and `default`.
    static let aliases: [String: DynamicTypeSize] = [
        "xs": .xSmall, "s": .small, "m": .medium, "l": .large, "default": .large, "xl": .xLarge, "xxl": .xxLarge, "xxxl": .xxxLarge,
        "ax1": .accessibility1, "ax2": .accessibility2, "ax3": .accessibility3, "ax4": .accessibility4, "ax5": .accessibility5,
    ]

    /// The size a name stands for (case-insensitive case name or alias), or `nil`.
    public static func size(named name: String) -> DynamicTypeSize? {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        return DynamicTypeSize.allCases.first { self.name($0).lowercased() == key } ?? aliases[key]
    }

    /// Every valid name, for error messages.
    public static var validNames: String { DynamicTypeSize.allCases.map(name).joined(separator: ", ") }

    /// The file-name part for a size: none for Large (so default renders keep their names).
    public static func suffix(_ size: DynamicTypeSize) -> [String] { size == .large ? [] : [name(size)] }
}
