import Foundation
import WidgetShotCairo
import WidgetShotKit
import WidgetShotUI

/// Which entries of a widget to render.
public enum EntrySelection: Hashable {
    /// `placeholder(in:)`.
    case placeholder
    /// `getSnapshot(in:)` with `isPreview` true.
    case snapshot
    /// Every entry of `getTimeline(in:)`.
    case timeline
    /// One entry of `getTimeline(in:)`, by its index: only that entry is laid out and drawn, so a
    /// gallery showing a 1,440-entry timeline's first entry renders one image, not 1,440.
    case entry(Int)
    /// The timeline entry shown at a date (see `WidgetDefinition.entry(at:in:)`).
    case at(Date)
}

/// One rendered widget image with what it was made from.
public struct WidgetRender {
    public var kind: String
    public var family: WidgetFamily
    public var device: Device
    public var appearance: WidgetAppearance
    /// The entry's index in the timeline (0 for placeholder and snapshot).
    public var entryIndex: Int
    public var entryDate: Date
    public var result: RenderResult
    /// The timeline's reload policy (`nil` for placeholder and snapshot).
    public var reloadPolicy: TimelineReloadPolicy?
    public var lints: [Lint]
    public var tapTargets: [TapTarget]
    /// The intent configuration rendered (`nil`: the intent's defaults, or a static widget).
    public var configuration: String? = nil
    /// The Dynamic Type size rendered (`WidgetRenderer.dynamicTypeSize`).
    public var dynamicTypeSize: DynamicTypeSize = .large

    /// A stable file name: `kind[.configuration].device.family.appearance[.dynamicTypeSize].entryN`
    /// (no path separators; the Dynamic Type size only when it is not the default, Large).
    public var variantName: String {
        ([kind] + (configuration.map { [$0] } ?? []) + [device.id, family.description, appearance.name] + DynamicTypeSizeNames.suffix(dynamicTypeSize)
            + ["entry\(entryIndex)"])
            .map { $0.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" } }
            .map { String($0) }.joined(separator: ".")
    }
}

/// Renders widgets as they appear on a device: asks the provider for entries, wraps each entry's
/// view in the widget chrome, lays it out at the family's canvas size and draws it at the
/// device's scale (iPad canvases are scaled down to the on-screen size).
///
/// ```swift
/// let widgets = try WidgetRenderer()
/// let renders = try widgets.render(DailyWidget().body.definition, family: .systemSmall, device: .iPhone16Pro,
///                                  appearance: .dark, entries: .timeline)
/// ```
public final class WidgetRenderer {
    public let views: ViewRenderer
    /// How long a provider may take to call its completion.
    public var providerTimeout: TimeInterval = 10
    /// Overrides the device's corner radius when set.
    public var cornerRadius: CGFloat?
    /// The locale entries render in (`\.locale`: formats, string tables); en_US by default, never
    /// the machine's.
    public var locale = Locale(identifier: "en_US")
    /// The layout direction entries render in (`\.layoutDirection`); `nil` (the default) takes
    /// the locale's, as iOS does: right to left for Arabic, Hebrew, Persian, Urdu…
    public var layoutDirection: LayoutDirection?
    /// The time zone dates render in (`\.timeZone`); UTC by default, never the machine's.
    public var timeZone = TimeZone(identifier: "UTC")!
    /// The iOS release whose look is rendered (system colours; see `OSVersion`).
    public var osVersion: OSVersion = .iOS18
    /// Standard or increased contrast (`\.colorSchemeContrast`, the Increase Contrast setting):
    /// `.increased` draws the system and label colours' high-contrast variants. Standard by default.
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// The wallpaper (PNG or JPEG) behind Lock Screen and iOS 26 glass widgets; `nil`: WidgetShot's
    /// default gradient (see `WidgetAppearance.lockScreen`, `.clear`).
    public var wallpaper: URL?
    /// The Dynamic Type size text renders at (`\.dynamicTypeSize`); Large, iOS's default, unless set.
    /// Widgets on the Home Screen follow the system text size (see `DynamicTypeSizeNames`).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// When true, each render also lays the entry out at every other Dynamic Type size and adds a
    /// `truncatedText` lint naming the first size at which each text truncates (see
    /// `firstTruncationLints`). Off by default: it costs eleven extra layouts per render.
    public var reportsFirstTruncatingSize = false

