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

    /// A gallery's Live Activities and controls as variants: computed the same way in the parent
    /// and in its workers, so an index names the same variant in both.
    struct Work {
        var activities: [WidgetDefinition] = []
        var controls: [ControlDefinition] = []
        var variants: [ExtraVariant] = []
    }

    /// The selected activities' and controls' variants (all when `names` is nil): each activity ×
    /// device × appearance × size × content state, and each control × size. They run in the
    /// gallery's one queue, after its widgets (``BatchRenderer/extras``), so a Live Activity or
    /// control that crashes costs its own variants, as a widget does, and no worker waits for
    /// another to finish the widgets. One content state per variant keeps the last variants of a
    /// run short: a whole activity (every state × presentation) was the one variant a worker
    /// finished alone while the other idled (issue 21, goal 5).
    func work(names: [String]?) throws -> Work {
        let activities = names.map { $0.compactMap { try? context.liveActivity($0) } } ?? context.liveActivities
        let controls = names.map { $0.compactMap { try? context.control($0) } } ?? context.controls
        if (attributesFile != nil || contentStatesFile != nil) && activities.count != 1 {
            throw ValidationError("--attributes/--content-states need exactly one Live Activity (--widgets NAME)")
        }
        var work = Work(activities: activities, controls: controls)
        for index in activities.indices {
            let states = stateCount(activities[index])
            for device in devices where device.liveActivity != nil {
                for appearance in appearances {
                    for size in dynamicTypeSizes {
                        for state in 0..<states {
                            work.variants.append(ExtraVariant(kind: .activity(index), device: device, appearance: appearance, size: size, state: state,
                                                              label: "\(activities[index].kind) \(device.id) \(appearance.name)\(Self.sizeCaption(size)) state \(state)"))
                        }
                    }
                }
            }
        }
        for index in controls.indices {
            for size in dynamicTypeSizes {
                work.variants.append(ExtraVariant(kind: .control(index), device: devices.first ?? .iPhone16Pro, appearance: .light, size: size,
                                                  label: "\(controls[index].kind)\(Self.sizeCaption(size))"))
            }
        }
        return work
    }

    /// How many content states `activity` renders: the items of the `--content-states` file
    /// (counted, not decoded: the parent runs none of the app's code), else its samples. At least
    /// one, so that a file that cannot be read or decoded still has a variant to say so.
    func stateCount(_ activity: WidgetDefinition) -> Int {
        if let contentStatesFile {
            guard let data = FileManager.default.contents(atPath: contentStatesFile) else { return 1 }
            return max(1, JSONShape.scan(data).topLevelItems)
        }
        return max(1, activity.liveActivity?.sampleContentStates.count ?? 0)
    }

    /// The `index.html` sections, image count and failures of `work`'s rendered `results` (one per
    /// variant, in order); prints the images' lints.
    func outcome(_ work: Work, results: [ExtraVariantResult]) -> Outcome {
        let (activities, controls, variants) = (work.activities, work.controls, work.variants)
        var outcome = Outcome()
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
