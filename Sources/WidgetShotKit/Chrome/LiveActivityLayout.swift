import Foundation
import WidgetShotUI

/// A presentation of a Live Activity (HIG "Live Activities", Presentation types).
public enum LiveActivityPresentation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The Lock Screen presentation (also the banner on devices without a Dynamic Island).
    case lockScreen
    /// The compact leading region alone (the island cropped to it).
    case compactLeading
    /// The compact trailing region alone.
    case compactTrailing
    /// Compact leading and trailing around the sensor housing (one activity running).
    case compact
    /// The minimal presentation attached to the island (the island's leading side).
    case minimal
    /// Two activities: this one attached and a second (the same minimal view) detached in a circle.
    case minimalPair
    /// The expanded presentation (touch and hold, or an alerting update).
    case expanded
    /// StandBy (iPhone on its side, charging): the Lock Screen view at 200 % on the landscape
    /// screen, its background colour extended to the edges (WWDC23 "Design dynamic Live
    /// Activities", https://developer.apple.com/videos/play/wwdc2023/10194/).
    case standBy
    /// StandBy in night mode: the same, tinted red (same source; WidgetShot maps luminance to red).
    case standByNight

    /// Whether the presentation is in the Dynamic Island.
    public var isDynamicIsland: Bool { ![.lockScreen, .standBy, .standByNight].contains(self) }
    /// Whether the presentation is StandBy's (iPhone only).
    public var isStandBy: Bool { self == .standBy || self == .standByNight }
    public var description: String { rawValue }
    /// Looks a presentation up by name, case-insensitively.
    public static func named(_ name: String) -> LiveActivityPresentation? { allCases.first { $0.rawValue.lowercased() == name.lowercased() } }
}

/// Where everything of a rendered presentation is, in canvas points: the frames tests pin.
public struct LiveActivityLayout: Equatable {
    /// The image's size.
    public var canvas: CGSize
    /// The island's (or the Lock Screen platter's) silhouette bounds.
    public var silhouette: CGRect
    /// The detached circle of `minimalPair`.
    public var detached: CGRect?
    /// Region frames by name: "compactLeading", "compactTrailing", "sensor", "minimal",
    /// "minimalDetached", "leading", "trailing", "center", "bottom", "lockScreen". Expanded
    /// region frames are the content frames (inside the margins).
    public var regions: [String: CGRect]
    /// Problems: content wider than its region, an expanded or Lock Screen view taller than 160 pt.
    public var warnings: [String]
}

/// Measures views with a layout engine (ideal sizes, or heights at a width).
struct ViewMeasurer {
    let engine: LayoutEngine
    let environment: EnvironmentValues
    let scale: CGFloat

    /// The ideal size (width `nil`) or the height at `width`.
    func size(_ view: AnyView, width: CGFloat?) throws -> CGSize {
        let canvas = CGSize(width: width ?? 4000, height: 4000)
        let probe = ZStack(alignment: .topLeading) {
            view.fixedSize(horizontal: width == nil, vertical: true)
                .frame(width: width, alignment: .topLeading)
                .accessibilityIdentifier("widgetshot.measure")
        }.frame(width: canvas.width, height: canvas.height, alignment: .topLeading)
        let tree = try engine.layout(probe, in: canvas, scale: scale, environment: environment)
        return tree.frame(of: "widgetshot.measure")?.size ?? .zero
    }
}

/// The Dynamic Island's geometry for one device: pure arithmetic on `LiveActivityMetrics`,
/// in island coordinates (origin at the compact island's top-left).
struct IslandGeometry {
    let region: CGSize        // compact leading/trailing region
    let compactWidth: CGFloat
    let expandedWidth: CGFloat
    let radius: CGFloat
    var sensorWidth: CGFloat { compactWidth - 2 * region.width }
    var height: CGFloat { region.height }

    init?(_ m: LiveActivityMetrics) {
        guard let r = m.compactRegion, let c = m.islandCompactWidth, let e = m.islandExpandedWidth else { return nil }
        region = r
        compactWidth = c
        expandedWidth = e
        radius = m.islandCornerRadius
    }

    var compactLeading: CGRect { CGRect(x: 0, y: 0, width: region.width, height: height) }
    var sensor: CGRect { CGRect(x: region.width, y: 0, width: sensorWidth, height: height) }
    var compactTrailing: CGRect { CGRect(x: region.width + sensorWidth, y: 0, width: region.width, height: height) }

    /// The attached minimal region of width `w`, left of the sensor (**guess**: Apple's pictures
    /// show the attached activity on the island's leading side).
    func minimal(width w: CGFloat) -> CGRect { CGRect(x: region.width - w, y: 0, width: w, height: height) }
    /// The detached circle: 36.67 pt (the island height), ending at the compact island's
    /// trailing edge, so both activities span the HIG's "compact or minimal" width (**guess**).
    var detached: CGRect { CGRect(x: compactWidth - height, y: 0, width: height, height: height) }
    /// The expanded island, centred on the sensor.
    func expanded(height h: CGFloat) -> CGRect { CGRect(x: (compactWidth - expandedWidth) / 2, y: 0, width: expandedWidth, height: h) }

    /// A capsule (radius ≤ half the height) or 44-pt rounded rectangle, as the HIG's 44-pt radius
    /// allows: `min(44, height / 2)`.
    func shape(_ rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(radius, rect.height / 2), style: .continuous) }
}

extension LiveActivityPresentation {
    /// The presentation an Xcode preview kind shows: `.content` → `.lockScreen`,
    /// `.dynamicIsland(.compact)` → `.compact`, `.minimal` → `.minimal`, `.expanded` → `.expanded`.
    public init(_ kind: ActivityPreviewViewKind) {
        switch kind {
        case .content: self = .lockScreen
        case .dynamicIsland(.compact): self = .compact
        case .dynamicIsland(.minimal): self = .minimal
        case .dynamicIsland(.expanded): self = .expanded
        }
    }
}
