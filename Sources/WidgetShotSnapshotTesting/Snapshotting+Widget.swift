import Foundation
import SnapshotTesting
import WidgetShotTesting

/// Renderers shared by every strategy, used one render at a time (Cairo surfaces and the font map
/// are not meant to be shared between threads, and parallel tests call in concurrently).
private enum AdapterRenderers {
    static let lock = NSLock()
    nonisolated(unsafe) private static var shared: WidgetRenderer?

    static func with<R>(_ body: (WidgetRenderer) throws -> R) throws -> R {
        lock.lock()
        defer { lock.unlock() }
        if shared == nil { shared = try WidgetRenderer() }
        return try body(shared!)
    }
}

/// Rendering cannot throw through `Snapshotting`, so a failure travels as data with this prefix
/// and the diff reports it (recording such data is refused by the diff on the next run).
private let renderFailureMarker = Data("WidgetShot render failure: ".utf8)

private func renderFailure(_ error: Error) -> Data { renderFailureMarker + Data("\(error)".utf8) }

extension Diffing where Value == Data {
    /// Compares two PNGs with WidgetShot's `PixelDiff` (pixels, not bytes: two encodings of the
    /// same pixels match) within `tolerance`.
    public static func widgetPNG(tolerance: DiffTolerance = .strict) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if actual.starts(with: renderFailureMarker) {
                return (String(decoding: actual, as: UTF8.self), [])
            }
            if reference.starts(with: renderFailureMarker) {
                return ("The reference is a recorded render failure, not a PNG: re-record it.\n" + String(decoding: reference, as: UTF8.self), [])
            }
            if reference == actual { return nil }
            let expected: RasterImage, current: RasterImage
            do {
                expected = try RasterImage(pngData: reference, name: "reference")
            } catch {
                return ("The reference cannot be decoded: \(error)", [])
            }
            do {
                current = try RasterImage(pngData: actual, name: "snapshot")
            } catch {
                return ("The snapshot cannot be decoded: \(error)", [])
            }
            do {
                let result = try PixelDiff.compare(expected: expected, actual: current, tolerance: tolerance)
                return result.matches ? nil : ("Snapshot does not match the reference: \(result.summary)", [])
            } catch {
                return ("Snapshot cannot be compared with the reference: \(error)", [])
            }
        }
    }
}

extension Snapshotting where Format == Data {
    /// Renders a WidgetShot view to PNG at `size` points and `scale`, compared pixel by pixel.
    ///
    /// ```swift
    /// assertSnapshot(of: DailyCard(), as: .widget(size: CGSize(width: 170, height: 170)))
    /// ```
    public static func widget(size: CGSize, scale: CGFloat = 3, tolerance: DiffTolerance = .strict) -> Snapshotting<Value, Data> where Value: View {
        Snapshotting(pathExtension: "png", diffing: .widgetPNG(tolerance: tolerance)) { view in
            do {
                return try AdapterRenderers.with { try $0.views.render(view, size: size, scale: scale).image.pngData() }
            } catch {
                return renderFailure(error)
            }
        }
    }

    /// Renders a widget definition as it appears on `device` in `family` and `appearance`, with the
    /// widget chrome (the first entry of `entries`: the provider's snapshot by default), with text
    /// at `dynamicTypeSize` (Large, iOS's default, unless given), laid out in `layoutDirection` (by
    /// default the renderer's locale's: left to right for en_US).
    public static func widget(device: Device, family: WidgetFamily, appearance: WidgetAppearance = .light, entries: EntrySelection = .snapshot,
                              dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection? = nil,
                              tolerance: DiffTolerance = .strict) -> Snapshotting<Value, Data> where Value == WidgetDefinition {
        Snapshotting(pathExtension: "png", diffing: .widgetPNG(tolerance: tolerance)) { definition in
            do {
                return try AdapterRenderers.with { renderer in
                    let savedDirection = renderer.layoutDirection
                    renderer.dynamicTypeSize = dynamicTypeSize
                    renderer.layoutDirection = layoutDirection ?? savedDirection
                    defer { renderer.dynamicTypeSize = .large; renderer.layoutDirection = savedDirection }
                    let renders = try renderer.render(definition, family: family, device: device, appearance: appearance, entries: entries)
                    guard let first = renders.first else { return renderFailure(WidgetShotAdapterError.noEntries(definition.kind)) }
                    return first.result.image.pngData()
                }
            } catch {
                return renderFailure(error)
            }
        }
    }

    /// The same for a `Widget` value: its `body.definition`.
    public static func widget(device: Device, family: WidgetFamily, appearance: WidgetAppearance = .light, entries: EntrySelection = .snapshot,
                              dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection? = nil,
                              tolerance: DiffTolerance = .strict) -> Snapshotting<Value, Data> where Value: Widget {
        Snapshotting<WidgetDefinition, Data>.widget(device: device, family: family, appearance: appearance, entries: entries,
                                                    dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, tolerance: tolerance)
            .pullback { $0.body.definition }
    }
}

/// Why the adapter could not produce an image.
public enum WidgetShotAdapterError: Error, CustomStringConvertible {
    case noEntries(String)

    public var description: String {
        switch self {
        case .noEntries(let kind): return "the widget \(kind) produced no entries to render"
        }
    }
}
