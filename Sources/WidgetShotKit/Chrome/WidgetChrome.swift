import Foundation
import WidgetShotUI

/// What the system puts around a widget's view (iOS 17 semantics, `widgetkit-facts` §2–§4):
/// the system background, the container background under the content margins, the margins, the
/// environment (family, margins, scheme, rendering mode), placeholder redaction, and the
/// continuous-corner mask (a circle for `accessoryCircular`; none for `accessoryInline`).
public struct WidgetChrome {
    public var family: WidgetFamily
    public var canvas: CGSize
    public var cornerRadius: CGFloat
    public var appearance: WidgetAppearance
    public var contentMarginsDisabled: Bool
    /// Whether the widget is an `accessoryRectangular` widget in an Apple Watch's Smart Stack
    /// (what WidgetShot renders for that family on a watch): its container background is shown
    /// in full colour, and without one the system draws a dark material ("On watchOS,
    /// rectangular Smart Stack widgets default to a dark material background unless a container
    /// background is given", `widgetkit-facts` §2, from Apple's "Displaying the right widget
    /// background"). The material's colour is a guess: 18 % white, opaque.
    public var isSmartStack = false
    /// The iOS release drawn: before iOS 17 a widget has no content margins and no
    /// "Please adopt containerBackground API" notice (`OSVersion.iOS16`).
    public var osVersion: OSVersion = .iOS18

    public init(family: WidgetFamily, canvas: CGSize, cornerRadius: CGFloat, appearance: WidgetAppearance, contentMarginsDisabled: Bool) {
        self.family = family
        self.canvas = canvas
        self.cornerRadius = cornerRadius
        self.appearance = appearance
        self.contentMarginsDisabled = contentMarginsDisabled
    }

    /// The standard margins of a family: 16 pt on the Home Screen; Lock Screen accessories have
    /// none (Apple publishes no number for them — our choice).
    public static func margins(for family: WidgetFamily) -> EdgeInsets {
        family.isSystem ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) : EdgeInsets()
    }

    /// The content margins of a watch Smart Stack widget. **Guess**: Apple publishes none; the
    /// platter's rounded corners (≈ 20 pt) need the content kept off its edges, so 8 pt at the
    /// sides and 6 pt above and below (the rectangle is 69.5–81.5 pt tall).
    public static let smartStackMargins = EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)

    /// Whether the container background is drawn: only in full colour on the Home Screen.
    public var showsContainerBackground: Bool {
        isSmartStack ? appearance.renderingMode == .fullColor : appearance.showsContainerBackground(for: family)
    }

    /// The size of the rendered image: the canvas, except for `accessoryCorner`, whose image is
    /// the corner region of the watch face holding the circle and its label (``CornerComplication``).
    public var imageSize: CGSize {
        guard family == .accessoryCorner else { return canvas }
        let side = CornerComplication.imageSide(circle: canvas.width)
        return CGSize(width: side, height: side)
    }

    /// The widget's outline in the rendered image: `shape`, moved to the corner for
    /// `accessoryCorner` (its circle is at the image's top-right).
    public var placedShape: Path {
        family == .accessoryCorner ? shape.offsetBy(dx: imageSize.width - canvas.width, dy: 0) : shape
    }

    /// The widget's outline in canvas points.
    public var shape: Path {
        let rect = CGRect(origin: .zero, size: canvas)
        switch family {
        case .accessoryCircular, .accessoryCorner: return Path(ellipseIn: rect)
        case .accessoryInline: return Path(rect)
        case .accessoryRectangular: return Path(roundedRect: rect, cornerRadius: min(cornerRadius, canvas.height / 4), style: .continuous)
        default: return Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
        }
    }

    /// The system background under a full-colour widget (widgets are never transparent).
    public var systemBackground: Color {
        if isSmartStack { return Color(white: 0.18) }
        return appearance.colorScheme == .dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : .white
    }

    /// The widget's view inside its chrome, sized to the canvas (an `accessoryCorner` widget:
    /// placed in its corner region, ``imageSize``, with its `widgetLabel`).
    public func wrap<Content: View>(_ content: Content) -> some View {
        let margins = isSmartStack ? Self.smartStackMargins : appearance.contentMargins(for: family)
        let shape = self.shape
        // iOS 14–16: the view fills the widget; margins and the notice came with iOS 17.
        let beforeMargins = osVersion < .iOS17
        let host = ContainerBackgroundHost(
            placement: .widget, margins: contentMarginsDisabled || beforeMargins ? EdgeInsets() : margins, drawsBackground: showsContainerBackground,
            whenMissing: family.isSystem && !beforeMargins ? AnyView(AdoptContainerBackgroundNotice()) : nil, size: canvas
        ) {
            if appearance.isPlaceholder { content.redacted(reason: .placeholder) } else { content }
        }
        let widget = ZStack {
            if showsContainerBackground { systemBackground }
            host
        }
        .frame(width: canvas.width, height: canvas.height)
        .clipShape(PathShape(path: shape))
        let placed = family == .accessoryCorner ? AnyView(CornerComplicationView(content: widget, circle: canvas.width)) : AnyView(widget)
        return placed
        // watchOS shows labels on corner complications only, of the families WidgetShot draws
        // (https://developer.apple.com/documentation/widgetkit/environmentvalues/showswidgetlabel).
        .environment(\.showsWidgetLabel, family == .accessoryCorner)
        .environment(\.widgetFamily, family)
        .environment(\.drawsCircularProgressAsGauge, true)   // CircularProgressViewStyle in widgets
        .environment(\.widgetContentMargins, margins)
        .environment(\.showsWidgetContainerBackground, showsContainerBackground)
        .environment(\.widgetRenderingMode, appearance.renderingMode)
        .environment(\.colorScheme, appearance.colorScheme)
        .environment(\.containerShape, ContainerShapeGeometry(rect: CGRect(origin: .zero, size: canvas), cornerRadius: cornerRadius))
    }
}

/// A fixed path (in the shape's own coordinates) as a shape, moved to the rect's origin (the
/// corner complication's circle is not at the image's origin).
struct PathShape: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { rect.origin == .zero ? path : path.offsetBy(dx: rect.minX, dy: rect.minY) }
}

/// What iOS 17 shows in place of a widget that sets no container background.
struct AdoptContainerBackgroundNotice: View {
    var body: some View {
        Text("Please adopt containerBackground API")
            .font(.system(size: 13, weight: .semibold))
            .multilineTextAlignment(.center)
            .foregroundColor(.red)
    }
}
