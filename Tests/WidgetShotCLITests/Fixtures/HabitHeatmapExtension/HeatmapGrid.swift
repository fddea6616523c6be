import SwiftUI

/// Seven rows (the days of a week) and one column per week, drawn with a Canvas.
struct HeatmapGrid: View {
    let levels: [Int]
    let columns: Int
    let tint: Color
    private let rows = 7
    private let gap: CGFloat = 3

    var body: some View {
        Canvas { context, size in
            let cell = floor(min((size.width - CGFloat(columns - 1) * gap) / CGFloat(columns),
                                 (size.height - CGFloat(rows - 1) * gap) / CGFloat(rows)))
            guard cell > 0 else { return }
            let recent = Array(levels.suffix(columns * rows))
            for (index, level) in recent.enumerated() {
                let column = index / rows, row = index % rows
                let rect = CGRect(x: CGFloat(column) * (cell + gap), y: CGFloat(row) * (cell + gap), width: cell, height: cell)
                let outer: CGFloat = column == 0 && row == 0 ? 8 : 2
                let path = Path(roundedRect: rect, cornerRadii: .init(topLeading: outer, bottomLeading: 2, bottomTrailing: 2, topTrailing: 2),
                                style: .continuous)
                context.fill(path, with: .color(level == 0 ? Color.white.opacity(0.12) : tint.opacity(0.25 + 0.1875 * Double(level))))
            }
        }
    }
}
