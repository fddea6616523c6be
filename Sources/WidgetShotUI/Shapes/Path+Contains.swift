import Foundation

extension Path {
    /// Whether a point is inside the filled path — SwiftUI's `Path.contains(_:eoFill:)`
    /// (https://developer.apple.com/documentation/swiftui/path/contains(_:eofill:)): the non-zero
    /// winding rule, or even-odd when `eoFill`. Every subpath counts as closed (as when filling);
    /// curves are followed as polylines of 32 pieces (`flattenedForTrim`).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0, crossings = 0
        for polygon in flattenedForTrim() {
            guard let first = polygon.first else { continue }
            for (a, b) in zip(polygon, polygon.dropFirst() + [first]) where (a.y <= p.y) != (b.y <= p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { crossings += 1; winding += b.y > a.y ? 1 : -1 }
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }
}
