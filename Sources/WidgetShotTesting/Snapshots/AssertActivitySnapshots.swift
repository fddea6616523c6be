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

/// Snapshots a Live Activity over devices × presentations × appearances × content states; each
/// variant is a golden named `<test>.<device>.<presentation>.<appearance>[.stale].state<N>.png`.
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
    record: RecordMode? = nil, tolerance: DiffTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> [SnapshotOutcome] {
    let definition = activity.body.definition
    var outcomes: [SnapshotOutcome] = []
    for device in devices {
        for appearance in appearances {
            let renders = try SharedActivityRenderers.withActivityRenderer {
                try $0.render(definition, presentations: presentations, device: device, appearance: appearance, isStale: isStale,
                              attributes: attributes, states: contentStates)
            }
            for render in renders {
                let variant = ([device.id, render.presentation.rawValue, appearance.name] + (isStale ? ["stale"] : []) + ["state\(render.stateIndex)"])
                    .joined(separator: ".")
                let outcome = SnapshotVerifier.verify(
                    image: render.result.image, tree: render.result.tree, suite: SnapshotName.suite(fileID: fileID),
                    test: SnapshotName.test(function: function), variant: variant, record: record, tolerance: tolerance, file: "\(filePath)")
                report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
                outcomes.append(outcome)
            }
        }
    }
    return outcomes
}

/// Snapshots a control at each Control Center size, off and on (a button once); each variant is
/// a golden named `<test>.<size>.<on|off>.png`.
@discardableResult
public func assertControlSnapshots<C: ControlWidget>(
    of control: C, sizes: [ControlSize] = ControlSize.allCases, record: RecordMode? = nil, tolerance: DiffTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> [SnapshotOutcome] {
    let renders = try SharedActivityRenderers.withControlRenderer { try $0.render(control.body.controlDefinition, sizes: sizes) }
    return renders.map { render in
        let outcome = SnapshotVerifier.verify(
            image: render.result.image, tree: render.result.tree, suite: SnapshotName.suite(fileID: fileID),
            test: SnapshotName.test(function: function), variant: "\(render.size.rawValue).\(render.isOn ? "on" : "off")",
            record: record, tolerance: tolerance, file: "\(filePath)")
        report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
        return outcome
    }
}
