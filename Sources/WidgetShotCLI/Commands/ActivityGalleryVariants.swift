import Foundation
import WidgetShotSnapshotCore

/// One variant of a gallery's Live Activities and controls (``ActivityGallery``): an activity's
/// content state on one device in one appearance and Dynamic Type size (all its presentations),
/// or a control in one Dynamic Type size (all its sizes, on and off). The list is computed the
/// same way in the parent and in its workers, so an index names the same variant in both.
struct ExtraVariant {
    enum Kind: Equatable {
        /// The index of a Live Activity among those selected.
        case activity(Int)
        /// The index of a control among those selected.
        case control(Int)
    }

    var kind: Kind
    var device: Device
    var appearance: WidgetAppearance
    var size: DynamicTypeSize
    /// The activity's content state (its index in the activity's states); nil for a control.
    var state: Int?
    /// For progress and failures: "kind device appearance[ · size] state N" ("kind[ · size]" for a control).
    var label: String
}

/// What rendering one ``ExtraVariant`` gave, as a worker sends it back.
struct ExtraVariantResult: Codable {
    /// One image written into the gallery folder.
    struct Image: Codable {
        /// The file name without `.png`.
        var name: String
        /// The Live Activity presentation (`LiveActivityPresentation.rawValue`); nil for a control.
        var presentation: String?
        var width: Double
        var caption: String
        var lints: [String] = []
    }

    var images: [Image] = []
    var failure: String?
    /// The failure is the activity's own (its attributes or content states could not be loaded),
    /// not this variant's: reported once for the activity.
    var failsWholeActivity = false
}

/// Renders ``ExtraVariant``s in one process: the renderers are made on first use (in the worker
/// that renders, not in the parent), and each activity's attributes and content states are
/// loaded once. One variant at a time: in this process (no workers) the gallery's other slots go
/// on with widgets meanwhile.
final class ExtraVariantRenderer: @unchecked Sendable {
    let gallery: ActivityGallery
    let activities: [WidgetDefinition]
    let controls: [ControlDefinition]
    private let lock = NSLock()
    private var activityRenderer: LiveActivityRenderer?
    private var controlRenderer: ControlRenderer?
    private var loaded: [Int: Result<(Any, [Any]), Error>] = [:]

    init(gallery: ActivityGallery, work: ActivityGallery.Work) {
        self.gallery = gallery
        self.activities = work.activities
        self.controls = work.controls
    }

    func render(_ variant: ExtraVariant) -> ExtraVariantResult {
        lock.withLock { renderAlone(variant) }
    }

    private func renderAlone(_ variant: ExtraVariant) -> ExtraVariantResult {
        do {
            if activityRenderer == nil {
                let views = try gallery.context.makeRenderer().views
                activityRenderer = try gallery.context.makeActivityRenderer(views: views)
                controlRenderer = try gallery.context.makeControlRenderer(views: views)
            }
        } catch {
            return ExtraVariantResult(failure: "\(error)")
        }
        switch variant.kind {
        case .activity(let index): return renderActivity(activities[index], index: index, variant)
        case .control(let index): return renderControl(controls[index], variant)
        }
    }

    private func renderActivity(_ activity: WidgetDefinition, index: Int, _ variant: ExtraVariant) -> ExtraVariantResult {
        let files = loaded[index] ?? Result { try ActivityFiles.load(attributes: gallery.attributesFile, contentStates: gallery.contentStatesFile, for: activity) }
        loaded[index] = files
        let attributes: Any, states: [Any]
        switch files {
        case .success(let value): (attributes, states) = value
        case .failure(let error): return ExtraVariantResult(failure: "\(error)", failsWholeActivity: true)
        }
        var result = ExtraVariantResult()
        // The parent counted the states without decoding them (ActivityGallery.stateCount).
        guard let state = variant.state, states.indices.contains(state) else {
            return ExtraVariantResult(failure: "content state \(variant.state ?? -1) is out of range: there are \(states.count) content states")
        }
        do {
            activityRenderer!.dynamicTypeSize = variant.size
            // Each image drawn restarts the worker's --variant-timeout (WorkerMode.heartbeat).
            try activityRenderer!.render(activity, presentations: ActivityGallery.presentations, device: variant.device,
                                         appearance: variant.appearance, attributes: attributes, states: [states[state]]) { drawn in
                var r = drawn
                r.stateIndex = state   // its index among all the activity's states, as in the file name and caption
                try r.result.image.writePNG(to: gallery.output.appendingPathComponent(r.variantName + ".png"))
                let caption = "\(r.device.name) · \(r.appearance.name)\(ActivityGallery.sizeCaption(r.dynamicTypeSize)) · state \(r.stateIndex)"
                result.images.append(.init(name: r.variantName, presentation: r.presentation.rawValue, width: Double(r.layout.canvas.width),
                                           caption: caption, lints: r.layout.warnings))
                WorkerMode.heartbeat()
            }
        } catch {
            result.failure = "\(error)"
        }
        return result
    }

    private func renderControl(_ control: ControlDefinition, _ variant: ExtraVariant) -> ExtraVariantResult {
        var result = ExtraVariantResult()
        do {
            controlRenderer!.dynamicTypeSize = variant.size
            for r in try controlRenderer!.render(control) {
                try r.result.image.writePNG(to: gallery.output.appendingPathComponent(r.variantName + ".png"))
                result.images.append(.init(name: r.variantName, presentation: nil, width: Double(ControlChrome(size: r.size).canvas.width),
                                           caption: "\(r.size.rawValue)\(ActivityGallery.sizeCaption(r.dynamicTypeSize)) · \(r.isOn ? "on" : "off")"))
            }
        } catch {
            result.failure = "\(error)"
        }
        return result
    }
}
