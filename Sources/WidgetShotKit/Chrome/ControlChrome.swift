import Foundation
import WidgetShotUI

/// A control's size in Control Center (iOS 18: people resize controls in the grid). WidgetShot's
/// own type (Apple has no name for it; SwiftUI's `ControlSize` is the `.controlSize(_:)` one).
public enum ControlCenterSize: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// One grid cell: the round button.
    case small
    /// Two cells wide: the button with the title and value beside it.
    case medium
    /// Two by two cells: the button with the title and value below it.
    case large

    public var description: String { rawValue }
    /// Looks a size up by name, case-insensitively.
    public static func named(_ name: String) -> ControlCenterSize? { allCases.first { $0.rawValue == name.lowercased() } }

    /// The size in points. **Guess**: Apple publishes no Control Center module sizes; a 68-pt
    /// cell with 14-pt gaps (medium 150×68, large 150×150) matches the proportions of Apple's
    /// iOS 18 Control Center screenshots on a 393-pt-wide iPhone.
    public var points: CGSize {
        switch self {
        case .small: return CGSize(width: 68, height: 68)
        case .medium: return CGSize(width: 150, height: 68)
        case .large: return CGSize(width: 150, height: 150)
        }
    }
}

/// What Control Center draws for a control template: the round button (a translucent circle
/// with a white symbol when off; a white circle with the symbol in the template's tint when on —
/// WidgetKit's `tint(_:)` documentation: the tint applies to the control, and Apple's screenshots
/// show it on the symbol of a control that is on), and for medium and large sizes the title and
/// value label on a translucent platter. Control Center is dark in both appearances.
public struct ControlChrome {
    public var size: ControlCenterSize
    /// Space around the control on the canvas.
    public static let canvasInset: CGFloat = 8
    /// The default tint of a control that is on (**guess**: the system blue).
    public static let defaultTint = Color.blue

    public init(size: ControlCenterSize) { self.size = size }

    /// The canvas: the control and the inset.
    public var canvas: CGSize { CGSize(width: size.points.width + 2 * Self.canvasInset, height: size.points.height + 2 * Self.canvasInset) }

    /// The view for `template` drawn on or off (buttons are never on).
    public func compose(_ template: ControlTemplateContent, isOn requested: Bool) -> AnyView {
        let isOn = template.kind == .toggle && requested
        let cell = ControlCenterSize.small.points.width
        let tint = template.tint ?? Self.defaultTint
        let parts = ControlLabelParts(template, isOn: isOn)
        let button = ZStack {
            Circle().fill(isOn ? Color.white : Color.white.opacity(0.22))
            parts.symbol.foregroundColor(isOn ? tint : .white)
        }
        .frame(width: cell, height: cell)
        // Dimmed only when disabled: an opacity group, even at 1, changes antialiased edges.
        let icon = (template.isDisabled ? AnyView(button.opacity(0.5)) : AnyView(button)).accessibilityIdentifier("control.button")
        let texts = ControlTexts(title: parts.title, value: parts.value).accessibilityIdentifier("control.text")
        let pad = Self.canvasInset
        let body: AnyView
        switch size {
        case .small:
            body = AnyView(icon)
        case .medium:
            body = AnyView(HStack(spacing: 8) { icon; texts; Spacer(minLength: 0) }
                .background(Capsule().fill(Color.white.opacity(0.12))))
        case .large:
            body = AnyView(VStack(alignment: .leading, spacing: 0) {
                icon.padding(12)
                Spacer(minLength: 0)
                texts.padding(EdgeInsets(top: 0, leading: 14, bottom: 14, trailing: 14))
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 34, style: .continuous).fill(Color.white.opacity(0.12))))
        }
        return AnyView(ZStack(alignment: .topLeading) {
            Color(red: 0.12, green: 0.12, blue: 0.14)
            body.frame(width: size.points.width, height: size.points.height)
                .environment(\.colorScheme, .dark)
                .padding(EdgeInsets(top: pad, leading: pad, bottom: 0, trailing: 0))
        }.frame(width: canvas.width, height: canvas.height, alignment: .topLeading))
    }

}

/// The title and value beside or below a control's button, in Control Center's label sizes
/// (14 pt semibold, 13 pt) at the Large text size, scaled with the render's Dynamic Type size.
///
/// Control Center's labels are system text and follow the text-size setting, while the grid
/// cells keep their size (so long labels truncate sooner at large sizes). **Guess** (Apple
/// publishes neither the label fonts nor their scaling): the title scales as `.subheadline`
/// and the value as `.footnote` — the text styles nearest to 14 and 13 pt — by the HIG's
/// Dynamic Type table (`TextStyleMetrics`); e.g. at accessibility1 the title is
/// 14 × 25/15 ≈ 23.3 pt and the value 13 × 23/13 = 23 pt.
struct ControlTexts: View {
    var title: AnyView?
    var value: AnyView?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// The title's point size at a Dynamic Type size.
    static func titleSize(_ size: DynamicTypeSize) -> CGFloat { 14 * TextStyleMetrics.scale(.subheadline, size) }
    /// The value's point size at a Dynamic Type size.
    static func valueSize(_ size: DynamicTypeSize) -> CGFloat { 13 * TextStyleMetrics.scale(.footnote, size) }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            if let title {
                title.font(.system(size: Self.titleSize(dynamicTypeSize), weight: .semibold)).foregroundColor(.white).lineLimit(1)
            }
            if let value {
                value.font(.system(size: Self.valueSize(dynamicTypeSize))).foregroundColor(Color.white.opacity(0.72)).lineLimit(1)
            }
        }
    }
}
