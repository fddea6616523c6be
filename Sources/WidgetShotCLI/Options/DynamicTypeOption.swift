import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `--dynamic-type`: the Dynamic Type size(s) text renders at (`\.dynamicTypeSize`).
///
/// Names are Apple's case names (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge,
/// accessibility1…accessibility5; case-insensitive) or the short forms xs, s, m, l, xl, xxl,
/// xxxl, ax1…ax5; a comma-separated list, or `all`. Without the option everything renders at
/// Large (iOS's default) and file names are unchanged; other sizes add `.<size>` before
/// `.entryN`. When the option is given, lints also name the first size at which each text
/// truncates (`WidgetRenderer.reportsFirstTruncatingSize`; in a gallery, on the first size's
/// render of each variant only, since the answer is the same at every size).
struct DynamicTypeOptions: ParsableArguments {
    @Option(name: .customLong("dynamic-type"),
            help: "Dynamic Type size(s), comma-separated, or 'all': xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1…accessibility5 (or xs…xxxl, ax1…ax5).")
    var dynamicType: String?

    /// The sizes asked for: Large alone when the option is absent.
    func sizes() throws -> [DynamicTypeSize] {
        guard let dynamicType else { return [.large] }
        let names = Selection.list(dynamicType)
        guard !names.isEmpty else { throw ValidationError("--dynamic-type needs a size; valid sizes: \(DynamicTypeSizeNames.validNames), or all") }
        if names.count == 1, names[0].lowercased() == "all" { return DynamicTypeSize.allCases }
        var sizes: [DynamicTypeSize] = []
        for name in names {
            guard let size = DynamicTypeSizeNames.size(named: name) else {
                throw ValidationError("unknown Dynamic Type size '\(name)'; valid sizes: \(DynamicTypeSizeNames.validNames) (or xs, s, m, l, xl, xxl, xxxl, ax1…ax5), or all")
            }
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes
    }

    /// The one size of a single-variant command.
    func single() throws -> DynamicTypeSize {
        let all = try sizes()
        guard all.count == 1 else { throw ValidationError("--dynamic-type takes one size here, not \(all.count)") }
        return all[0]
    }

    /// Whether to report the first truncating size of each text (whenever the option is given).
    var reportsFirstTruncatingSize: Bool { dynamicType != nil }

    func validate() throws { _ = try sizes() }
}
