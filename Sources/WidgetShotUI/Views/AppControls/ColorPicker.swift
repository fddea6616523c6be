import Foundation

/// A control for choosing a colour — SwiftUI's `ColorPicker` (iOS 14).
///
/// Drawn as iOS's picker at rest: the label leading and, trailing, the colour well — the
/// selected colour in a circle inside a ring of the hue wheel. Apple does not document the
/// sizes; the 28 pt well with a 3 pt hue ring and a 2 pt gap is a guess from iOS screenshots.
/// Widgets cannot open the colour sheet; the well shows the bound colour.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent)
/// ColorPicker(selection: $background, supportsOpacity: false) { Label("Background", systemImage: "paintpalette") }
/// ```
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A picker for `selection` with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            ColorWell(color: color)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// A picker titled with a string (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour well of a ``ColorPicker``: a hue-wheel ring around the selected colour.
private struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle()
                .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center), lineWidth: 3)
            Circle()
                .fill(color)
                .padding(5)
        }
        .frame(width: 28, height: 28)
    }
}
