import Foundation
import WidgetShotCairo
import WidgetShotKit
import WidgetShotPreviews
import WidgetShotUI

/// One rendered preview image.
public struct PreviewRender {
    /// The preview's display name.
    public var previewName: String
    /// The file and line that declare it, when known.
    public var source: String?
    public var line: Int?
    /// The widget family it was drawn as (nil for a plain view preview).
    public var family: WidgetFamily?
    public var device: Device
    public var appearance: WidgetAppearance
    /// The timeline entry's index (0 for views).
    public var entryIndex: Int
    public var result: RenderResult
    public var lints: [Lint]
    /// The Live Activity presentation, for Live Activity previews.
    public var presentation: String? = nil
    /// The Dynamic Type size rendered (the renderer's `dynamicTypeSize`).
    public var dynamicTypeSize: DynamicTypeSize = .large

    /// A stable file name: `preview.device.family.appearance[.dynamicTypeSize].entryN` (no path
    /// separators; the size only when it is not Large, so names from before the axis are unchanged).
    public var variantName: String {
        ([previewName, device.id, family?.description ?? presentation ?? "view", appearance.name] + DynamicTypeSizeNames.suffix(dynamicTypeSize)
            + ["entry\(entryIndex)"])
            .map { String($0.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }) }
            .joined(separator: ".")
    }
}

extension WidgetRenderer {
    /// Renders a preview: a widget preview as its family (every entry of its timeline), a view
    /// with `.previewContext(WidgetPreviewContext(family:))` as a widget of that family, and any
    /// other view on the device's screen (or at its fitting or fixed size, by its layout trait).
    /// `.previewDevice` picks the device when it names one in the catalogue. Every kind of preview
    /// renders in the renderer's `locale`, `layoutDirection`, `timeZone` and `dynamicTypeSize`.
    public func render(_ preview: Preview, device defaultDevice: Device = .iPhone16Pro,
                       appearance: WidgetAppearance = .light) throws -> [PreviewRender] {
        let device = preview.traits.device.flatMap { Device.named($0.rawValue) } ?? defaultDevice
        func wrap(_ renders: [WidgetRender]) -> [PreviewRender] {
            renders.map { r in
                PreviewRender(previewName: preview.displayName, source: preview.source, line: preview.line, family: r.family, device: device,
                              appearance: appearance, entryIndex: r.entryIndex, result: r.result, lints: r.lints, dynamicTypeSize: dynamicTypeSize)
            }
        }
        switch preview.content {
        case .liveActivity(let definition, let attributes, let presentation, let states):
            // Island presentations need a Dynamic Island: fall back to the iPhone 16 when the device has none.
            let islandDevice = device.liveActivity == nil ? Device.iPhone16 : device
            let activities = try LiveActivityRenderer(views: views)
            activities.locale = locale
            activities.layoutDirection = layoutDirection
            activities.timeZone = timeZone
            activities.dynamicTypeSize = dynamicTypeSize
            activities.osVersion = osVersion
            activities.colorSchemeContrast = colorSchemeContrast
            return try states().enumerated().map { index, state in
                let r = try activities.render(definition, attributes: attributes, state: state, presentation: presentation, device: islandDevice,
                                              appearance: appearance, stateIndex: index)
                return PreviewRender(previewName: preview.displayName, source: preview.source, line: preview.line, family: nil,
                                     device: islandDevice, appearance: appearance, entryIndex: index, result: r.result, lints: [],
                                     presentation: presentation.rawValue, dynamicTypeSize: dynamicTypeSize)
            }
        case .widget(let definition, let family, let entries):
            return wrap(try render(definition, family: family, device: device, appearance: appearance, entries: try entries()))
        case .view(let make):
            if let family = preview.traits.family {
                let definition = WidgetDefinition.showing(make(), kind: preview.displayName)
                return wrap(try render(definition, family: family, device: device, appearance: appearance, entries: .timeline))
            }
            var environment = EnvironmentValues()
            environment.colorScheme = appearance.colorScheme
            environment.locale = locale
            environment.layoutDirection = layoutDirection ?? LayoutDirection(locale: locale)
            environment.timeZone = timeZone
            environment.dynamicTypeSize = dynamicTypeSize
            environment.osVersion = osVersion
            environment._colorSchemeContrast = colorSchemeContrast
            LocalizedStrings.shared.locale = locale
            let background: Color = appearance.colorScheme == .dark ? .black : .white
            let view = ZStack { background; make() }
            var size = device.screenSize
            switch preview.traits.layout ?? .device {
            case .device: break
            case .fixed(let width, let height):
                // Users' numbers: clamped before any use (NaN → 0, at most 10,000 pt a side).
                func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 10_000) }
                size = CGSize(width: clamp(width), height: clamp(height))
            case .sizeThatFits:
                let tree = try views.layoutEngine.layout(make(), in: device.screenSize, scale: device.scale, environment: environment)
                let fitted = tree.root?.frame.size ?? device.screenSize
                size = CGSize(width: max(1, fitted.width.rounded(.up)), height: max(1, fitted.height.rounded(.up)))
            }
            if preview.traits.orientation == .landscapeLeft || preview.traits.orientation == .landscapeRight, preview.traits.layout == nil {
                size = CGSize(width: size.height, height: size.width)
            }
            let result = try views.render(view, size: size, scale: device.scale, environment: environment)
            return [PreviewRender(previewName: preview.displayName, source: preview.source, line: preview.line, family: nil, device: device,
                                  appearance: appearance, entryIndex: 0, result: result, lints: [], dynamicTypeSize: dynamicTypeSize)]
        }
    }
}
