import Foundation
import WidgetShotSnapshotCore

/// A bundle's widgets, Live Activities and controls, read on first use and then kept.
///
/// Reading a `WidgetBundle` runs its `body` (and every widget's), whose first protocol-conformance
/// checks scan the whole binary's conformance records: ~26 M instructions for the demo bundle
/// (issue 21). `devices`, `cache` and `--help` never need it; `render` reads it in its worker, so a
/// bundle whose `body` crashes is reported like any widget code.
final class BundleContents: @unchecked Sendable {
    typealias Value = (widgets: [WidgetDefinition], liveActivities: [WidgetDefinition], controls: [ControlDefinition])
    private let make: () -> Value
    private let lock = NSLock()
    private var made: Value?

    init(_ make: @escaping () -> Value) { self.make = make }

    /// The contents, made by the first caller (others wait for it).
    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
