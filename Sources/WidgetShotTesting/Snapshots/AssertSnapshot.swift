import Foundation
import Testing
import WidgetShot
#if canImport(XCTest)
import XCTest
#endif

/// The renderers assertions use by default, shared and used one render at a time.
enum SharedRenderers {
    static let lock = NSLock()
    nonisolated(unsafe) private static var widgets: WidgetRenderer?
    nonisolated(unsafe) private static var catalogs: Set<String> = []

    /// Adds asset catalogs to the shared renderer once each.
    static func addCatalogs(_ urls: [URL], to renderer: WidgetRenderer) throws {
        for url in urls where !catalogs.contains(url.path) {
            try renderer.views.images.addAssetCatalog(url)
            catalogs.insert(url.path)
        }
    }

    static func withWidgetRenderer<R>(_ body: (WidgetRenderer) throws -> R) throws -> R {
        lock.lock()
        defer { lock.unlock() }
        if widgets == nil { widgets = try WidgetRenderer() }
        return try body(widgets!)
    }
}

/// Reports a failed outcome to Swift Testing (inside a `@Test`) or XCTest.
/// Verifies one variant against the calling test's golden and reports a failure at the call site.
func verifyAndReport(image: RasterImage, tree: PlacedTree, variant: String, record: RecordMode?, tolerance: DiffTolerance?,
                     fileID: String, filePath: StaticString, function: String, line: UInt, column: UInt) -> SnapshotOutcome {
    let outcome = SnapshotVerifier.verify(image: image, tree: tree, suite: SnapshotName.suite(fileID: fileID), test: SnapshotName.test(function: function),
                                          variant: variant, record: record, tolerance: tolerance, file: "\(filePath)")
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
    return outcome
}

func report(_ outcome: SnapshotOutcome, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    guard let message = outcome.message else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    FileHandle.standardError.write(Data("snapshot failure: \(message)\n".utf8))
    #endif
}

/// Snapshots a view against `Snapshots/<suite>/<test>[.<name>].png`, where the suite is the test
/// file's name and the test the calling function's. Fails (as an issue in Swift Testing, or
/// `XCTFail`) when it does not match, or when a golden was recorded.
///
/// ```swift
/// @Test func dailyCard() {
///     assertSnapshot(of: DailyCard(), size: CGSize(width: 170, height: 170), scale: 3)
/// }
/// ```
@discardableResult
public func assertSnapshot<V: View>(
    of view: V, size: CGSize, scale: CGFloat = 3, named name: String? = nil, environment: EnvironmentValues = EnvironmentValues(),
    record: RecordMode? = nil, tolerance: DiffTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let outcome: SnapshotOutcome
    do {
        let result = try SharedRenderers.withWidgetRenderer { try $0.views.render(view, size: size, scale: scale, environment: environment) }
        outcome = SnapshotVerifier.verify(image: result.image, tree: result.tree, suite: SnapshotName.suite(fileID: fileID),
                                          test: SnapshotName.test(function: function), variant: name ?? "", record: record,
                                          tolerance: tolerance, file: "\(filePath)")
    } catch {
        outcome = .failed(message: "could not render the view: \(error)")
    }
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
    return outcome
}

/// Snapshots a widget over a matrix of devices × families × appearances × Dynamic Type sizes ×
/// entries; each variant is a golden named `<test>.<device>.<family>.<appearance>[.<size>].entry<N>.png`
/// (the size only when it is not Large, so goldens recorded before the axis keep their names).
/// `layoutDirection` overrides the renderer's (by default the locale's, left to right for en_US).
///
/// ```swift
/// @Test func dailyWidget() throws {
///     try assertWidgetSnapshots(of: DailyWidget(), devices: [.iPhoneSE3, .iPhone16Pro], appearances: [.light, .dark, .placeholder])
///     try assertWidgetSnapshots(of: DailyWidget(), devices: [.iPhone16Pro], appearances: [.light],
///                               dynamicTypeSizes: [.xSmall, .accessibility3])
/// }
/// ```
@discardableResult
public func assertWidgetSnapshots<W: Widget>(
    of widget: W, devices: [Device], families: [WidgetFamily]? = nil, appearances: [WidgetAppearance] = [.light, .dark, .placeholder],
    dynamicTypeSizes: [DynamicTypeSize] = [.large], entries: EntrySelection = .timeline, firstEntryOnly: Bool = true, assets: [URL] = [],
    layoutDirection: LayoutDirection? = nil,
    record: RecordMode? = nil, tolerance: DiffTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> [SnapshotOutcome] {
    let definition = widget.body.definition
    var outcomes: [SnapshotOutcome] = []
    for device in devices {
        for family in families ?? definition.supportedFamilies where device.widgetSize(for: family) != nil && definition.supportedFamilies.contains(family) {
            for appearance in appearances where appearance.isAvailable(for: family, on: device) {
                for size in dynamicTypeSizes {
                    let renders = try SharedRenderers.withWidgetRenderer { renderer -> [WidgetRender] in
                        try SharedRenderers.addCatalogs(assets, to: renderer)
                        let savedDirection = renderer.layoutDirection
                        renderer.dynamicTypeSize = size
                        renderer.layoutDirection = layoutDirection ?? savedDirection
                        defer { renderer.dynamicTypeSize = .large; renderer.layoutDirection = savedDirection }
                        let selection = firstEntryOnly && entries == .timeline ? .entry(0) : entries
                        return try renderer.render(definition, family: family, device: device, appearance: appearance, entries: selection)
                    }
                    for render in firstEntryOnly ? Array(renders.prefix(1)) : renders {
                        let variant = ([device.id, family.description, appearance.name] + DynamicTypeSizeNames.suffix(size) + ["entry\(render.entryIndex)"])
                            .joined(separator: ".")
                        let outcome = verifyAndReport(image: render.result.image, tree: render.result.tree, variant: variant, record: record, tolerance: tolerance,
                                                          fileID: fileID, filePath: filePath, function: function, line: line, column: column)
                        outcomes.append(outcome)
                    }
                }
            }
        }
    }
    return outcomes
}
