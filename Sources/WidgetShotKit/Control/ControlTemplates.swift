import Foundation
import WidgetShotIntents
import WidgetShotUI

/// A control's content — WidgetKit's `ControlWidgetTemplate`: `ControlWidgetButton` or `ControlWidgetToggle`.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// The resolved template WidgetShot draws.
    var templateContent: ControlTemplateContent { get }
}

/// A template resolved into plain values.
public struct ControlTemplateContent {
    public enum Kind: String, Hashable, Sendable { case button, toggle }
    public var kind: Kind
    /// The toggle's value (false for buttons).
    public var isOn: Bool
    /// The title, when given as a string.
    public var title: String?
    /// The SF Symbol, when given by name.
    public var systemImage: String?
    /// The label view, when given as a view (drawn as is).
    public var label: AnyView?
    /// The value label for on and off (toggles: "On"/"Off" unless given).
    public var valueLabel: ((Bool) -> AnyView)?
    /// `.tint(_:)` on the template.
    public var tint: Color?
    /// `.controlWidgetActionHint(_:)` on the template.
    public var actionHint: String?
    /// The action's `title`.
    public var actionTitle: String
    /// `.disabled(true)` on the template: people cannot use the control (drawn dimmed).
    public var isDisabled = false
}

/// Builds a control's template.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildExpression<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    public static func buildEither<T: ControlWidgetTemplate>(first: T) -> AnyControlWidgetTemplate { AnyControlWidgetTemplate(first) }
    public static func buildEither<T: ControlWidgetTemplate>(second: T) -> AnyControlWidgetTemplate { AnyControlWidgetTemplate(second) }
    public static func buildLimitedAvailability<T: ControlWidgetTemplate>(_ template: T) -> AnyControlWidgetTemplate { AnyControlWidgetTemplate(template) }
}

/// A template with its type erased (from `if`/`else` in a template builder).
public struct AnyControlWidgetTemplate: ControlWidgetTemplate {
    public let templateContent: ControlTemplateContent
    public init<T: ControlWidgetTemplate>(_ template: T) { templateContent = template.templateContent }
}

/// A template with a modifier applied.
public struct ModifiedControlWidgetTemplate: ControlWidgetTemplate {
    public let templateContent: ControlTemplateContent
}

extension ControlWidgetTemplate {
    /// The control's tint — `ControlWidgetTemplate.tint(_:)`: the symbol's colour when on.
    public func tint(_ tint: Color?) -> ModifiedControlWidgetTemplate {
        var c = templateContent
        c.tint = tint
        return ModifiedControlWidgetTemplate(templateContent: c)
    }
    /// What the Action button does — `controlWidgetActionHint(_:)`.
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> ModifiedControlWidgetTemplate {
        var c = templateContent
        c.actionHint = String(hint)
        return ModifiedControlWidgetTemplate(templateContent: c)
    }
    /// What the Action button does — `controlWidgetActionHint(_:)`.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> ModifiedControlWidgetTemplate {
        controlWidgetActionHint(Text(hint).plainText)
    }
    /// What the Action button does — `controlWidgetActionHint(_:)`.
    public func controlWidgetActionHint(_ hint: Text) -> ModifiedControlWidgetTemplate { controlWidgetActionHint(hint.plainText) }
}

extension View {
    /// What the Action button does — `controlWidgetActionHint(_:)` on a control's label. It only
    /// names the action for the Action button, so WidgetShot draws nothing for it.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    /// What the Action button does (on a control's label; draws nothing).
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
    /// What the Action button does (on a control's label; draws nothing).
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
}

/// A control that performs an action — WidgetKit's `ControlWidgetButton`.
public struct ControlWidgetButton<Content: View, ValueLabel: View, Action: AppIntent>: ControlWidgetTemplate {
    public let templateContent: ControlTemplateContent

    /// A button with a label view.
    public init(action: Action, @ViewBuilder label: () -> Content) where ValueLabel == EmptyView {
        templateContent = ControlTemplateContent(kind: .button, isOn: false, label: AnyView(label()), actionTitle: Action.title.description)
    }

    /// A button with a label and a label shown while its action runs (drawn: the label).
    public init(action: Action, @ViewBuilder label: () -> Content, @ViewBuilder actionLabel: @escaping (Bool) -> ValueLabel) {
        templateContent = ControlTemplateContent(kind: .button, isOn: false, label: AnyView(label()), actionTitle: Action.title.description)
    }
}

extension ControlWidgetButton where Content == Text, ValueLabel == EmptyView {
    /// A button with a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, action: Action) {
        templateContent = ControlTemplateContent(kind: .button, isOn: false, title: Text(title).plainText, systemImage: systemImage,
                                                 actionTitle: Action.title.description)
    }
    /// A button with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: Action) {
        templateContent = ControlTemplateContent(kind: .button, isOn: false, title: String(title), systemImage: systemImage,
                                                 actionTitle: Action.title.description)
    }
}

/// A control with two states — WidgetKit's `ControlWidgetToggle`.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: AppIntent>: ControlWidgetTemplate {
    public let templateContent: ControlTemplateContent

    /// A toggle with a label view; the value reads "On" or "Off" (as WidgetKit's default label).
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label) where ValueLabel == Text {
        templateContent = ControlTemplateContent(kind: .toggle, isOn: isOn, label: AnyView(label()),
                                                 valueLabel: { AnyView(Text($0 ? "On" : "Off")) }, actionTitle: Action.title.description)
    }

    /// A toggle with a label view and a value label.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        templateContent = ControlTemplateContent(kind: .toggle, isOn: isOn, label: AnyView(label()),
                                                 valueLabel: { AnyView(valueLabel($0)) }, actionTitle: Action.title.description)
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle with a title and a value label (which usually holds the symbol: `Label(…, systemImage:)`).
    public init(_ title: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        templateContent = ControlTemplateContent(kind: .toggle, isOn: isOn, title: title.description,
                                                 valueLabel: { AnyView(valueLabel($0)) }, actionTitle: Action.title.description)
    }
}

extension ControlWidgetToggle where Label == Text, ValueLabel == Text {
    /// A toggle with a title and an SF Symbol; the value reads "On" or "Off".
    public init(_ title: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action) {
        self.init(string: Text(title).plainText, systemImage: systemImage, isOn: isOn, action: action)
    }
    /// A toggle with a title and an SF Symbol; the value reads "On" or "Off".
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Bool, action: Action) {
        self.init(string: String(title), systemImage: systemImage, isOn: isOn, action: action)
    }
    private init(string: String, systemImage: String, isOn: Bool, action: Action) {
        templateContent = ControlTemplateContent(kind: .toggle, isOn: isOn, title: string, systemImage: systemImage,
                                                 valueLabel: { AnyView(Text($0 ? "On" : "Off")) }, actionTitle: Action.title.description)
    }
}
