import ArgumentParser
import Foundation
import WidgetShotTesting

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

    /// Renders the selected activities and controls (all when `names` is nil).
    func run(names: [String]?) throws -> Outcome {
        let activities = names.map { $0.compactMap { try? context.liveActivity($0) } } ?? context.liveActivities
        let controls = names.map { $0.compactMap { try? context.control($0) } } ?? context.controls
        if (attributesFile != nil || contentStatesFile != nil) && activities.count != 1 {
            throw ValidationError("--attributes/--content-states need exactly one Live Activity (--widgets NAME)")
        }
        var outcome = Outcome()
        guard !activities.isEmpty || !controls.isEmpty else { return outcome }
        let views = try context.makeRenderer().views
        let activityRenderer = try context.makeActivityRenderer(views: views), controlRenderer = try context.makeControlRenderer(views: views)
        for activity in activities {
            outcome.html += "<section><h2>\(GalleryIndex.escape(activity.kind))</h2><p class=\"desc\">Live Activity</p>\n"
            do {
                let (attributes, states) = try ActivityFiles.load(attributes: attributesFile, contentStates: contentStatesFile, for: activity)
                var byPresentation: [LiveActivityPresentation: [LiveActivityRender]] = [:]
                for device in devices where device.liveActivity != nil {
                    for (appearance, size) in appearances.flatMap({ a in dynamicTypeSizes.map { (a, $0) } }) {
                        activityRenderer.dynamicTypeSize = size
                        do {
                            let renders = try activityRenderer.render(activity, presentations: Self.presentations, device: device, appearance: appearance,
                                                                      attributes: attributes, states: states)
                            for render in renders {
                                try render.result.image.writePNG(to: output.appendingPathComponent(render.variantName + ".png"))
                                for w in render.layout.warnings { print("\(render.variantName): \(w)") }
                                byPresentation[render.presentation, default: []].append(render)
                            }
                            outcome.images += renders.count
                        } catch {
                            outcome.failures.append("\(activity.kind) \(device.id) \(appearance.name)\(Self.sizeCaption(size)): \(error)")
                        }
                    }
                }
                for presentation in Self.presentations {
                    guard let renders = byPresentation[presentation] else { continue }
                    outcome.html += "<h3>\(presentation.rawValue)</h3><div class=\"row\">\n"
                    for r in renders {
                        let caption = "\(r.device.name) · \(r.appearance.name)\(Self.sizeCaption(r.dynamicTypeSize)) · state \(r.stateIndex)"
                        outcome.html += figure(r.variantName, width: r.layout.canvas.width, caption: caption, lints: r.layout.warnings)
                    }
                    outcome.html += "</div>\n"
                }
            } catch {
                outcome.failures.append("\(activity.kind): \(error)")
                outcome.html += "<p class=\"failed\">\(GalleryIndex.escape("\(error)"))</p>\n"
            }
            outcome.html += "</section>\n"
        }
        for control in controls {
            outcome.html += "<section><h2>\(GalleryIndex.escape(control.displayName))</h2><p class=\"desc\">Control · \(GalleryIndex.escape(control.description.isEmpty ? control.kind : control.description))</p><div class=\"row\">\n"
            do {
                for r in try dynamicTypeSizes.flatMap({ size -> [ControlRender] in
                    controlRenderer.dynamicTypeSize = size
                    return try controlRenderer.render(control)
                }) {
                    try r.result.image.writePNG(to: output.appendingPathComponent(r.variantName + ".png"))
                    outcome.html += figure(r.variantName, width: ControlChrome(size: r.size).canvas.width, caption: "\(r.size.rawValue)\(Self.sizeCaption(r.dynamicTypeSize)) · \(r.isOn ? "on" : "off")")
                    outcome.images += 1
                }
            } catch {
                outcome.failures.append("\(control.kind): \(error)")
                outcome.html += "<p class=\"failed\">\(GalleryIndex.escape("\(error)"))</p>\n"
            }
            outcome.html += "</div></section>\n"
        }
        return outcome
    }

    /// ` · <size>` for a Dynamic Type size other than Large (captions of the default stay as they were).
    static func sizeCaption(_ size: DynamicTypeSize) -> String {
        size == .large ? "" : " · " + DynamicTypeSizeNames.name(size)
    }

    private func figure(_ name: String, width: CGFloat, caption: String, lints: [String] = []) -> String {
        "<figure><img src=\"\(GalleryIndex.escape(name)).png\" width=\"\(Int(width.rounded()))\" alt=\"\(GalleryIndex.escape(caption))\"><figcaption>\(GalleryIndex.escape(caption))</figcaption>"
            + GalleryIndex.lintList(lints) + "</figure>\n"
    }
}
