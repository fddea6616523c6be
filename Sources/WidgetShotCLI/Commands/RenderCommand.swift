import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `widgetshot render`: one widget, family, device, appearance and entry → one PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render one widget variant to a PNG.")
    @OptionGroup var variant: SingleVariantOptions
    @OptionGroup var activityVariant: ActivityVariantOptions
    @Option(name: .shortAndLong, help: "The PNG to write (default: <variant name>.png); a path ending in / is a folder. FIFOs, devices and sockets are refused.")
    var output: String?

    func run() throws {
        if activityVariant.isSet { return try runActivityOrControl() }
        let render = try variant.render(with: try CLIContext.shared.makeRenderer())
        var url = URL(fileURLWithPath: output ?? render.variantName + ".png")
        var isDir: ObjCBool = false
        if let output, output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isDir) && isDir.boolValue) {
            // A trailing slash (or an existing folder) means a folder: the PNG goes inside it.
            try OutputFolder.prepare(url)
            url = url.appendingPathComponent(render.variantName + ".png")
        }
        try OutputFolder.prepare(url.deletingLastPathComponent())
        try render.result.image.writePNG(to: url)
        for lint in render.lints { print("\(render.variantName): \(lint)") }
        for warning in render.result.warnings { print("\(render.variantName): warning: \(warning)") }
        print("wrote \(url.path) (\(render.result.image.width)×\(render.result.image.height) px)")
    }

    /// `render --activity NAME --presentation …` or `render --control NAME --size …`.
    private func runActivityOrControl() throws {
        let device = try Selection.device(variant.device)
        let size = try variant.dynamicType.single()
        CLIContext.shared.osVersion = try variant.osVersion()   // `--os` for activities and controls too
        CLIContext.shared.colorSchemeContrast = try variant.contrastOption.value()
        let image: RasterImage, name: String
        if activityVariant.control != nil {
            let render = try activityVariant.renderControl(scale: device.scale, dynamicTypeSize: size)
            (image, name) = (render.result.image, render.variantName)
        } else {
            let appearance = try Selection.appearance(variant.appearance, on: device)
            let render = try activityVariant.renderActivity(device: device, appearance: appearance, dynamicTypeSize: size, date: variant.date)
            for warning in render.layout.warnings { print("\(render.variantName): \(warning)") }
            (image, name) = (render.result.image, render.variantName)
        }
        let url = URL(fileURLWithPath: output ?? name + ".png")
        try OutputFolder.prepare(url.deletingLastPathComponent())
        try image.writePNG(to: url)
        print("wrote \(url.path) (\(image.width)×\(image.height) px)")
    }
}

/// `widgetshot geometry`: the placed tree, tap targets and lints of one variant as JSON.
struct GeometryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "geometry", abstract: "Print a variant's placed tree and tap targets as JSON.")
    @OptionGroup var variant: SingleVariantOptions
    @Flag(help: "Print only the tap targets.") var tapTargets = false

    func run() throws {
        let render = try variant.render(with: try CLIContext.shared.makeRenderer())
        if tapTargets {
            print(render.result.tree.tapTargetsJSON())
            return
        }
        let tree = try JSONSerialization.jsonObject(with: Data(render.result.tree.jsonString().utf8))
        let taps = try JSONSerialization.jsonObject(with: Data(render.result.tree.tapTargetsJSON().utf8))
        let lints = render.lints.map { ["rule": $0.rule.rawValue, "message": $0.message] }
        let doc: [String: Any] = ["variant": render.variantName, "tree": tree, "tapTargets": taps, "lints": lints]
        let data = try JSONSerialization.data(withJSONObject: doc, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        print(String(decoding: data, as: UTF8.self))
    }
}

/// `widgetshot devices`: the device catalogue with widget sizes per family.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device catalogue with widget sizes per family.")
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        func size(_ s: CGSize) -> String { "\(fmt(s.width))×\(fmt(s.height))" }
        func fmt(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
        if json {
            let rows: [[String: Any]] = Device.all.map { d in
                var row: [String: Any] = ["id": d.id, "name": d.name, "scale": Double(d.scale), "confidence": d.confidence.rawValue,
                 "families": Dictionary(uniqueKeysWithValues: d.families.map {
                     ($0.description, [Double(d.widgetSize(for: $0)!.width), Double(d.widgetSize(for: $0)!.height)])
                 })]
                if let la = d.liveActivity { row["liveActivity"] = Self.liveActivityJSON(la) }
                return row
            }
            let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        for d in Device.all {
            let families = d.families.map { "\($0.description) \(size(d.widgetSize(for: $0)!))" }.joined(separator: ", ")
            print("\(d.id.padding(toLength: 22, withPad: " ", startingAt: 0)) @\(Int(d.scale))x  \(d.name)\(d.confidence == .unconfirmed ? " (unconfirmed)" : "")")
            print("    \(families)")
            if let la = d.liveActivity {
                var line = "    Live Activity: Lock Screen \(fmt(la.lockScreenWidth))×84–160"
                if let r = la.compactRegion, let c = la.islandCompactWidth, let e = la.islandExpandedWidth {
                    line += "; Dynamic Island compact \(fmt(c)) (regions \(String(format: "%.2f", Double(r.width)))×36.67), expanded \(fmt(e))×84–160"
                }
                print(line + (la.confidence == .unconfirmed ? " (unconfirmed)" : ""))
            }
        }
    }

    /// A device's Live Activity sizes as JSON.
    static func liveActivityJSON(_ la: LiveActivityMetrics) -> [String: Any] {
        var out: [String: Any] = ["lockScreenWidth": Double(la.lockScreenWidth), "heightRange": [84.0, 160.0], "confidence": la.confidence.rawValue]
        if let r = la.compactRegion, let c = la.islandCompactWidth, let e = la.islandExpandedWidth {
            out["compactRegion"] = [Double(r.width), Double(r.height)]
            out["islandCompactWidth"] = Double(c)
            out["islandExpandedWidth"] = Double(e)
            out["minimalWidth"] = [Double(la.minimalWidth.lowerBound), Double(la.minimalWidth.upperBound)]
            out["cornerRadius"] = Double(la.islandCornerRadius)
        }
        return out
    }
}
