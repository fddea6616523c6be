import Foundation
import Testing
import WidgetShot

/// iOS 18's `OpenURLIntent`, as control and widget buttons use it, compiles and lists its URL
/// with the tap target.
@Suite struct OpenURLIntentTests {
    struct OpenControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "open") {
                ControlWidgetButton(action: OpenURLIntent(URL(string: "myapp://inbox")!)) {
                    Label("Inbox", systemImage: "tray")
                }
            }
        }
    }

    @Test("OpenURLIntent(url) carries its URL as the `url` parameter")
    func urlParameter() throws {
        let intent = OpenURLIntent(URL(string: "https://example.com/item/7")!)
        #expect(intent.url.absoluteString == "https://example.com/item/7")
        let action = IntentParameters.action(for: intent)
        #expect(action.type == "OpenURLIntent")
        #expect(action.parameters["url"] == "https://example.com/item/7")
        #expect(OpenURLIntent.title.description == "Open URL")
    }

    @Test("a control button whose action is an OpenURLIntent builds")
    func inControl() {
        _ = OpenControl().body
    }
}
