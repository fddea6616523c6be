import Foundation
import Testing
@testable import WidgetShotCLI

/// A selection that selects nothing exits 2 and lists what exists (a gallery of 0 variants that
/// exits 0 would pass a CI job that checked nothing); `--widgets` takes a kind or a Swift type name.
@Suite(.serialized)
struct SelectionErrorTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("selection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func anUnknownWidgetExits2AndListsKindsAndTypeNames() throws {
        let out = try Self.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        var status: Int32 = 0
        let errors = try captureStandardError { status = DemoTool.run(["gallery", "--widgets", "WeatherWidget", "-o", out.path, "--quiet"]) }
        #expect(status == 2)
        #expect(errors.contains("unknown widget 'WeatherWidget'"), "\(errors)")
        // Kinds with their Swift type names, then the controls.
        #expect(errors.contains("com.ctrip.widget.flight.lowprice (CtripFlightWidget)"), "\(errors)")
        #expect(errors.contains("boarding-countdown"), "\(errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func theSwiftTypeNameSelectsAWidget() throws {
        let out = try Self.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let status = DemoTool.run(["gallery", "--widgets", "CtripFlightWidget", "--devices", "iPhone16Pro", "--families", "systemSmall",
                                   "--appearances", "light", "-o", out.path, "--quiet"])
        #expect(status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(files.contains("com-ctrip-widget-flight-lowprice.iPhone16Pro.systemSmall.light.entry0.png"), "\(files)")
    }

    @Test func aFamilyNoSelectedWidgetSupportsExits2() throws {
        let out = try Self.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        var status: Int32 = 0
        // The Ctrip widget is small and medium only.
        let errors = try captureStandardError {
            status = DemoTool.run(["gallery", "--widgets", "com.ctrip.widget.flight.lowprice", "--families", "systemSmall,systemLarge",
                                   "--devices", "iPhone16Pro", "--appearances", "light", "-o", out.path, "--quiet"])
        }
        #expect(status == 2)
        #expect(errors.contains("0 variants match --families systemLarge"), "\(errors)")
        #expect(errors.contains("systemSmall, systemMedium"), "\(errors)")
    }

    @Test func appearancesThatHideEveryFamilyExit2() throws {
        let out = try Self.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        var status: Int32 = 0
        // Lock Screen shows no home-screen family.
        let errors = try captureStandardError {
            status = DemoTool.run(["gallery", "--widgets", "com.ctrip.widget.flight.lowprice", "--appearances", "lockscreen",
                                   "--devices", "iPhone16Pro", "-o", out.path, "--quiet"])
        }
        #expect(status == 2)
        #expect(errors.contains("0 variants match"), "\(errors)")
    }

    @Test func previewsFilterMatchingNothingExits2AndListsThePreviews() throws {
        var status: Int32 = 0
        let errors = try captureStandardError { status = DemoTool.run(["previews", "--filter", "no-such-preview", "-o", "/nonexistent/never-written"]) }
        #expect(status == 2)
        #expect(errors.contains("--filter 'no-such-preview' matches no preview"), "\(errors)")
    }

    @Test func unknownActivitiesAndControlsExit2() throws {
        var status: Int32 = 0
        let errors = try captureStandardError { status = DemoTool.run(["render", "--control", "no-such-control"]) }
        #expect(status == 2)
        #expect(errors.contains("unknown control 'no-such-control'"), "\(errors)")
        #expect(errors.contains("boarding-countdown"), "\(errors)")
    }
}
