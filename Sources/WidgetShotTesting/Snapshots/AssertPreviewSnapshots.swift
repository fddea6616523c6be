import Foundation
import WidgetShot

/// Snapshots every preview — each `PreviewProvider` in the test process (found without
/// registration, see `PreviewDiscovery`), or the previews you pass (an extension build's
/// `#Preview`s) — each entry of a widget preview, each family. One golden per image, named
/// `<test>.<preview>.<device>.<family>.<appearance>[.<size>].entry<N>.png` (the Dynamic Type size
/// only when it is not Large). `layoutDirection` overrides the renderer's (by default the
/// locale's, left to right for en_US).
///
/// ```swift
/// @Test func previews() throws {
///     try assertPreviewSnapshots()                          // every preview linked into the tests
///     try assertPreviewSnapshots(module: "FlightWidgets")   // only one module's
///     try assertPreviewSnapshots(dynamicTypeSizes: [.xSmall, .accessibility3], layoutDirection: .rightToLeft)
/// }
/// ```
@discardableResult
public func assertPreviewSnapshots(
    module: String? = nil, previews: [Preview]? = nil, devices: [Device] = [.iPhone16Pro], appearances: [WidgetAppearance] = [.light],
    dynamicTypeSizes: [DynamicTypeSize] = [.large], assets: [URL] = [], layoutDirection: LayoutDirection? = nil,
    record: RecordMode? = nil, tolerance: DiffTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> [SnapshotOutcome] {
    var chosen = previews ?? PreviewDiscovery.all()
    if let module {
        let prefix = module + "."
        chosen = chosen.filter { $0.typeName?.hasPrefix(prefix) ?? false }
    }
    guard !chosen.isEmpty else {
        let outcome = SnapshotOutcome.failed(message: "no previews found" + (module.map { " in module \($0)" } ?? "")
                                             + " (PreviewProvider types, or pass the previews of an extension build)")
        report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
        return [outcome]
    }
    var outcomes: [SnapshotOutcome] = []
    for preview in chosen {
        for device in devices {
            for (appearance, size) in appearances.flatMap({ a in dynamicTypeSizes.map { (a, $0) } }) {
                let renders: [PreviewRender]
                do {
                    renders = try SharedRenderers.withWidgetRenderer { renderer in
                        try SharedRenderers.addCatalogs(assets, to: renderer)
                        let savedDirection = renderer.layoutDirection
                        renderer.dynamicTypeSize = size
                        renderer.layoutDirection = layoutDirection ?? savedDirection
                        defer { renderer.dynamicTypeSize = .large; renderer.layoutDirection = savedDirection }
                        return try renderer.render(preview, device: device, appearance: appearance)
                    }
                } catch {
                    let outcome = SnapshotOutcome.failed(message: "could not render the preview \(preview.displayName): \(error)")
                    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
                    outcomes.append(outcome)
                    continue
                }
                for render in renders {
                    let outcome = verifyAndReport(image: render.result.image, tree: render.result.tree, variant: render.variantName, record: record, tolerance: tolerance,
                                                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
                    outcomes.append(outcome)
                }
            }
        }
    }
    return outcomes
}
