import Foundation
import Testing
import WidgetShot

// sweep-14: `ControlWidgetButton(_:action:actionLabel:)` (a title and an action label, iOS 18),
// as DeveloperAcademy-POSTECH's Audiolog writes its record button and Apple's documentation
// shows ("Open Trunk"). It did not compile ("incorrect argument label").

private struct StartRecordingProbeIntent: AppIntent {
    static let title: LocalizedStringResource = "Start recording"
    func perform() async throws -> some IntentResult { .result() }
}

/// A string-literal title, a `Label` with a title and an icon as the action label (Audiolog).
private struct RecordTitleProbe: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "record-title") {
            ControlWidgetButton("녹음 시작", action: StartRecordingProbeIntent()) { _ in
                Label {
                    Text("녹음 시작")
                } icon: {
                    Image(systemName: "mic.fill")
                }
            }
        }
    }
}

/// A `String` variable title and a bare symbol that gains a text while the action runs (Apple's example).
private struct TrunkProbe: ControlWidget {
    let actionName: String
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "trunk") {
            ControlWidgetButton(actionName, action: StartRecordingProbeIntent()) { isActive in
                Image(systemName: "car.side.rear.open.crop")
                if isActive { Text("Opening...") }
            }
        }
    }
}

@Suite struct SweepFourteenControlButtonTitleTests {
    private func parts(_ render: ControlRender) -> (symbols: [String], texts: [String]) {
        var symbols: [String] = [], texts: [String] = []
        for node in render.result.tree.allNodes {
            if case .image(let image) = node.content, case .system(let name) = image.source { symbols.append(name) }
            if case .text(let t) = node.content { texts.append(t.string) }
        }
        return (symbols, texts)
    }

    @Test("the title is the control's title; the action label's Label icon is its symbol")
    func labelActionLabel() throws {
        let definition = RecordTitleProbe().body.controlDefinition
        let template = try definition.template()
        #expect(template.kind == .button && template.title == "녹음 시작" && template.actionTitle == "Start recording")
        let found = parts(try ControlRenderer().render(definition, size: .medium, isOn: false))
        #expect(found.symbols == ["mic.fill"])
        #expect(found.texts == ["녹음 시작"])
    }

    @Test("a String title and a bare symbol at rest (the action is not running in a render)")
    func stringTitle() throws {
        let name: String = "Open Trunk"
        let found = parts(try ControlRenderer().render(TrunkProbe(actionName: name).body.controlDefinition, size: .medium, isOn: false))
        #expect(found.symbols == ["car.side.rear.open.crop"])
        #expect(found.texts == ["Open Trunk"])
    }
}
