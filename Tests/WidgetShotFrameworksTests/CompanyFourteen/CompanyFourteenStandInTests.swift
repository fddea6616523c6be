import Foundation
import Testing
import WidgetShot

/// Stand-ins the company-14 sweep needed: WebKit's navigation delegate and preferences
/// (asuc-octo/berkeley-mobile-ios scrapes a page with a `WKWebView`), UIKit's font family lists
/// (SwiftGen's font template in TousAntiCovid) and CoreHaptics' patterns and players
/// (efremidze/Haptica, linked by sparcs-kaist/app-ios).
@MainActor struct CompanyFourteenStandInTests {
    final class Scraper: NSObject, WKNavigationDelegate {
        var finished = 0
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
    }

    /// The delegate is held weakly, its unimplemented methods have defaults, and nothing loads,
    /// so no navigation is reported.
    @Test func aWebViewKeepsItsNavigationDelegateWeaklyAndLoadsNothing() throws {
        let preferences = WKPreferences()
        #expect(preferences.minimumFontSize == 0 && !preferences.javaScriptCanOpenWindowsAutomatically && preferences.javaScriptEnabled)
        let configuration = WKWebViewConfiguration()
        configuration.preferences = preferences
        let webView = WKWebView(frame: .zero, configuration: configuration)
        #expect(webView.configuration.preferences === preferences)
        var scraper: Scraper? = Scraper()
        webView.navigationDelegate = scraper
        webView.load(URLRequest(url: try #require(URL(string: "https://example.com/gym"))))
        #expect(webView.url?.absoluteString == "https://example.com/gym")
        #expect(scraper?.finished == 0)
        webView.navigationDelegate?.webView(webView, didCommit: WKNavigation())   // a default: does nothing
        scraper = nil
        #expect(webView.navigationDelegate == nil)
    }

    /// The bundled families are listed, each with the PostScript names of its faces, and each name
    /// makes a font of that face.
    @Test func uiFontListsFamiliesAndTheirFaces() throws {
        #expect(UIFont.familyNames.contains("Inter"))
        #expect(UIFont.familyNames == UIFont.familyNames.sorted())
        let faces = UIFont.fontNames(forFamilyName: "Inter")
        #expect(faces.contains("Inter-Bold") && faces.contains("Inter-Italic"))
        #expect(Set(faces).count == faces.count)
        let bold = try #require(UIFont(name: "Inter-Bold", size: 15))
        #expect(bold.fontName == "Inter-Bold" && bold.pointSize == 15)
        #expect(UIFont.fontNames(forFamilyName: "Marianne").isEmpty)
    }

    /// A pattern keeps its events; the engine's player cannot play (no haptics), as a stopped
    /// engine's player fails on a device.
    @Test func aHapticPatternIsBuiltButNeverPlays() throws {
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [
            CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.7),
            CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5),
        ], relativeTime: 0.1)
        let hum = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.2, duration: 0.5)
        let pattern = try CHHapticPattern(events: [tap, hum], parameters: [])
        #expect(pattern.duration == 0.7)
        #expect(tap.eventParameters.map(\.parameterID) == [.hapticIntensity, .hapticSharpness])
        let engine = CHHapticEngine()
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        var resets = 0
        engine.resetHandler = { resets += 1 }
        let player = try engine.makePlayer(with: pattern)
        #expect { try player.start(atTime: CHHapticTimeImmediate) } throws: { ($0 as? CHHapticError)?.code == .engineNotRunning }
        try player.stop(atTime: 0)
        #expect(resets == 0)
    }

    /// An AHAP file's events are read; a missing file and a file that is not AHAP fail with
    /// CoreHaptics' codes.
    @Test func anAHAPFileIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("company14-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ahap = folder.appendingPathComponent("Tap.ahap")
        try """
        {"Version": 1.0, "Pattern": [
          {"Event": {"Time": 0.0, "EventType": "HapticTransient",
                     "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1.0}]}},
          {"Event": {"Time": 0.25, "EventType": "HapticContinuous", "EventDuration": 0.5, "EventParameters": []}}
        ]}
        """.write(to: ahap, atomically: true, encoding: .utf8)
        let pattern = try CHHapticPattern(contentsOf: ahap)
        #expect(pattern.events.map(\.type) == [.hapticTransient, .hapticContinuous])
        #expect(pattern.events.first?.eventParameters.first?.value == 1.0)
        #expect(pattern.duration == 0.75)
        #expect { try CHHapticPattern(contentsOf: folder.appendingPathComponent("Missing.ahap")) } throws: { ($0 as? CHHapticError)?.code == .fileNotFound }
        let junk = folder.appendingPathComponent("Junk.ahap")
        try "not json".write(to: junk, atomically: true, encoding: .utf8)
        #expect { try CHHapticPattern(contentsOf: junk) } throws: { ($0 as? CHHapticError)?.code == .invalidPatternData }
    }

    /// Moya's `MultipartFormData` stores a `FileManager` and synthesizes `Hashable`: equal by identity,
    /// as `NSObject`s are.
    @Test func fileManagersAreHashableByIdentity() {
        struct Upload: Hashable { let fileManager: FileManager; let name: String }
        let shared = Upload(fileManager: .default, name: "photo")
        #expect(shared == Upload(fileManager: FileManager.default, name: "photo"))
        #expect(shared != Upload(fileManager: FileManager(), name: "photo"))
        #expect(Set([shared, Upload(fileManager: .default, name: "photo")]).count == 1)
    }

    /// A type describing itself with a string resource, as sparcs-kaist/app-ios' `LocalizedString` does.
    @Test func aCustomLocalizedStringResourceConvertibleDescribesItself() {
        struct Course: CustomLocalizedStringResourceConvertible {
            let title: String
            var localizedStringResource: LocalizedStringResource { LocalizedStringResource(stringLiteral: title) }
        }
        let value: any CustomLocalizedStringResourceConvertible = Course(title: "Calculus I")
        #expect(String(localized: value.localizedStringResource) == "Calculus I")
    }

    /// A picker item made from an identifier has no representation: loading gives nil.
    @Test func aPhotosPickerItemFromAnIdentifierLoadsNothing() async throws {
        let item = PhotosPickerItem(itemIdentifier: "ABC-123/L0/001")
        #expect(item.itemIdentifier == "ABC-123/L0/001" && item.supportedContentTypes.isEmpty)
        #expect(item == PhotosPickerItem(itemIdentifier: "ABC-123/L0/001"))
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        let progress = item.loadTransferable(type: Data.self) { result in
            if case .success(let data) = result { #expect(data == nil) } else { Issue.record("expected success(nil)") }
        }
        #expect(progress.isFinished)
    }

    /// Moya's `mapString(atKeyPath:)`: a key path through nested dictionaries (and an array's
    /// elements, as Key-Value Coding gives them).
    @Test func aDictionaryKeyPathWalksNestedValues() throws {
        let data = Data(#"{"data": {"user": {"name": "Kim", "tags": [{"id": 1}, {"id": 2}, {}]}}}"#.utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dictionary = NSDictionary(dictionary: json)
        #expect(dictionary.value(forKeyPath: "data.user.name") as? String == "Kim")
        #expect(dictionary.value(forKeyPath: "data.user.missing") == nil)
        #expect(dictionary.value(forKeyPath: "data.user.name.first") == nil)
        let ids = try #require(dictionary.value(forKeyPath: "data.user.tags.id") as? [Any])
        #expect(ids.count == 3 && ids[0] as? Int == 1 && ids[1] as? Int == 2 && ids[2] is NSNull)
        #expect(dictionary.value(forKeyPath: "data.user.tags.@count") as? Int == 3)
    }

    /// A context menu is not on screen until a long press: the cell draws exactly as without it.
    @Test func aContextMenuDrawsNothingAtRest() throws {
        let plain = Text("Calculus I").padding(8).background(Color.blue)
        let withMenu = plain.contextMenu { Button("Remove from Table", systemImage: "trash", role: .destructive) {} }
        let withPreview = plain.contextMenu(menuItems: { Button("Share") {} }, preview: { Text("Preview") })
        let menu: ContextMenu<Button<Text>>? = ContextMenu { Button("Share") {} }
        let renderer = try ViewRenderer()
        let size = CGSize(width: 120, height: 40)
        let reference = try renderer.render(plain, size: size, scale: 2).image
        #expect(try renderer.render(withMenu, size: size, scale: 2).image == reference)
        #expect(try renderer.render(withPreview, size: size, scale: 2).image == reference)
        #expect(try renderer.render(plain.contextMenu(menu), size: size, scale: 2).image == reference)
    }
}
