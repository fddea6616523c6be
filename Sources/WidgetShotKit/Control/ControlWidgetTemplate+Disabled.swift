import Foundation
import WidgetShotUI

extension ControlWidgetTemplate {
    /// Whether people can use this control — `ControlWidgetTemplate.disabled(_:)` (iOS 18,
    /// https://developer.apple.com/documentation/swiftui/controlwidgettemplate/disabled(_:)).
    /// **Guess**: Apple does not show a disabled control; WidgetShot draws its button at half
    /// opacity, as SwiftUI dims disabled controls.
    public func disabled(_ disabled: Bool) -> ModifiedControlWidgetTemplate {
        var c = templateContent
        c.isDisabled = c.isDisabled || disabled
        return ModifiedControlWidgetTemplate(templateContent: c)
    }
}
