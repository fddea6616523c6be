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

    /// Whether the container background is drawn: only in full colour on the Home Screen.
    public var showsContainerBackground: Bool { appearance.showsContainerBackground(for: family) }

    /// The widget's outline in canvas points.
    public var shape: Path {
        let rect = CGRect(origin: .zero, size: canvas)
        switch family {
        case .accessoryCircular: return Path(ellipseIn: rect)
        case .accessoryInline: return Path(rect)
        case .accessoryRectangular: return Path(roundedRect: rect, cornerRadius: min(cornerRadius, canvas.height / 4), style: .continuous)
        default: return Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
        }
    }

    /// The system background under a full-colour widget (widgets are never transparent).
    public var systemBackground: Color {
        appearance.colorScheme == .dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : .white
    }

    /// The widget's view inside its chrome, sized to the canvas.
    public func wrap<Content: View>(_ content: Content) -> some View {
        let margins = appearance.contentMargins(for: family)
        let shape = self.shape
        // iOS 14–16: the view fills the widget; margins and the notice came with iOS 17.
        let beforeMargins = osVersion < .iOS17
        let host = ContainerBackgroundHost(
            placement: .widget, margins: contentMarginsDisabled || beforeMargins ? EdgeInsets() : margins, drawsBackground: showsContainerBackground,
            whenMissing: family.isSystem && !beforeMargins ? AnyView(AdoptContainerBackgroundNotice()) : nil, size: canvas
        ) {
            if appearance.isPlaceholder { content.redacted(reason: .placeholder) } else { content }
        }
        return ZStack {
            if showsContainerBackground { systemBackground }
            host
        }
        .frame(width: canvas.width, height: canvas.height)
        .clipShape(PathShape(path: shape))
        .environment(\.widgetFamily, family)
        .environment(\.widgetContentMargins, margins)
        .environment(\.showsWidgetContainerBackground, showsContainerBackground)
        .environment(\.widgetRenderingMode, appearance.renderingMode)
        .environment(\.colorScheme, appearance.colorScheme)
        .environment(\.containerShape, ContainerShapeGeometry(rect: CGRect(origin: .zero, size: canvas), cornerRadius: cornerRadius))
    }
}

/// A fixed path as a shape.
struct PathShape: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
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
