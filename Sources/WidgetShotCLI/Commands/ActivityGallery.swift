import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// The gallery's Live Activities and controls: each activity's presentations × devices ×
/// light/dark × Dynamic Type sizes × content states, each control's sizes × Dynamic Type sizes on
/// and off, written beside the widgets with their own `index.html` sections, in the command's
/// locale and layout direction.
struct ActivityGallery {
    var context: CLIContext
    var output: URL
    var devices: [Device]
    var appearances: [WidgetAppearance]
    var attributesFile: String?
    var contentStatesFile: String?
    /// `--dynamic-type`'s sizes (Large alone by default).
    var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// The presentations a gallery shows (the cropped compact sides are in `compact`).
    static let presentations: [LiveActivityPresentation] = [.lockScreen, .compact, .minimal, .minimalPair, .expanded, .standBy]

    struct Outcome {
        var html = ""
        var images = 0
        var failures: [String] = []
    }

    /// Splits `--widgets` names into widget names and Live Activity/control names.
    static func split(_ names: [String], _ context: CLIContext) -> (widgets: [String], others: [String]) {
        let others = names.filter { name in
            (try? context.liveActivity(name)) != nil || (try? context.control(name)) != nil
        }
        return (names.filter { !others.contains($0) }, others)
    }

    /// Renders the selected activities and controls (all when `names` is nil). Each activity ×
    /// device × appearance × size, and each control × size, is one variant of a ``VariantRunner``
    /// (worker batch `batch + WorkerMode.secondaryOffset`, after the gallery's widgets), so a Live
    /// Activity or control that crashes costs its own variants, as a widget does.
    func run(names: [String]?, jobs: Int = 1, limits: VariantLimits = VariantLimits(), batch: Int = 0) throws -> Outcome {
        let activities = names.map { $0.compactMap { try? context.liveActivity($0) } } ?? context.liveActivities
        let controls = names.map { $0.compactMap { try? context.control($0) } } ?? context.controls
        if (attributesFile != nil || contentStatesFile != nil) && activities.count != 1 {
            throw ValidationError("--attributes/--content-states need exactly one Live Activity (--widgets NAME)")
        }
        var outcome = Outcome()
        guard !activities.isEmpty || !controls.isEmpty else { return outcome }
        var variants: [ExtraVariant] = []
        for index in activities.indices {
            for device in devices where device.liveActivity != nil {
                for appearance in appearances {
                    for size in dynamicTypeSizes {
                        variants.append(ExtraVariant(kind: .activity(index), device: device, appearance: appearance, size: size,
                                                     label: "\(activities[index].kind) \(device.id) \(appearance.name)\(Self.sizeCaption(size))"))
                    }
                }
            }
        }
        for index in controls.indices {
            for size in dynamicTypeSizes {
                variants.append(ExtraVariant(kind: .control(index), device: devices.first ?? .iPhone16Pro, appearance: .light, size: size,
                                             label: "\(controls[index].kind)\(Self.sizeCaption(size))"))
            }
        }
        let renderer = ExtraVariantRenderer(gallery: self, activities: activities, controls: controls)
        // In this process the renderers are shared, so the variants run one after another.
        let runner = VariantRunner(labels: variants.map(\.label), jobs: VariantRunner.usesWorkers ? max(1, jobs) : 1, limits: limits,
                                   batch: batch + WorkerMode.secondaryOffset)
        let results = runner.run(progress: nil, render: { i, _ in renderer.render(variants[i]) },
                                 failure: { _, message in ExtraVariantResult(failure: message) }, isFailure: { $0.failure != nil })
        for result in results { for image in result.images { for w in image.lints { print("\(image.name): \(w)") } } }

        for (index, activity) in activities.enumerated() {
            outcome.html += "<section><h2>\(GalleryIndex.escape(activity.kind))</h2><p class=\"desc\">Live Activity</p>\n"
            let mine = zip(variants, results).filter { $0.0.kind == .activity(index) }
            if let whole = mine.first(where: { $0.1.failsWholeActivity })?.1.failure {
                // The attributes or content states could not be loaded: one failure for the activity.
                outcome.failures.append("\(activity.kind): \(whole)")
                outcome.html += "<p class=\"failed\">\(GalleryIndex.escape(whole))</p>\n</section>\n"
                continue
            }
            for (variant, result) in mine {
                outcome.images += result.images.count
                if let failure = result.failure { outcome.failures.append("\(variant.label): \(failure)") }
            }
            for presentation in Self.presentations {
                let images = mine.flatMap { $0.1.images.filter { $0.presentation == presentation.rawValue } }
                guard !images.isEmpty else { continue }
                outcome.html += "<h3>\(presentation.rawValue)</h3><div class=\"row\">\n"
                for image in images { outcome.html += figure(image.name, width: image.width, caption: image.caption, lints: image.lints) }
                outcome.html += "</div>\n"
            }
            for (variant, result) in mine { if let failure = result.failure { outcome.html += "<p class=\"failed\">\(GalleryIndex.escape("\(variant.label): \(failure)"))</p>\n" } }
            outcome.html += "</section>\n"
        }
        for (index, control) in controls.enumerated() {
            outcome.html += "<section><h2>\(GalleryIndex.escape(control.displayName))</h2><p class=\"desc\">Control · \(GalleryIndex.escape(control.description.isEmpty ? control.kind : control.description))</p><div class=\"row\">\n"
            let mine = zip(variants, results).filter { $0.0.kind == .control(index) }
            for (_, result) in mine {
                for image in result.images { outcome.html += figure(image.name, width: image.width, caption: image.caption) }
                outcome.images += result.images.count
            }
            for (variant, result) in mine {
                guard let failure = result.failure else { continue }
                outcome.failures.append("\(variant.label): \(failure)")
                outcome.html += "<p class=\"failed\">\(GalleryIndex.escape("\(variant.label): \(failure)"))</p>\n"
            }
            outcome.html += "</div></section>\n"
        }
        return outcome
    }

    /// ` · <size>` for a Dynamic Type size other than Large (captions of the default stay as they were).
    static func sizeCaption(_ size: DynamicTypeSize) -> String {
        size == .large ? "" : " · " + DynamicTypeSizeNames.name(size)
    }

    private func figure(_ name: String, width: Double, caption: String, lints: [String] = []) -> String {
        "<figure><img src=\"\(GalleryIndex.escape(name)).png\" width=\"\(Int(width.rounded()))\" alt=\"\(GalleryIndex.escape(caption))\"><figcaption>\(GalleryIndex.escape(caption))</figcaption>"
            + GalleryIndex.lintList(lints) + "</figure>\n"
    }
}
