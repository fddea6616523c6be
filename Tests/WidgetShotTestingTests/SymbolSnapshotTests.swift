import Foundation
import Testing
import WidgetShotTesting

/// Issue 24 (1): a contact sheet of SF Symbols WidgetShot composes from a base glyph, an
/// enclosure, a fill, a slash and a badge (`Snapshots/SymbolSnapshotTests/`).
@Suite(.serialized) struct SymbolSnapshotTests {
    @Test func composedSymbols() {
        assertSnapshot(of: SymbolContactSheet(), size: CGSize(width: 360, height: 416), scale: 2)
    }
}

/// Each name in a cell with its name underneath; then a row in hierarchical blue and a row of
/// variable values.
struct SymbolContactSheet: View {
    static let names = [
        "trash", "trash.circle", "trash.circle.fill", "trash.slash", "trash.square.fill", "bell.slash.fill",
        "bell.badge", "folder.badge.plus", "person.badge.clock", "lock.open.trianglebadge.exclamationmark.fill", "7.circle", "7.circle.fill",
        "17.square.fill", "a.square", "number", "questionmark", "square", "square.fill",
        "battery.0percent", "battery.25percent", "battery.50percent", "battery.100percent", "bolt.circle.fill", "drop.circle",
        "wind.circle", "flag.checkered", "thermometer.medium.slash", "truck.box", "list.dash", "arrow.circlepath",
        "largecircle.fill.circle", "arrow.down.right", "chevron.up.circle.fill", "arrow.clockwise.circle", "mug.fill", "dice.fill",
        "cube", "book", "heart.square.fill", "play.rectangle", "x.circle", "cellularbars",
    ]
    static let variable: [(name: String, value: Double)] = [
        ("wifi", 0), ("wifi", 0.5), ("wifi", 1), ("cellularbars", 0.34), ("cellularbars", 1), ("speaker.wave.3.fill", 0.5),
    ]
    static let hierarchical = ["trash.circle.fill", "3.circle.fill", "star.square.fill", "mic.slash.circle.fill", "doc.on.doc", "wifi.slash"]

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<(Self.names.count / 6), id: \.self) { row in
                HStack(spacing: 4) { ForEach(Self.names[(row * 6)..<(row * 6 + 6)], id: \.self) { cell($0) } }
            }
            HStack(spacing: 4) {
                ForEach(Self.hierarchical, id: \.self) { cell($0) }
            }
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.blue)
            HStack(spacing: 4) {
                ForEach(Self.variable.indices, id: \.self) { i in
                    cell(Self.variable[i].name, value: Self.variable[i].value)
                }
            }
        }
        .padding(6)
        .background(Color.white)
    }

    func cell(_ name: String, value: Double? = nil) -> some View {
        VStack(spacing: 2) {
            Image(systemName: name, variableValue: value).font(.system(size: 22))
            Text(value.map { "\(name) \($0)" } ?? name).font(.system(size: 6)).lineLimit(2).multilineTextAlignment(.center).foregroundStyle(.secondary)
        }
        .frame(width: 54, height: 40)
    }
}
