import Foundation
import WidgetShotIntents
import WidgetShotUI

// The title forms of `ControlWidgetToggle.init(_:isOn:action:valueLabel:)` besides
// `LocalizedStringResource`: WidgetKit has three overloads
// (https://developer.apple.com/documentation/widgetkit/controlwidgettoggle), so a `String`
// variable (`ControlWidgetToggle(device.name, isOn: …)`) and a `LocalizedStringKey` compile too.
extension ControlWidgetToggle where Label == Text {
    /// A toggle with a localized title and a value label (a string literal picks the
    /// `LocalizedStringResource` form, as on iOS).
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        templateContent = ControlTemplateContent(kind: .toggle, isOn: isOn, title: Text(titleKey).plainText,
                                                 valueLabel: { AnyView(valueLabel($0)) }, actionTitle: Action.title.description)
    }

    /// A toggle with a title string and a value label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        templateContent = ControlTemplateContent(kind: .toggle, isOn: isOn, title: String(title),
                                                 valueLabel: { AnyView(valueLabel($0)) }, actionTitle: Action.title.description)
    }
}
