import Foundation

/// How a `Picker` looks — SwiftUI's `PickerStyle`
/// (https://developer.apple.com/documentation/swiftui/pickerstyle). As in SwiftUI, the styles are
/// the system's (`.menu`, `.segmented`, `.wheel`, `.inline`, `.navigationLink`, `.palette`); a
/// custom style cannot be written.
public protocol PickerStyle {
    /// Which system style this is (WidgetShot's; not SwiftUI API).
    var _pickerKind: _PickerKind { get }
}

/// The system picker styles WidgetShot draws.
public enum _PickerKind: Sendable {
    case menu, segmented, wheel, navigationLink

    /// The view a picker of this kind draws at rest. Sizes are UIKit's: a segmented control is
    /// 32 pt tall with a 2 pt inset around the selected segment (UISegmentedControl, iOS 13+), a
    /// wheel 216 pt with 32 pt rows (UIPickerView's default height); the selected segment's title
    /// is semibold 13 pt, the others regular (guesses from screenshots, written here).
    @MainActor func body(_ drawing: PickerDrawing) -> AnyView {
        switch self {
        case .menu:
            // iOS 16+'s default: the selected option and the up-down chevrons, in the tint.
            return AnyView(HStack(spacing: 5) {
                drawing.selectedView.lineLimit(1)
                Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium))
            }
            .foregroundStyle(.tint))
        case .segmented:
            return AnyView(SegmentedPickerBody(drawing: drawing))
        case .wheel:
            return AnyView(WheelPickerBody(drawing: drawing))
        case .navigationLink:
            return AnyView(HStack(spacing: 6) {
                if let label = drawing.label { label.foregroundStyle(.primary) }
                Spacer(minLength: 8)
                drawing.selectedView.lineLimit(1).foregroundStyle(.secondary)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
            })
        }
    }
}

/// The default: a menu button on iOS 16 and later.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _pickerKind: _PickerKind { .menu }
}
/// The selection in a button that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _pickerKind: _PickerKind { .menu }
}
/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _pickerKind: _PickerKind { .segmented }
}
/// A scrolling wheel.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _pickerKind: _PickerKind { .wheel }
}
/// The options inline with other content (outside a list, a wheel on iOS).
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _pickerKind: _PickerKind { .wheel }
}
/// A navigation row that pushes a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _pickerKind: _PickerKind { .navigationLink }
}
/// A row of the options, as in a menu's palette (iOS 17; drawn as a segmented control).
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _pickerKind: _PickerKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style (a menu on iOS 16 and later).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A scrolling wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A palette.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// A picker style kept in the environment.
struct AnyPickerStyle: Sendable {
    let kind: _PickerKind
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = AnyPickerStyle(kind: .menu) }

extension EnvironmentValues {
    var pickerStyle: AnyPickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers in this view
    /// (https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = style._pickerKind
        return modifier(EnvironmentWritingModifier { $0.pickerStyle = AnyPickerStyle(kind: kind) })
    }
}

/// A segmented control at rest: the options side by side in equal segments, the selected one on
/// a raised plate.
struct SegmentedPickerBody: View {
    let drawing: PickerDrawing
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(drawing.options.indices), id: \.self) { index in
                let selected = index == drawing.selected
                drawing.options[index].view
                    .font(.system(size: 13, weight: selected ? .semibold : .regular))
                    .lineLimit(1)
                    .foregroundStyle(.primary)
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if selected {
                            RoundedRectangle(cornerRadius: 7, style: .continuous)
                                .fill(colorScheme == .dark ? Color(white: 0.39) : Color.white)
                                .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                        }
                    }
            }
        }
        .padding(2)
        .frame(height: 32)
        .background(RoundedRectangle(cornerRadius: 9, style: .continuous).fill(NavigationBarView.searchFill))
    }
}

/// A wheel at rest: the selected option on the selection band, its neighbours fading above and
/// below.
struct WheelPickerBody: View {
    let drawing: PickerDrawing
    static let rowHeight: CGFloat = 32
    static let visibleAround = 3

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(NavigationBarView.searchFill).frame(height: Self.rowHeight)
            VStack(spacing: 0) {
                ForEach(Array((-Self.visibleAround...Self.visibleAround)), id: \.self) { offset in
                    row(at: (drawing.selected ?? 0) + offset)
                        .opacity(offset == 0 ? 1 : max(0.15, 0.55 - 0.15 * Double(abs(offset))))
                }
            }
        }
        .frame(height: 216)
        .clipped()
    }

    @ViewBuilder func row(at index: Int) -> some View {
        if drawing.options.indices.contains(index) {
            drawing.options[index].view.font(.title3).lineLimit(1).frame(height: Self.rowHeight)
        } else {
            Color.clear.frame(height: Self.rowHeight)
        }
    }
}