    public init(views: ViewRenderer? = nil) throws {
        self.views = try views ?? ViewRenderer()
        Self.prepareURLLoading()
    }

    /// Registers WidgetShot's URL loading: `file://` URLs load through `URLSession` as on iOS, and
    /// every outside host finds the device offline (``WidgetShotOfflineNetwork``). Call it before
    /// widget code runs: swift-corelibs-foundation's `URLSession.shared` takes the protocols
    /// registered when it is first touched, so a provider or bundle that touched it earlier would
    /// reach the network. The tools call it before they build the bundle; idempotent.
    public static func prepareURLLoading() {
        #if canImport(FoundationNetworking)
        _ = FileURLProtocol.installed
        _ = WidgetShotOfflineNetwork.installed
        #endif
    }

    /// Renders the selected entries of `widget`. The provider calls and the layout see `device`
    /// as the current screen (`DeviceScreen.current`, i.e. `UIScreen.main`).
    public func render(_ widget: WidgetDefinition, family: WidgetFamily, device: Device, appearance: WidgetAppearance = .light,
                       entries selection: EntrySelection = .timeline) throws -> [WidgetRender] {
        var renders: [WidgetRender] = []
        try render(widget, family: family, device: device, appearance: appearance, entries: selection) { renders.append($0) }
        return renders
    }

    /// Renders the selected entries of `widget` one at a time, handing each render to `each` before
    /// the next is drawn, so a long timeline (a minute-by-minute clock has 1,440 entries) never
    /// holds more than one image.
    ///
    /// ```swift
    /// try renderer.render(clock, family: .systemSmall, device: device, entries: .timeline) { render in
    ///     try render.result.image.writePNG(to: folder.appendingPathComponent("\(render.entryIndex).png"))
    /// }
    /// ```
    public func render(_ widget: WidgetDefinition, family: WidgetFamily, device: Device, appearance: WidgetAppearance = .light,
                       entries selection: EntrySelection = .timeline, each: (WidgetRender) throws -> Void) throws {
        try RenderRegion.$bound.withValue(RenderRegion(locale: locale, timeZone: timeZone)) {
            try DeviceScreen.$bound.withValue(device.screen) {
                try renderSelected(widget, family: family, device: device, appearance: appearance, selection: selection, each: each)
            }
        }
    }

    private func renderSelected(_ widget: WidgetDefinition, family: WidgetFamily, device: Device, appearance: WidgetAppearance,
                                selection: EntrySelection, each: (WidgetRender) throws -> Void) throws {
        try widget.check(family)
        LocalizedStrings.shared.locale = locale  // providers' String(localized:) resolve in the render's locale
        WidgetShotTimeZone.current = timeZone   // providers' TimeZone.current/Calendar.current (RenderLocale.swift)
        guard let canvas = device.widgetSize(for: family) else { throw WidgetError.familyNotOnDevice(family: family, device: device.name) }
        let context = TimelineProviderContext(family: family, displaySize: canvas, isPreview: selection == .snapshot || appearance.isPlaceholder)
        var chosen: [(Int, RenderableEntry)] = []
        var policy: TimelineReloadPolicy?
        switch appearance.isPlaceholder ? .placeholder : selection {
        case .placeholder: chosen = [(0, widget.placeholder(in: context))]
        case .snapshot: chosen = [(0, try widget.snapshot(in: context, timeout: providerTimeout))]
        case .timeline, .entry, .at:
            guard let t = try timelineOrNil(widget, context) else {
                return try each(renderEmptyTimeline(widget, context: context, family: family, device: device, canvas: canvas, appearance: appearance))
            }
            chosen = try pick(selection, from: t.entries, kind: widget.kind)
            policy = t.policy
        }
        for (index, entry) in chosen {
            try each(renderEntry(entry, index: index, widget: widget, family: family, device: device, canvas: canvas, appearance: appearance, policy: policy))
        }
    }

    /// The timeline entries `selection` shows, with their indices: all of them, the one at an
    /// index, or the one shown at a date.
    private func pick(_ selection: EntrySelection, from entries: [RenderableEntry], kind: String) throws -> [(Int, RenderableEntry)] {
        switch selection {
        case .entry(let index):
            guard entries.indices.contains(index) else { throw WidgetError.entryOutOfRange(kind: kind, index: index, count: entries.count) }
            return [(index, entries[index])]
        case .at(let date):
            let entry = WidgetDefinition.entry(at: date, in: entries)!
            return [(entries.firstIndex { $0.date == entry.date } ?? 0, entry)]
        case .timeline, .placeholder, .snapshot:
            return Array(entries.enumerated())
        }
    }

