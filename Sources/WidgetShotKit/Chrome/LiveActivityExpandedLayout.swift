import Foundation
import WidgetShotUI

/// The expanded presentation's region layout (WidgetShot's reading of Apple's description in
/// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregion):
///
/// - **leading / trailing**: beside the TrueDepth camera, from the island's top margin, at most
///   as wide as the space between the margin and the camera, at their ideal width. With
///   `.dynamicIsland(verticalPlacement: .belowIfTooWide)`, content wider than that space moves
///   below the camera and may take half the island. When both sides are below the camera and
///   do not fit side by side, the higher `priority` keeps its ideal width.
/// - **center**: right below the camera (y = 36.67), between the sides that sit beside it.
/// - **bottom**: below everything else, full width inside the margins.
/// - The island is as tall as its content plus the bottom margin, clamped to the HIG's 84–160 pt;
///   content past 160 pt is clipped (and reported).
extension LiveActivityChrome {
    typealias Placed = (AnyView, CGRect, EdgeInsets, Alignment, String)

    func expandedLayout(_ island: DynamicIsland, _ g: IslandGeometry, _ measurer: ViewMeasurer, defaults: Bool,
                        warnings: inout [String]) throws -> (island: CGRect, frames: [String: CGRect], placed: [Placed]) {
        let base = island.margins(for: .expanded, systemDefaults: defaults)
        let frame = g.expanded(height: 0)
        let width = frame.width, x0 = frame.minX
        let cameraBottom = g.height
        let besideSpace = (width - g.sensorWidth) / 2
        func first(_ p: DynamicIslandExpandedRegionPosition) -> DynamicIslandRegionContent? {
            let all = island.expandedRegions.filter { $0.position == p }
            if all.count > 1 { warnings.append("\(all.count) \(p.rawValue) regions: only the first is drawn") }
            return all.first
        }
        var frames: [String: CGRect] = [:]
        var placed: [Placed] = []
        var beside: [String: CGRect] = [:]
        var below: [(String, DynamicIslandRegionContent, CGFloat, EdgeInsets)] = []

        for (name, side) in [("leading", DynamicIslandExpandedRegionPosition.leading), ("trailing", .trailing)] {
            guard let region = first(side) else { continue }
            let m = region.margins(base: base)
            let outer = name == "leading" ? m.leading : m.trailing
            let room = max(0, besideSpace - outer)
            let ideal = try measurer.size(region.view, width: nil).width
            if ideal > room + 0.5 && region.verticalPlacement == .belowIfTooWide {
                below.append((name, region, ideal, m))
                continue
            }
            let w = min(ideal, room)
            let h = try measurer.size(region.view, width: w).height
            let x = name == "leading" ? m.leading : width - m.trailing - w
            let rect = CGRect(x: x0 + x, y: m.top, width: w, height: h)
            beside[name] = rect
            frames[name] = rect
            placed.append((region.view, rect, EdgeInsets(), name == "leading" ? .topLeading : .topTrailing, "dynamicIsland.\(name)"))
        }

        var bottomOfRows = cameraBottom
        if let center = first(.center) {
            let m = center.margins(base: base)
            let left = beside["leading"]?.maxX ?? (x0 + m.leading)
            let right = beside["trailing"]?.minX ?? (x0 + width - m.trailing)
            let w = max(0, right - left)
            let h = try measurer.size(center.view, width: w).height
            let rect = CGRect(x: left, y: cameraBottom, width: w, height: h)
            frames["center"] = rect
            placed.append((center.view, rect, EdgeInsets(), .top, "dynamicIsland.center"))
            bottomOfRows = rect.maxY
        }

        if !below.isEmpty {
            let inner = width - base.leading - base.trailing
            var widths = below.map { min($0.2, below.count == 1 ? inner : inner / 2) }
            if below.count == 2, below[0].2 + below[1].2 > inner {
                // The higher priority keeps its ideal width (up to all but a quarter); the other gets the rest.
                let hi = below[0].1.priority >= below[1].1.priority ? 0 : 1
                widths[hi] = min(below[hi].2, inner * 0.75)
                widths[1 - hi] = inner - widths[hi]
            }
            for (i, item) in below.enumerated() {
                let w = widths[i]
                let h = try measurer.size(item.1.view, width: w).height
                let x = item.0 == "leading" ? item.3.leading : width - item.3.trailing - w
                let rect = CGRect(x: x0 + x, y: bottomOfRows, width: w, height: h)
                frames[item.0] = rect
                placed.append((item.1.view, rect, EdgeInsets(), item.0 == "leading" ? .topLeading : .topTrailing, "dynamicIsland.\(item.0)"))
            }
        }

        var contentBottom = ([cameraBottom] + frames.values.map(\.maxY)).max()!
        if let bottom = first(.bottom) {
            let m = bottom.margins(base: base)
            let w = max(0, width - m.leading - m.trailing)
            let h = try measurer.size(bottom.view, width: w).height
            let rect = CGRect(x: x0 + m.leading, y: contentBottom, width: w, height: h)
            frames["bottom"] = rect
            placed.append((bottom.view, rect, EdgeInsets(), .top, "dynamicIsland.bottom"))
            contentBottom = rect.maxY
        }
        let natural = contentBottom + base.bottom
        let range = metrics.heightRange
        if natural > range.upperBound + 0.5 {
            warnings.append("the expanded presentation is \(fmt(natural)) pt tall; the system truncates it at \(fmt(range.upperBound))")
        }
        let height = min(max(natural, range.lowerBound), range.upperBound)
        frames["sensor"] = g.sensor
        return (g.expanded(height: height), frames, placed)
    }
}
