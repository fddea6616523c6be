import Foundation
import WidgetShotUI

/// A shape a point mark or a line's points draw — Swift Charts' `ChartSymbolShape`.
/// https://developer.apple.com/documentation/charts/chartsymbolshape
public protocol ChartSymbolShape: Shape {
    /// How the symbol is drawn: filled, or stroked (`plus`, `cross`, `asterisk`).
    var perceptualUnitRect: CGRect { get }
}

/// The built-in symbols — Swift Charts' `BasisChartSymbolShape` (`.circle`, `.square`…).
/// `symbol(by:)` cycles through circle, square, triangle, diamond and pentagon ("cycling through a
/// set of 5 symbols … as of iOS18.3": stackoverflow.com/questions/79405781); plus, cross and asterisk are only drawn when asked for. iOS
/// 16's June 2022 beta gave the second series a cross instead (R11 in charts-measurements.md);
/// WidgetShot follows the newer order (see "Not drawn yet" in the module's docs).
public struct BasisChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Hashable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    /// The unit rectangle of the symbol.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    static let automaticOrder: [BasisChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// Stroked symbols (lines) rather than filled ones.
    var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

    /// The symbol's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let r = min(rect.width, rect.height) / 2
        func polygon(_ n: Int, radius: CGFloat, rotation: Double) {
            for i in 0..<n {
                let a = rotation + Double(i) * 2 * .pi / Double(n)
                let pt = CGPoint(x: c.x + radius * CGFloat(cos(a)), y: c.y + radius * CGFloat(sin(a)))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
        switch kind {
        case .circle: p.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square:
            let s = r * 0.886   // same area as the circle (√π / 2)
            p.addRect(CGRect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s))
        case .triangle: polygon(3, radius: r * 1.1, rotation: -.pi / 2)
        case .diamond: polygon(4, radius: r * 1.1, rotation: -.pi / 2)
        case .pentagon: polygon(5, radius: r * 1.05, rotation: -.pi / 2)
        case .plus:
            p.move(to: CGPoint(x: c.x - r, y: c.y)); p.addLine(to: CGPoint(x: c.x + r, y: c.y))
            p.move(to: CGPoint(x: c.x, y: c.y - r)); p.addLine(to: CGPoint(x: c.x, y: c.y + r))
        case .cross:
            let d = r * 0.7071
            p.move(to: CGPoint(x: c.x - d, y: c.y - d)); p.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
            p.move(to: CGPoint(x: c.x + d, y: c.y - d)); p.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
        case .asterisk:
            for i in 0..<3 {
                let a = Double(i) * .pi / 3 - .pi / 2
                let dx = r * CGFloat(cos(a)), dy = r * CGFloat(sin(a))
                p.move(to: CGPoint(x: c.x - dx, y: c.y - dy)); p.addLine(to: CGPoint(x: c.x + dx, y: c.y + dy))
            }
        }
        return p
    }
}

// Apple declares the built-in symbols on the protocol, so `.symbol(.diamond)` finds them
// (https://developer.apple.com/documentation/charts/chartsymbolshape).
extension ChartSymbolShape where Self == BasisChartSymbolShape {
    /// A filled circle.
    public static var circle: BasisChartSymbolShape { BasisChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasisChartSymbolShape { BasisChartSymbolShape(kind: .square) }
    /// A filled triangle pointing up.
    public static var triangle: BasisChartSymbolShape { BasisChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasisChartSymbolShape { BasisChartSymbolShape(kind: .diamond) }
    /// A filled pentagon.
    public static var pentagon: BasisChartSymbolShape { BasisChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasisChartSymbolShape { BasisChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasisChartSymbolShape { BasisChartSymbolShape(kind: .cross) }
    /// An asterisk.
    public static var asterisk: BasisChartSymbolShape { BasisChartSymbolShape(kind: .asterisk) }

}