    /// The provider's timeline, or `nil` when it has no entries (a provider whose fetch failed
    /// often answers `Timeline(entries: [], policy: …)`).
    private func timelineOrNil(_ widget: WidgetDefinition, _ context: TimelineProviderContext) throws -> (entries: [RenderableEntry], policy: TimelineReloadPolicy)? {
        do { return try widget.timeline(in: context, timeout: providerTimeout) } catch WidgetError.emptyTimeline { return nil }
    }

    /// An empty timeline gives iOS nothing new to show, so the widget keeps what it showed before
    /// — for a widget just added, its placeholder, redacted. **A guess** (Apple documents no
    /// behaviour for an empty timeline; WidgetDecisions.md): the placeholder entry is rendered
    /// redacted, and an `emptyTimeline` lint says why.
    private func renderEmptyTimeline(_ widget: WidgetDefinition, context: TimelineProviderContext, family: WidgetFamily, device: Device,
                                     canvas: CGSize, appearance: WidgetAppearance) throws -> WidgetRender {
        var redacted = appearance
        redacted.isPlaceholder = true
        var render = try renderEntry(widget.placeholder(in: context), index: 0, widget: widget, family: family, device: device, canvas: canvas,
                                     appearance: redacted, policy: nil)
        render.appearance = appearance
        render.lints.insert(Lint(rule: .emptyTimeline, message: "the provider returned a timeline with no entries: iOS keeps showing the placeholder (drawn redacted)",
                                 rect: nil), at: 0)
        return render
    }

    /// Renders given entries (e.g. decoded from JSON with `WidgetDefinition.decodeEntries`).
    public func render(_ widget: WidgetDefinition, family: WidgetFamily, device: Device, appearance: WidgetAppearance = .light,
                       entries: [RenderableEntry]) throws -> [WidgetRender] {
        var renders: [WidgetRender] = []
        try render(widget, family: family, device: device, appearance: appearance, entries: entries) { renders.append($0) }
        return renders
    }

    /// Renders given entries one at a time, handing each render to `each` before the next is drawn.
    public func render(_ widget: WidgetDefinition, family: WidgetFamily, device: Device, appearance: WidgetAppearance = .light,
                       entries: [RenderableEntry], each: (WidgetRender) throws -> Void) throws {
        try widget.check(family)
        guard let canvas = device.widgetSize(for: family) else { throw WidgetError.familyNotOnDevice(family: family, device: device.name) }
        try RenderRegion.$bound.withValue(RenderRegion(locale: locale, timeZone: timeZone)) {
            for (index, entry) in entries.enumerated() {
                try each(renderEntry(entry, index: index, widget: widget, family: family, device: device, canvas: canvas, appearance: appearance, policy: nil))
            }
        }
    }

