import Foundation

// Number parameters with a control style — App Intents' `IntentParameter.IntControlStyle`
// (`field`, `stepper`) and `DoubleControlStyle` (`field`, `slider`, `stepper`), given with an
// inclusive range (https://developer.apple.com/documentation/appintents/intentparameter/intcontrolstyle,
// …/doublecontrolstyle, and the initialisers `init(title:description:default:controlStyle:
// inclusiveRange:requestValueDialog:inputConnectionBehavior:)`, iOS 16):
//
//     @Parameter(title: "Holidays", default: 1, controlStyle: .stepper, inclusiveRange: (0, 2)) var holidays: Int
//     @Parameter(title: "Dimming", default: 0, controlStyle: .slider, inclusiveRange: (0, 1)) var dimming: Double
//
// The style is how the widget editor asks for the value; a rendered widget only sees the value.
// Apple's `controlStyle:` defaults to `.stepper`; here it has no default, so a declaration
// without it keeps using the general initialiser (no ambiguity between the two).

extension IntentParameter {
    /// How the editor asks for an integer — App Intents' `IntentParameter.IntControlStyle`.
    public enum IntControlStyle: Hashable, Sendable {
        /// A text field.
        case field
        /// A stepper.
        case stepper
    }

    /// How the editor asks for a floating-point number — App Intents' `IntentParameter.DoubleControlStyle`.
    public enum DoubleControlStyle: Hashable, Sendable {
        /// A text field.
        case field
        /// A slider over the inclusive range.
        case slider
        /// A stepper.
        case stepper
    }
}

extension IntentParameter where Value == Int {
    /// An integer parameter with a control style and range.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Int? = nil,
                            controlStyle: IntControlStyle, inclusiveRange: (Int, Int)? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog, inclusiveRange: inclusiveRange)
        numberControlStyle = controlStyle
    }

    /// The control style given in the declaration.
    public var controlStyle: IntControlStyle? { numberControlStyle as? IntControlStyle }
}

extension IntentParameter where Value == Int? {
    /// An optional integer parameter with a control style and range.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Int? = nil,
                            controlStyle: IntControlStyle, inclusiveRange: (Int, Int)? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog,
                  inclusiveRange: inclusiveRange.map { (Optional($0.0), Optional($0.1)) })
        numberControlStyle = controlStyle
    }

    /// The control style given in the declaration.
    public var controlStyle: IntControlStyle? { numberControlStyle as? IntControlStyle }
}

extension IntentParameter where Value == Double {
    /// A floating-point parameter with a control style and range.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Double? = nil,
                            controlStyle: DoubleControlStyle, inclusiveRange: (Double, Double)? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog, inclusiveRange: inclusiveRange)
        numberControlStyle = controlStyle
    }

    /// The control style given in the declaration.
    public var controlStyle: DoubleControlStyle? { numberControlStyle as? DoubleControlStyle }
}

extension IntentParameter where Value == Double? {
    /// An optional floating-point parameter with a control style and range.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Double? = nil,
                            controlStyle: DoubleControlStyle, inclusiveRange: (Double, Double)? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog,
                  inclusiveRange: inclusiveRange.map { (Optional($0.0), Optional($0.1)) })
        numberControlStyle = controlStyle
    }

    /// The control style given in the declaration.
    public var controlStyle: DoubleControlStyle? { numberControlStyle as? DoubleControlStyle }
}
