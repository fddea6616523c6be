import Foundation
import Testing
import WidgetShot

/// The shared Live Activity and control renderers assertions use (one render at a time).
enum SharedActivityRenderers {
    static let lock = NSLock()
    nonisolated(unsafe) private static var activities: LiveActivityRenderer?
    nonisolated(unsafe) private static var controls: ControlRenderer?

    static func withActivityRenderer<R>(_ body: (LiveActivityRenderer) throws -> R) throws -> R {
        lock.lock()
        defer { lock.unlock() }
        if activities == nil { activities = try LiveActivityRenderer() }
        return try body(activities!)
    }

    static func withControlRenderer<R>(_ body: (ControlRenderer) throws -> R) throws -> R {
        lock.lock()
        defer { lock.unlock() }
        if controls == nil { controls = try ControlRenderer() }
        return try body(controls!)
    }
}

/// Snapshots a Live Activity over devices × presentations × appearances × Dynamic Type sizes ×
/// content states; each variant is a golden named
/// `<test>.<device>.<presentation>.<appearance>[.stale][.<size>].state<N>.png` (the size only when
/// it is not Large). `layoutDirection` defaults to the renderer's locale's (left to right).
/// Attributes and states default to the activity's `LiveActivityPreviewProviding` samples.
/// Dynamic Island presentations are skipped on devices without one.
///
/// ```swift
/// @Test func boarding() throws {
///     try assertActivitySnapshots(of: BoardingLiveActivity(), devices: [.iPhone16, .iPhone16Plus])
/// }
/// ```
@discardableResult
public func assertActivitySnapshots<W: Widget>(
    of activity: W, devices: [Device] = [.iPhone16], presentations: [LiveActivityPresentation] = LiveActivityPresentation.allCases,
    appearances: [WidgetAppearance] = [.light, .dark], isStale: Bool = false, attributes: Any? = nil, contentStates: [Any]? = nil,
    dynamicTypeSizes: [DynamicTypeSize] = [.large], layoutDirection: LayoutDirection? = nil, record: RecordMode? = nil, tolerance: DiffTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> [SnapshotOutcome] {
    let definition = activity.body.definition
    var outcomes: [SnapshotOutcome] = []
    for device in devices {
        for (appearance, size) in appearances.flatMap({ a in dynamicTypeSizes.map { (a, $0) } }) {
            let renders = try SharedActivityRenderers.withActivityRenderer { renderer in
                renderer.dynamicTypeSize = size
                renderer.layoutDirection = layoutDirection
                defer { renderer.dynamicTypeSize = .large; renderer.layoutDirection = nil }
                return try renderer.render(definition, presentations: presentations, device: device, appearance: appearance, isStale: isStale,
                                           attributes: attributes, states: contentStates)
            }
            for render in renders {
                let variant = ([device.id, render.presentation.rawValue, appearance.name] + (isStale ? ["stale"] : [])
                    + DynamicTypeSizeNames.suffix(size) + ["state\(render.stateIndex)"])
                    .joined(separator: ".")
                let outcome = verifyAndReport(image: render.result.image, tree: render.result.tree, variant: variant, record: record, tolerance: tolerance,
                                                  fileID: fileID, filePath: filePath, function: function, line: line, column: column)
                outcomes.append(outcome)
            }
        }
    }
    return outcomes
}

/// Snapshots a control at each Control Center size × Dynamic Type size, off and on (a button
/// once); each variant is a golden named `<test>.<size>[.<dynamicTypeSize>].<on|off>.png` (the
/// Dynamic Type size only when it is not Large). `layoutDirection` defaults to left to right.
@discardableResult
public func assertControlSnapshots<C: ControlWidget>(
    of control: C, sizes: [ControlCenterSize] = ControlCenterSize.allCases, dynamicTypeSizes: [DynamicTypeSize] = [.large],
    layoutDirection: LayoutDirection? = nil, record: RecordMode? = nil, tolerance: DiffTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> [SnapshotOutcome] {
    let renders = try dynamicTypeSizes.flatMap { size in
        try SharedActivityRenderers.withControlRenderer { renderer in
            renderer.dynamicTypeSize = size
            renderer.layoutDirection = layoutDirection
            defer { renderer.dynamicTypeSize = .large; renderer.layoutDirection = nil }
            return try renderer.render(control.body.controlDefinition, sizes: sizes)
        }
    }
    return renders.map { render in
        let variant = ([render.size.rawValue] + DynamicTypeSizeNames.suffix(render.dynamicTypeSize) + [render.isOn ? "on" : "off"]).joined(separator: ".")
        return verifyAndReport(image: render.result.image, tree: render.result.tree, variant: variant, record: record, tolerance: tolerance,
                               fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
}
