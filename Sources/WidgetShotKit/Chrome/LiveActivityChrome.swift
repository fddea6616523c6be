import Foundation
import WidgetShotUI

/// What the system draws around a Live Activity's views, for one presentation on one device:
/// the Lock Screen platter (default or `activityBackgroundTint` background, 22-pt corners), or
/// the Dynamic Island's black silhouette (capsule when collapsed, 44-pt corners expanded) with
/// each region at its documented frame and its content inside the region's margins.
///
/// Island views are drawn in the dark colour scheme whatever the appearance (**guess**, from
/// Apple's screenshots: the island is always black); the Lock Screen follows the appearance.
public struct LiveActivityChrome {
    public var metrics: LiveActivityMetrics
    public var colorScheme: ColorScheme
    /// `.contentMarginsDisabled()` on the configuration: no default margins in the island.
    public var contentMarginsDisabled: Bool
    /// Space around the silhouette on the canvas, showing the backdrop.
    public static let canvasInset: CGFloat = 8
    /// The Dynamic Type size the activity's text renders at (`\.dynamicTypeSize`); Large by default.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The layout direction of every presentation (`\.layoutDirection`); left to right by default.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The locale (`\.locale`) and time zone (`\.timeZone`) formats use; en_US and UTC by default.
    public var locale = Locale(identifier: "en_US")
    public var timeZone = TimeZone(identifier: "UTC")!

    public init(metrics: LiveActivityMetrics, colorScheme: ColorScheme, contentMarginsDisabled: Bool = false) {
        self.metrics = metrics
        self.colorScheme = colorScheme
        self.contentMarginsDisabled = contentMarginsDisabled
    }