    private func renderEntry(_ entry: RenderableEntry, index: Int, widget: WidgetDefinition, family: WidgetFamily, device: Device, canvas: CGSize,
                             appearance: WidgetAppearance, policy: TimelineReloadPolicy?) throws -> WidgetRender {
        // watchOS has one appearance, dark: its widgets and complications draw on the black face
        // (the HIG's Dark Mode page covers iOS, iPadOS, macOS and tvOS; watchOS has no light mode).
        var chromeAppearance = appearance
        if device.idiom == .watch { chromeAppearance.colorScheme = .dark }
        var chrome = WidgetChrome(family: family, canvas: canvas, cornerRadius: cornerRadius ?? device.cornerRadius, appearance: chromeAppearance,
                                  contentMarginsDisabled: widget.contentMarginsDisabled)
        chrome.isSmartStack = device.idiom == .watch && family == .accessoryRectangular
        chrome.osVersion = osVersion
        let imageSize = chrome.imageSize
        let look = AppearanceLook(appearance: appearance, family: family, osVersion: osVersion)
        try look.check(widget, device: device)
        let scale = device.scale * device.onScreenScale(for: family, in: appearance)
        // Dates count from the entry's date (a timer shows the time left then), in the render's locale.
        var environment = EnvironmentValues()
        environment.osVersion = osVersion
        environment._colorSchemeContrast = colorSchemeContrast
        environment.locale = locale
        environment.layoutDirection = layoutDirection ?? LayoutDirection(locale: locale)
        environment.timeZone = timeZone
        environment.renderDate = entry.date
        environment.dynamicTypeSize = dynamicTypeSize
        LocalizedStrings.shared.locale = locale
        WidgetShotTimeZone.current = timeZone
        var result = try DeviceScreen.$bound.withValue(device.screen) {
            try views.render(chrome.wrap(entry.view), size: imageSize, scale: scale, environment: environment, mode: look.mode, backdrop: look.backdrop?.paint,
                             backdropShape: look.backdrop?.fillsCanvas == true ? Path(CGRect(origin: .zero, size: imageSize)) : chrome.placedShape)
        }
        // Lock Screen materials: the outlines of the AccessoryWidgetBackgrounds drawn.
        let materials: [Path] = appearance.location == .lockScreen ? result.tree.allNodes.compactMap { node in
            guard node.kind == "AccessoryWidgetBackground", case .shape(let drawing) = node.content else { return nil }
            return drawing.path(node.frame)
        } : []
        if let underlay = look.underlay(shape: chrome.placedShape, canvas: imageSize, wallpaper: wallpaper, materials: materials) {
            if let wallpaper { try Wallpaper.validate(wallpaper) }
            result.image = result.image.composited(over: try views.render(underlay, size: imageSize, scale: scale, environment: environment).image)
        }
        result.image = look.finish(result.image)
        var lints = lints(result, family: family, canvas: canvas, scale: scale)
        // Before iOS 17 a widget needs no container background: nothing is missing.
        if osVersion < .iOS17 { lints.removeAll { $0.rule == .missingContainerBackground } }
        if reportsFirstTruncatingSize {
            lints += try DeviceScreen.$bound.withValue(device.screen) {
                try firstTruncationLints(chrome.wrap(entry.view), rendered: result.tree, canvas: canvas, scale: scale, environment: environment)
            }
        }
        return WidgetRender(kind: widget.kind, family: family, device: device, appearance: appearance, entryIndex: index, entryDate: entry.date,
                            result: result, reloadPolicy: policy, lints: lints,
                            tapTargets: result.tree.tapTargets(), configuration: widget.configurationName, dynamicTypeSize: dynamicTypeSize)
    }

    /// Structural lints plus the ones that need pixels and text: oversized images, truncated text.
    func lints(_ result: RenderResult, family: WidgetFamily, canvas: CGSize, scale: CGFloat) -> [Lint] {
        var lints = result.tree.structuralLints(family: family)
        let widgetPixels = Double(canvas.width * scale) * Double(canvas.height * scale)
        for node in result.tree.allNodes {
            switch node.content {
            case .image(let image):
                if case .bitmap(let b) = image.source, Double(b.width) * Double(b.height) > widgetPixels {
                    lints.append(Lint(rule: .oversizedImage, message: "\(b.name) is \(b.width)×\(b.height) px, more than the widget's \(Int(canvas.width * scale))×\(Int(canvas.height * scale))",
                                      rect: PlacedTree.rect(node.frame)))
                }
                if let (url, _) = views.images.locate(image.source, scale: scale, colorScheme: image.colorScheme), let px = ImageHeaderSizer.pixelSize(of: url),
                   Double(px.width) * Double(px.height) > widgetPixels {
                    lints.append(Lint(rule: .oversizedImage, message: "\(url.lastPathComponent) is \(Int(px.width))×\(Int(px.height)) px, more than the widget's \(Int(canvas.width * scale))×\(Int(canvas.height * scale))",
                                      rect: PlacedTree.rect(node.frame)))
                }
            case .text(let text):
                let m = views.layoutEngine.textMeasurer.measure(text.request, width: node.frame.width + 1e-3, height: node.frame.height + 1e-3)
                // Text that `minimumScaleFactor` shrank until it fit shows all its characters: not truncated.
                if m.isCut {
                    lints.append(Lint(rule: .truncatedText, message: "Text \"\(text.string)\" is truncated", rect: PlacedTree.rect(node.frame)))
                }
            default: break
            }
        }
        return lints
    }
}
