import Foundation
import WidgetShotIntents
import WidgetShotUI

// `ControlWidgetButton(_:action:actionLabel:)`: a button with a title, whose action label is drawn
// in the round button. WidgetKit has three overloads (iOS 18,
// https://developer.apple.com/documentation/widgetkit/controlwidgetbutton):
// `init(_ titleResource: LocalizedStringResource, action:, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)`,
// `init(_ titleKey: LocalizedStringKey, …)` and `init(_ title: some StringProtocol, …)`, all
// `where Label == Text`. Apple's example passes `{ isActive in Image(systemName: …); if isActive { Text("Opening...") } }`:
// at rest (`isActive == false`, the only state a render shows) the action label gives the symbol,
// and a `Label` in it gives the symbol by its icon (`ControlLabelParts`).
extension ControlWidgetButton where Content == Text {
    /// A button with a localized title whose action label is drawn while idle and while its action runs.
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ValueLabel) {
        templateContent = ControlTemplateContent(kind: .button, isOn: false, title: titleResource.description,
                                                 label: AnyView(actionLabel(false)), actionTitle: Action.title.description)
    }

    /// A button with a localized title key (a string literal picks the `LocalizedStringResource` form, as on iOS).
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ValueLabel) {
        templateContent = ControlTemplateContent(kind: .button, isOn: false, title: Text(titleKey).plainText,
                                                 label: AnyView(actionLabel(false)), actionTitle: Action.title.description)
    }

    /// A button with a title string (`ControlWidgetButton(configuration.actionName, action: …) { … }`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ValueLabel) {
        templateContent = ControlTemplateContent(kind: .button, isOn: false, title: String(title),
                                                 label: AnyView(actionLabel(false)), actionTitle: Action.title.description)
    }
}
