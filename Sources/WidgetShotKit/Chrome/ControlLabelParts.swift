import Foundation
import WidgetShotUI

/// What Control Center shows of a control template: the symbol in the round button, the title
/// and the value text beside or below it.
///
/// A control's views are taken apart, not drawn as they are: a `Label`'s icon becomes the
/// symbol and its title the text. For `ControlWidgetToggle(_:isOn:action:valueLabel:)` and
/// `init(isOn:action:label:valueLabel:)` the value label's `Label` gives the symbol for the current
/// value and its title the value text ("Running", "Off"); for `ControlWidgetButton(action:label:)`
/// and the toggles' `label:` the label's `Label` gives the title and, when the value label has
/// none, the symbol. WWDC24 "Extend your app's controls across the system"
/// (https://developer.apple.com/videos/play/wwdc2024/10157) shows both forms; Apple documents the
/// parameters as "a view that renders the toggle's label/value"
/// (https://developer.apple.com/documentation/widgetkit/controlwidgettoggle/init(ison:action:label:valuelabel:)).
/// **Guess**: a bare `Image` as the label is the symbol, a bare `Text` the title; any other view
/// is drawn in the button as is.
struct ControlLabelParts {
    var symbol: AnyView
    var title: AnyView?
    var value: AnyView?

    init(_ t: ControlTemplateContent, isOn: Bool) {
        let labelParts = t.label.flatMap { _LabelParts.find(in: $0) }
        let valueView = t.valueLabel?(isOn)
        let valueParts = valueView.flatMap { _LabelParts.find(in: $0) }

        // Title: the template's string, else the label's Label title, else a bare Text label.
        if let title = t.title {
            self.title = AnyView(Text(title))
        } else if let labelParts {
            self.title = labelParts.title
        } else if let label = t.label, _LabelParts.text(in: label) != nil {
            self.title = label
        }
        // Value: the value label's Label title, else the value label as it is.
        if let valueParts {
            value = valueParts.title
        } else if let valueView {
            value = valueView
        }
        // Symbol: a named SF Symbol, else the value's icon, else the label's icon, else the label.
        let symbolFont = Font.system(size: 24, weight: .medium)
        if let name = t.systemImage {
            symbol = AnyView(Image(systemName: name).font(symbolFont))
        } else if let valueParts {
            symbol = AnyView(valueParts.icon.font(symbolFont))
        } else if let labelParts {
            symbol = AnyView(labelParts.icon.font(symbolFont))
        } else if let label = t.label, _LabelParts.text(in: label) == nil {
            symbol = AnyView(label.font(.system(size: 20, weight: .medium)).lineLimit(1).frame(maxWidth: 52))
        } else {
            symbol = AnyView(EmptyView())
        }
    }
}
