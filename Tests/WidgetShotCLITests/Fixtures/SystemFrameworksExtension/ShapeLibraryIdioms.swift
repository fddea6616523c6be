// Idioms of 2020-era SwiftUI shape libraries (issue 20, sweep 7: swift-extensions/swiftui-shapes
// in bestK1ngArthur/CovidApp's widget): `stroke(lineWidth:)` and `stroke(style:)` return a
// shape, which is inset, clipped to and filled.
// Compile-only: nothing here is drawn.
import SwiftUI

/// Evenly spaced horizontal and vertical lines across the frame.
struct RuledGrid: InsettableShape {
    var rows: Int
    var columns: Int
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let area = rect.insetBy(dx: insetAmount, dy: insetAmount)
        var path = Path()
        for row in 0...rows {
            let y = area.minY + area.height * CGFloat(row) / CGFloat(max(rows, 1))
            path.move(to: CGPoint(x: area.minX, y: y))
            path.addLine(to: CGPoint(x: area.maxX, y: y))
        }
        for column in 0...columns {
            let x = area.minX + area.width * CGFloat(column) / CGFloat(max(columns, 1))
            path.move(to: CGPoint(x: x, y: area.minY))
            path.addLine(to: CGPoint(x: x, y: area.maxY))
        }
        return path
    }

    func inset(by amount: CGFloat) -> RuledGrid {
        var grid = self
        grid.insetAmount += amount
        return grid
    }
}

/// A gradient seen through a grid's lines, and a dashed ring filled as a shape.
struct RuledGradientPreview: View {
    var body: some View {
        VStack {
            LinearGradient(gradient: Gradient(colors: [.orange, .red]), startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 80)
                .clipShape(RuledGrid(rows: 8, columns: 8).inset(by: 1).stroke(lineWidth: 1))
            Circle()
                .stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2]))
                .fill(Color.blue)
                .frame(width: 40, height: 40)
            Capsule().stroke(lineWidth: 2).foregroundColor(.green)
        }
    }
}
