import Foundation

/// The label a view attached with `widgetLabel`, handed up to the widget's chrome, which draws
/// it where watchOS does (the bezel of an `accessoryCorner` complication). `nil` when no view
/// set one or labels are not shown (`\.showsWidgetLabel` false: iPhone, iPad, and the other
/// watch families WidgetShot renders).
public struct WidgetLabelPreferenceKey: PreferenceKey {
    /// No label.
    public static let defaultValue: AnyView? = nil
    /// The first label in the view tree wins (a widget normally attaches one, to its root).
    public static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

/// `widgetLabel`: publishes the label when the context shows widget labels.
struct WidgetLabelModifier<Label: View>: ViewModifier {
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    let label: Label

    func body(content: Content) -> some View {
        content.preference(key: WidgetLabelPreferenceKey.self, value: showsWidgetLabel ? AnyView(label) : nil)
    }
}
