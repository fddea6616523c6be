import Foundation
import WidgetShotCairo
import WidgetShotKit
import WidgetShotUI

/// One rendered control.
public struct ControlRender {
    public var kind: String
    public var size: ControlCenterSize
    /// Whether it was drawn on (always false for buttons).
    public var isOn: Bool
    public var result: RenderResult
    /// The Dynamic Type size rendered (`ControlRenderer.dynamicTypeSize`).
    public var dynamicTypeSize: DynamicTypeSize = .large

    /// A stable file name: `kind.control.size[.dynamicTypeSize].on|off` (the size only when it is not Large).
    public var variantName: String {
        ([kind, "control", size.rawValue] + DynamicTypeSizeNames.suffix(dynamicTypeSize) + [isOn ? "on" : "off"])
            .map { String($0.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }) }
            .joined(separator: ".")
    }
}

/// Renders controls (`ControlWidget`) as Control Center shows them, at each size, on and off.
///
/// ```swift
/// let renders = try ControlRenderer().render(MyWidgets().controls[0])   // 3 sizes × on/off
/// ```
public final class ControlRenderer {
    public let views: ViewRenderer
    /// How long a provider's `currentValue()` may take.
    public var providerTimeout: TimeInterval = 10
    /// The locale the control renders in (`\.locale`); en_US by default, never the machine's.
    public var locale = Locale(identifier: "en_US")
    /// The layout direction (`\.layoutDirection`); `nil` (the default) takes the locale's.
    public var layoutDirection: LayoutDirection?
    /// The time zone dates render in (`\.timeZone`); UTC by default.
    public var timeZone = TimeZone(identifier: "UTC")!
    /// The Dynamic Type size text renders at (`\.dynamicTypeSize`); Large, iOS's default, unless set.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The iOS release whose palette the control is drawn with (`\.osVersion`); iOS 18 by
    /// default, as `WidgetRenderer`.
    public var osVersion: OSVersion = .iOS18
    /// Standard or increased contrast (`\.colorSchemeContrast`, the Increase Contrast setting):
    /// `.increased` draws the system and label colours' high-contrast variants. Standard by default.
    public var colorSchemeContrast: ColorSchemeContrast = .standard

    public init(views: ViewRenderer? = nil) throws { self.views = try views ?? ViewRenderer() }

    /// Renders one control at one size; `isOn` overrides the template's value (nil keeps it).
    public func render(_ control: ControlDefinition, size: ControlCenterSize, isOn: Bool? = nil, value: ControlValueSource = .preview,
                       scale: CGFloat = 3) throws -> ControlRender {
        LocalizedStrings.shared.locale = locale  // the template's String(localized:) resolve in the render's locale
        let template = try control.template(value, timeout: providerTimeout)
        let on = template.kind == .toggle && (isOn ?? template.isOn)
        let chrome = ControlChrome(size: size)
        var environment = EnvironmentValues()
        environment.locale = locale
        environment.layoutDirection = layoutDirection ?? LayoutDirection(locale: locale)
        environment.dynamicTypeSize = dynamicTypeSize
        environment.timeZone = timeZone
        environment.osVersion = osVersion
        environment._colorSchemeContrast = colorSchemeContrast
        let result = try views.render(chrome.compose(template, isOn: on), size: chrome.canvas, scale: scale, environment: environment)
        return ControlRender(kind: control.kind, size: size, isOn: on, result: result, dynamicTypeSize: dynamicTypeSize)
    }

    /// Renders every size, on and off for toggles (a button once per size).
    public func render(_ control: ControlDefinition, sizes: [ControlCenterSize] = ControlCenterSize.allCases, value: ControlValueSource = .preview,
                       scale: CGFloat = 3) throws -> [ControlRender] {
        let template = try control.template(value, timeout: providerTimeout)
        let states = template.kind == .toggle ? [false, true] : [false]
        return try sizes.flatMap { size in try states.map { try render(control, size: size, isOn: $0, value: value, scale: scale) } }
    }
}
