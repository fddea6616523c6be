import Foundation
import WidgetShotUI

extension WidgetRenderer {
    /// `truncatedText` lints naming, for each text of a render that truncates at some Dynamic
    /// Type size, the first (smallest) size at which it does: `Text "Gate B32" truncates from
    /// xxLarge`. Texts that fit at every size get none.
    ///
    /// How: the entry's view is laid out again (layout and text measurement only, nothing is
    /// drawn) at each Dynamic Type size from xSmall to accessibility5 except the rendered one,
    /// whose placed tree is reused, and each `Text` is measured in its frame as the
    /// `truncatedText` lint does. Texts are matched across sizes by their string (a layout that
    /// branches on `\.dynamicTypeSize` may show other texts at other sizes; those are reported
    /// under their own strings). Sizes are tried in order, so the cost is at most eleven layouts.
    func firstTruncationLints<V: View>(_ view: V, rendered: PlacedTree, canvas: CGSize, scale: CGFloat,
                                       environment: EnvironmentValues) throws -> [Lint] {
        guard rendered.allNodes.contains(where: { if case .text = $0.content { return true } else { return false } }) else { return [] }
        var reported: Set<String> = []
        var lints: [Lint] = []
        for size in DynamicTypeSize.allCases {
            let tree: PlacedTree
            if size == environment.dynamicTypeSize {
                tree = rendered
            } else {
                var env = environment
                env.dynamicTypeSize = size
                tree = try views.layoutEngine.layout(view, in: canvas, scale: scale, environment: env)
            }
            for (string, frame) in truncatedTexts(in: tree) where !reported.contains(string) {
                reported.insert(string)
                lints.append(Lint(rule: .truncatedText, message: "Text \"\(string)\" truncates from \(DynamicTypeSizeNames.name(size))",
                                  rect: PlacedTree.rect(frame)))
            }
        }
        return lints
    }

    /// The strings and frames of the texts in `tree` that do not fit their frames.
    private func truncatedTexts(in tree: PlacedTree) -> [(String, CGRect)] {
        tree.allNodes.compactMap { node in
            guard case .text(let text) = node.content else { return nil }
            let m = views.layoutEngine.textMeasurer.measure(text.request, width: node.frame.width + 1e-3, height: node.frame.height + 1e-3)
            return m.isCut ? (text.string, node.frame) : nil   // shrunk by minimumScaleFactor to fit is not truncated
        }
    }
}
