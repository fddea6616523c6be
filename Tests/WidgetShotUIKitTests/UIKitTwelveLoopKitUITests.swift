import Foundation
import Testing
import WidgetShot

/// What LoopKitUI (LoopCaregiver's widget dependency) still stopped on: a view hierarchy drawn
/// into a context, batch-update blocks that use members without `self.`, AVKit's `VideoPlayer`,
/// `isDetailLink`, the `editMode` environment value and deleting donated interactions.
@Suite struct UIKitTwelveLoopKitUITests {
    /// A table controller whose batch-update block uses its own members without `self.`, as
    /// GlucoseRangeScheduleTableViewController does: compiles because the block is non-escaping.
    final class Schedule: UITableViewController {
        var items = [1, 2]
        func removeFirst() -> Bool {
            var emptied = false
            items.removeFirst()
            tableView.performBatchUpdates({
                tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                emptied = items.isEmpty
            }, completion: nil)
            return emptied
        }
    }

    @Test @MainActor func batchUpdateBlocksRunAtOnce() {
        let schedule = Schedule()
        #expect(schedule.removeFirst() == false)
        #expect(schedule.removeFirst() == true)
        var ran = false
        schedule.tableView.performBatchUpdates(nil) { ran = $0 }
        #expect(ran)
    }

    @Test @MainActor func drawHierarchyDrawsTheViewScaledIntoTheRect() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 10))
        child.backgroundColor = .blue
        view.addSubview(child)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        let bitmap = image.bitmap
        #expect(bitmap.pixel(x: 4, y: 10).r == 255 && bitmap.pixel(x: 4, y: 10).b == 0)    // the red half, scaled ×2
        #expect(bitmap.pixel(x: 15, y: 10).b == 255 && bitmap.pixel(x: 15, y: 10).r == 0)  // the child, at 10…20
        #expect(bitmap.pixel(x: 30, y: 10).a == 0)                                          // outside the rect
        // Without a current context there is nothing to draw into.
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false) == false)
    }

    @Test @MainActor func videoPlayerDrawsABlackVideoAreaUnderItsOverlay() throws {
        let player = VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: "/nonexistent.mov"))) {
            Color.white.frame(width: 10, height: 10)
        }
        let renderer = ImageRenderer(content: player.frame(width: 40, height: 30))
        renderer.scale = 1
        let image = try #require(renderer.cgImage)
        let px = { (x: Int, y: Int) in BitmapImage.straightRGBA(image.bitmap.bytes, offset: y * image.bitmap.stride + x * 4) }
        #expect(px(2, 2) == (0, 0, 0, 255))
        #expect(px(20, 15) == (255, 255, 255, 255))   // the overlay, centred
    }

    struct Row: View {
        @Environment(\.editMode) var editMode
        var body: some View {
            NavigationLink(destination: Text("Detail")) {
                Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
            }
            .isDetailLink(false)
        }
    }

    @Test @MainActor func pickerWithALabelGivenFirstDrawsLikeTheBuilderForm() throws {
        let selection = Binding.constant(2)
        func render(_ view: some View) throws -> CGImage {
            let renderer = ImageRenderer(content: view.frame(width: 120, height: 40))
            renderer.scale = 1
            return try #require(renderer.cgImage)
        }
        let old = try render(Picker(selection: selection, label: Text("Time")) {
            ForEach([1, 2, 3], id: \.self) { Text("\($0)").tag($0) }
        })
        let new = try render(Picker(selection: selection) {
            ForEach([1, 2, 3], id: \.self) { Text("\($0)").tag($0) }
        } label: { Text("Time") })
        #expect(old.bitmap.bytes == new.bitmap.bytes)
    }

    @Test func editModeIsNilUnlessAViewSetsIt() {
        #expect(EnvironmentValues().editMode == nil)
        var environment = EnvironmentValues()
        environment.editMode = .constant(.active)
        #expect(environment.editMode?.wrappedValue.isEditing == true)
        #expect(EditMode.inactive.isEditing == false && EditMode.transient.isEditing)
        _ = Row().environment(\.editMode, .constant(.transient))
    }

    @Test func interactionsAreDeletedByIdentifierOrGroup() throws {
        INInteraction.deleteAll()
        let intent = INIntent()
        let first = INInteraction(intent: intent, response: nil)
        first.identifier = "a"
        let second = INInteraction(intent: intent, response: nil)
        second.groupIdentifier = "Pre-meal"
        let third = INInteraction(intent: intent, response: nil)
        third.identifier = "c"
        [first, second, third].forEach { $0.donate() }
        INInteraction.delete(with: "Pre-meal") { error in #expect(error == nil) }
        #expect(INInteraction.donated.compactMap(\.identifier) == ["a", "c"])
        INInteraction.delete(with: ["a"])
        #expect(INInteraction.donated.compactMap(\.identifier) == ["c"])
        INInteraction.deleteAll()
    }
}
