import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// eliyap/Clok's `GridWidget` declares `.supportedFamilies([])`: iOS offers it in no size. The
/// gallery rendered its two other extensions and then exited 2 with "0 variants match" for the
/// third, whose only widget it was. A widget with no family is a warning naming it, not a failure.
struct RouteEightSelectionTests {
    static func widget(_ kind: String, families: [WidgetFamily]) -> WidgetDefinition {
        var widget = WidgetDefinition.showing(AnyView(Text(kind)), kind: kind)
        widget.supportedFamilies = families
        return widget
    }

    @Test func aWidgetDeclaringNoFamilyIsAWarningNamingIt() throws {
        let grid = Self.widget("GridWidget", families: [])
        let devices = try Selection.devices(["iPhone16Pro"])
        let appearances = try Selection.appearances([])
        let items = BatchRenderer.items(widgets: [grid], devices: devices, families: nil, appearances: appearances)
        #expect(items.isEmpty)
        let warnings = try GalleryCommand.checkSelection(items, widgets: [grid], devices: devices, families: nil, appearances: appearances, rendersOthers: false)
        #expect(warnings == ["warning: the widget GridWidget declares .supportedFamilies([]): iOS does not offer it in any size, so it has nothing to render"])

        // Beside a widget that renders: the same warning, the other's variants.
        let clok = Self.widget("ClokWidget", families: [.systemSmall])
        let both = BatchRenderer.items(widgets: [grid, clok], devices: devices, families: nil, appearances: appearances)
        #expect(!both.isEmpty)
        #expect(try GalleryCommand.checkSelection(both, widgets: [grid, clok], devices: devices, families: nil, appearances: appearances, rendersOthers: false).count == 1)
    }

    @Test func theUsersOwnFiltersSelectingNothingStillFail() throws {
        let clok = Self.widget("ClokWidget", families: [.systemSmall])
        let grid = Self.widget("GridWidget", families: [])
        let devices = try Selection.devices(["iPhone16Pro"])
        let appearances = try Selection.appearances([])
        let families: [WidgetFamily]? = [.systemLarge]
        let items = BatchRenderer.items(widgets: [grid, clok], devices: devices, families: families, appearances: appearances)
        #expect(throws: SelectionError.self) {
            try GalleryCommand.checkSelection(items, widgets: [grid, clok], devices: devices, families: families, appearances: appearances, rendersOthers: false)
        }
    }
}