    /// The environment the activity's views see in a presentation.
    public func environment(for presentation: LiveActivityPresentation) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = presentation.isDynamicIsland || presentation.isStandBy ? .dark : colorScheme
        env.activityFamily = .medium
        env.isActivityFullscreen = presentation.isStandBy
        env.drawsCircularProgressAsGauge = true   // a Live Activity is a widget: CircularProgressViewStyle draws a gauge
        env.isLuminanceReduced = presentation == .standByNight   // StandBy's night mode dims the display
        env.dynamicTypeSize = dynamicTypeSize
        env.layoutDirection = layoutDirection
        env.locale = locale
        env.timeZone = timeZone
        return env
    }

    /// The backdrop behind the silhouette (**our choice**: a neutral wallpaper tone per scheme).
    public var backdrop: Color {
        colorScheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.13) : Color(red: 0.86, green: 0.88, blue: 0.92)
    }

    /// The Lock Screen background without `activityBackgroundTint` (**guess**: Apple draws a
    /// material over the wallpaper; an opaque tone near it is used).
    public var defaultLockScreenBackground: Color {
        colorScheme == .dark ? Color(red: 0.17, green: 0.17, blue: 0.19) : Color(red: 0.97, green: 0.97, blue: 0.98)
    }

    /// The view to render for `presentation` and where everything is.
    /// `screen`: the portrait screen size, for StandBy (which needs an iPhone's).
    public func compose(_ views: LiveActivityViews, presentation: LiveActivityPresentation, engine: LayoutEngine,
                        scale: CGFloat, device: String, screen: CGSize = .zero) throws -> (view: AnyView, layout: LiveActivityLayout) {
        let measurer = ViewMeasurer(engine: engine, environment: environment(for: presentation), scale: scale)
        if presentation == .lockScreen { return try lockScreen(views.lockScreen, measurer) }
        if presentation.isStandBy {
            guard metrics.hasDynamicIsland || (screen.width > 0 && screen.width < 500) else { throw LiveActivityError.noStandBy(device: device) }
            return try standBy(views.lockScreen, measurer, screen: CGSize(width: max(screen.width, screen.height), height: min(screen.width, screen.height)))
        }
        guard let geometry = IslandGeometry(metrics) else { throw LiveActivityError.noDynamicIsland(device: device) }
        return try island(views.dynamicIsland, presentation, geometry, measurer)
    }

    private func lockScreen(_ content: AnyView, _ measurer: ViewMeasurer) throws -> (view: AnyView, layout: LiveActivityLayout) {
        let width = metrics.lockScreenWidth
        let natural = try measurer.size(content, width: width).height
        let height = min(max(natural, metrics.heightRange.lowerBound), metrics.heightRange.upperBound)
        var warnings: [String] = []
        if natural > metrics.heightRange.upperBound {
            warnings.append("the Lock Screen view is \(fmt(natural)) pt tall; the system truncates it at \(fmt(metrics.heightRange.upperBound))")
        }
        let pad = Self.canvasInset
        let platter = CGRect(x: pad, y: pad, width: width, height: height)
        let view = ZStack(alignment: .topLeading) {
            backdrop
            ZStack {
                defaultLockScreenBackground
                ContainerBackgroundHost(placement: .liveActivityBackground, margins: EdgeInsets()) { content }
            }
            .frame(width: width, height: height)
            .environment(\.containerShape, ContainerShapeGeometry(rect: platter, cornerRadius: metrics.lockScreenCornerRadius))
            .clipShape(RoundedRectangle(cornerRadius: metrics.lockScreenCornerRadius, style: .continuous))
            .accessibilityIdentifier("liveActivity.lockScreen")
            .padding(EdgeInsets(top: pad, leading: pad, bottom: 0, trailing: 0))
        }
        let canvas = CGSize(width: width + 2 * pad, height: height + 2 * pad)
        return (AnyView(view.frame(width: canvas.width, height: canvas.height, alignment: .topLeading)),
                LiveActivityLayout(canvas: canvas, silhouette: platter, detached: nil, regions: ["lockScreen": platter], warnings: warnings))
    }

    /// StandBy: the Lock Screen view at 200 %, centred on the landscape screen; a
    /// `activityBackgroundTint` fills the screen, else black (**guess**: StandBy's dark backdrop).
    private func standBy(_ content: AnyView, _ measurer: ViewMeasurer, screen: CGSize) throws -> (view: AnyView, layout: LiveActivityLayout) {
        let width = metrics.lockScreenWidth
        let height = min(max(try measurer.size(content, width: width).height, metrics.heightRange.lowerBound), metrics.heightRange.upperBound)
        let shown = CGRect(x: (screen.width - 2 * width) / 2, y: (screen.height - 2 * height) / 2, width: 2 * width, height: 2 * height)
        let view = ZStack {
            Color.black
            ContainerBackgroundHost(placement: .liveActivityBackground, margins: EdgeInsets()) {
                content.frame(width: width, height: height).scaleEffect(2).accessibilityIdentifier("liveActivity.standBy")
            }
        }.frame(width: screen.width, height: screen.height)
        return (AnyView(view), LiveActivityLayout(canvas: screen, silhouette: shown, detached: nil, regions: ["standBy": shown], warnings: []))
    }

    /// A region: content centred (or aligned) inside the margins, at `rect`.
    private func place(_ content: AnyView, in rect: CGRect, margins: EdgeInsets, alignment: Alignment = .center, id: String) -> AnyView {
        AnyView(content
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            .padding(margins)
            .frame(width: rect.width, height: rect.height)
            .accessibilityIdentifier(id)
            .padding(EdgeInsets(top: rect.minY, leading: rect.minX, bottom: 0, trailing: 0)))
    }

    private func island(_ island: DynamicIsland, _ presentation: LiveActivityPresentation, _ g: IslandGeometry,
                        _ measurer: ViewMeasurer) throws -> (view: AnyView, layout: LiveActivityLayout) {
        let defaults = !contentMarginsDisabled
        var regions: [String: CGRect] = [:]
        var placed: [(AnyView, CGRect, EdgeInsets, Alignment, String)] = []
        var silhouette: CGRect
        var detached: CGRect?
        var warnings: [String] = []
        var crop: CGRect?

        func checkWidth(_ view: AnyView, _ rect: CGRect, _ margins: EdgeInsets, _ name: String) throws {
            let ideal = try measurer.size(view, width: nil).width
            if ideal > rect.width - margins.leading - margins.trailing + 0.5 {
                warnings.append("the \(name) view is \(fmt(ideal)) pt wide; the region leaves \(fmt(rect.width - margins.leading - margins.trailing)) pt")
            }
        }

        switch presentation {
        case .compact, .compactLeading, .compactTrailing:
            let ml = island.margins(for: .compactLeading, systemDefaults: defaults), mt = island.margins(for: .compactTrailing, systemDefaults: defaults)
            try checkWidth(island.compactLeading, g.compactLeading, ml, "compactLeading")
            try checkWidth(island.compactTrailing, g.compactTrailing, mt, "compactTrailing")
            placed = [(island.compactLeading, g.compactLeading, ml, .center, "dynamicIsland.compactLeading"),
                      (island.compactTrailing, g.compactTrailing, mt, .center, "dynamicIsland.compactTrailing")]
            regions = ["compactLeading": g.compactLeading, "sensor": g.sensor, "compactTrailing": g.compactTrailing]
            silhouette = CGRect(x: 0, y: 0, width: g.compactWidth, height: g.height)
            if presentation == .compactLeading { crop = g.compactLeading }
            if presentation == .compactTrailing { crop = g.compactTrailing }
        case .minimal, .minimalPair:
            let m = island.margins(for: .minimal, systemDefaults: defaults)
            let ideal = try measurer.size(island.minimal, width: nil).width + m.leading + m.trailing
            let width = min(max(ideal, metrics.minimalWidth.lowerBound), metrics.minimalWidth.upperBound)
            if ideal > metrics.minimalWidth.upperBound + 0.5 {
                warnings.append("the minimal view needs \(fmt(ideal)) pt; the minimal presentation is at most \(fmt(metrics.minimalWidth.upperBound)) pt wide")
            }
            let attached = g.minimal(width: width)
            placed = [(island.minimal, attached, m, .center, "dynamicIsland.minimal")]
            regions = ["minimal": attached, "sensor": g.sensor]
            silhouette = attached.union(g.sensor)
            if presentation == .minimalPair {
                detached = g.detached
                regions["minimalDetached"] = g.detached
                placed.append((island.minimal, g.detached, m, .center, "dynamicIsland.minimalDetached"))
            }
        default:
            let expanded = try expandedLayout(island, g, measurer, defaults: defaults, warnings: &warnings)
            silhouette = expanded.island
            regions = expanded.frames
            placed = expanded.placed
        }

        // Canvas: the silhouette (and detached circle, or the cropped region) with an inset.
        let pad = Self.canvasInset
        var bounds = detached.map { silhouette.union($0) } ?? silhouette
        if let crop { bounds = CGRect(x: crop.minX, y: bounds.minY, width: crop.width, height: bounds.height) }
        let dx = pad - bounds.minX, dy = pad - bounds.minY
        func shift(_ r: CGRect) -> CGRect { r.offsetBy(dx: dx, dy: dy) }
        let canvas = CGSize(width: bounds.width + 2 * pad, height: bounds.height + 2 * pad)
        var outline = g.shape(shift(silhouette))
        if let detached { outline.addPath(Path(ellipseIn: shift(detached))) }

        let content = placed.reduce(AnyView(Color.clear.frame(width: canvas.width, height: canvas.height))) { partial, item in
            AnyView(ZStack(alignment: .topLeading) { partial; place(item.0, in: shift(item.1), margins: item.2, alignment: item.3, id: item.4) })
        }
        let keyline = island.keylineTint
        let view = ZStack(alignment: .topLeading) {
            backdrop
            PathShape(path: outline).fill(Color.black)
            content.frame(width: canvas.width, height: canvas.height, alignment: .topLeading)
                .environment(\.containerShape, ContainerShapeGeometry(rect: shift(silhouette), cornerRadius: min(g.radius, silhouette.height / 2)))
                .clipShape(PathShape(path: outline))
            if let keyline { PathShape(path: outline).stroke(keyline, lineWidth: 1) }
        }.frame(width: canvas.width, height: canvas.height, alignment: .topLeading)
        return (AnyView(view), LiveActivityLayout(canvas: canvas, silhouette: shift(silhouette), detached: detached.map(shift),
                                                  regions: regions.mapValues(shift), warnings: warnings))
    }
}

/// A length for a warning: whole points without decimals; an unbounded one (a `.scaledToFill()`
/// image offered no height measures infinite, as in simonberner/ladi-simulator) as "∞", not a trap.
func fmt(_ v: CGFloat) -> String {
    guard v.isFinite else { return v.isNaN ? "NaN" : (v > 0 ? "∞" : "-∞") }
    return v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
}
