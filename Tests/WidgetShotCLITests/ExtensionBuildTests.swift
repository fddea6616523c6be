import Foundation
import Testing
import WidgetShotBuild
@testable import WidgetShotCLI

/// `--extension DIR`: the fixture `Fixtures/WeatherExtension` is written as an iOS team writes a
/// widget extension (Apple imports, `@main`, `#Preview` and `PreviewProvider`, `#if os(iOS)` /
/// `#elseif os(watchOS)`, `import SwiftUICore`, asset symbols with a namespace) and is built with
/// no edit. All tests share one cache folder, so WidgetShot is compiled into the generated
/// package once per test run (one to three minutes); later builds only compile the extension.
/// `WIDGETSHOT_SKIP_PACKAGE_TESTS=1` skips them.
@Suite(.serialized)
struct ExtensionBuildTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let weather = fixtures.appendingPathComponent("WeatherExtension")
    static let enabled = ProcessInfo.processInfo.environment["WIDGETSHOT_SKIP_PACKAGE_TESTS"] == nil
    /// One cache for the whole test process (or `WIDGETSHOT_CACHE_DIR` when set, to reuse a build).
    static let cache: URL = {
        if let dir = ProcessInfo.processInfo.environment["WIDGETSHOT_CACHE_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-extension-tests-\(ProcessInfo.processInfo.processIdentifier)")
        setenv("WIDGETSHOT_CACHE_DIR", url.path, 1)
        return url
    }()

    struct Run {
        var status: Int32
        var log: [String]
        var output: String
    }

    /// Runs `widgetshot <arguments>` through the extension launcher, capturing everything.
    static func widgetshot(_ arguments: [String]) throws -> Run {
        _ = cache
        var log: [String] = []
        let pipe = Pipe()
        final class Sink: @unchecked Sendable { var data = Data() }
        let sink = Sink()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread { sink.data = pipe.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        reader.start()
        let status = try ExtensionLauncher.launch(["widgetshot"] + arguments, log: { log.append($0) }, output: pipe)
        try pipe.fileHandleForWriting.close()
        done.wait()
        return Run(status: status, log: log, output: String(decoding: sink.data, as: UTF8.self))
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(15)))
    func previewsOfAnUneditedExtensionRender() throws {
        let out = try Self.temporaryFolder("previews")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try Self.widgetshot(["previews", "--extension", Self.weather.path,
                                       "--include", Self.fixtures.appendingPathComponent("WeatherApp").path, "-o", out.path])
        try #require(run.status == 0, "previews failed:\n\(run.log.joined(separator: "\n"))\n\(run.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        // #Preview(as: .systemSmall) with two entries, #Preview("Medium"), #Preview("Badge") and
        // the PreviewProvider's two views.
        #expect(files.contains("WeatherWidget-swift-97.iPhone16Pro.systemSmall.light.entry0.png") || files.contains { $0.hasPrefix("WeatherWidget-swift-") && $0.hasSuffix("systemSmall.light.entry1.png") })
        #expect(files.contains("Medium.iPhone16Pro.systemMedium.light.entry0.png"))
        #expect(files.contains("Badge.iPhone16Pro.view.light.entry0.png"))
        #expect(files.contains("Soon.iPhone16Pro.systemSmall.light.entry0.png"))
        #expect(files.contains("RainCountdownWidget_Previews-1.iPhone16Pro.systemSmall.light.entry0.png"))
        // The Live Activity's #Preview forms (inside `#if os(iOS)`): two states expanded, one banner.
        #expect(files.contains("Storm-island.iPhone16Pro.expanded.light.entry1.png"))
        #expect(files.contains("Storm-banner.iPhone16Pro.lockScreen.light.entry0.png"))
        // The iOS 16.1 form: `attributes.previewContext(state, viewKind:)` in a PreviewProvider.
        #expect(files.contains("Pickup-Expanded.iPhone16Pro.expanded.light.entry0.png"), "\(files)")
        #expect(files.contains("Pickup-Notification.iPhone16Pro.lockScreen.light.entry0.png"), "\(files)")
        #expect(files.contains("index.html"))
        #expect(files.filter { $0.hasSuffix(".png") }.count == 11, "\(files)")
        // The undecidable build flag is reported against the user's file and line.
        #expect(run.log.contains { $0.contains("WeatherWidget.swift:") && $0.contains("WEATHER_APP_SHARED") })
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(15)))
    func theMainBundleIsTheWidgetListAndTheIOSBranchIsCompiled() throws {
        let run = try Self.widgetshot(["geometry", "--extension", Self.weather.path, "--include",
                                       Self.fixtures.appendingPathComponent("WeatherApp").path, "--widget", "RainCountdown"])
        try #require(run.status == 0, "geometry failed:\n\(run.log.joined(separator: "\n"))\n\(run.output)")
        // `#if os(iOS)` chose "iPhone"; `#elseif os(iOS) && !targetEnvironment(simulator)` drew the line.
        #expect(run.output.contains("on your iPhone"))
        #expect(!run.output.contains("Apple Watch"))
        // Image(.Icons.rainDrop): a namespaced asset symbol, found in the catalog.
        #expect(run.output.contains("Icons/rain-drop"))
        // DateFormatter() and Calendar.current are an en_US iPhone's (Linux's Locale.current is en_001).
        #expect(run.output.contains("9/21/26 | week starts 1"), "\(run.output)")

        let gallery = try Self.widgetshot(["geometry", "--extension", Self.weather.path, "--include",
                                           Self.fixtures.appendingPathComponent("WeatherApp").path, "--widget", "WeatherWidget"])
        try #require(gallery.status == 0, "\(gallery.output)")
        #expect(gallery.output.contains("Feels like 19°"))   // app code from --include
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(15)))
    func intentDefinitionsStringTablesAndLiveActivitiesWork() throws {
        let base = ["--extension", Self.weather.path, "--include", Self.fixtures.appendingPathComponent("WeatherApp").path]
        // SelectCityIntent is generated from CityWeather.intentdefinition: defaults, then JSON.
        let defaults = try Self.widgetshot(["geometry"] + base + ["--widget", "CityWeather"])
        try #require(defaults.status == 0, "\(defaults.log)\n\(defaults.output)")
        #expect(defaults.output.contains("\"18°C\"") && defaults.output.contains("\"Cupertino\""))
        let fahrenheit = try Self.widgetshot(["geometry"] + base + ["--widget", "CityWeather", "--intent", #"{"unit": "fahrenheit"}"#])
        #expect(fahrenheit.output.contains("\"65°F\""), "\(fahrenheit.output)")
        // de.lproj/Localizable.strings, looked up in the --locale.
        let german = try Self.widgetshot(["geometry"] + base + ["--widget", "RainCountdown", "--locale", "de_DE"])
        #expect(german.output.contains("Regen in 25 Min."), "\(german.output)")
        #expect(german.output.contains("21.09.26 | week starts 2"), "\(german.output)")
        // The bundle's Live Activity (named by its attributes type) renders its Dynamic Island.
        let out = try Self.temporaryFolder("storm")
        defer { try? FileManager.default.removeItem(at: out) }
        try Data(#"{"region": "Bay Area"}"#.utf8).write(to: out.appendingPathComponent("attributes.json"))
        try Data(#"[{"minutesUntilStorm": 12, "windSpeed": 60}]"#.utf8).write(to: out.appendingPathComponent("states.json"))
        let island = try Self.widgetshot(["render"] + base + ["--activity", "StormAttributes", "--presentation", "compact",
                                                               "--attributes", out.appendingPathComponent("attributes.json").path,
                                                               "--content-states", out.appendingPathComponent("states.json").path,
                                                               "-o", out.appendingPathComponent("storm.png").path])
        #expect(island.status == 0, "\(island.output)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("storm.png").path))
        // Without files, the samples come from the extension's own `#Preview … contentStates:`.
        let fromPreviews = try Self.widgetshot(["render"] + base + ["--activity", "StormAttributes", "--presentation", "expanded",
                                                                     "-o", out.appendingPathComponent("expanded.png").path])
        #expect(fromPreviews.status == 0, "\(fromPreviews.output)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("expanded.png").path))
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(15)))
    func controlsAndPreviewContextLiveActivitiesRender() throws {
        // PickupTimerLiveActivity.swift imports the app's own module (WeatherApp, from --include),
        // qualifies a colour as SwiftUICore.Color and previews with previewContext(_:viewKind:);
        // UmbrellaAlertControl.swift holds two iOS 18 controls inside `if #available` in the bundle.
        let base = ["--extension", Self.weather.path, "--include", Self.fixtures.appendingPathComponent("WeatherApp").path]
        let out = try Self.temporaryFolder("pickup")
        defer { try? FileManager.default.removeItem(at: out) }
        // No --attributes/--content-states: the samples come from the previewContext previews.
        let island = try Self.widgetshot(["render"] + base + ["--activity", "PickupAttributes", "--presentation", "expanded",
                                                               "-o", out.appendingPathComponent("pickup.png").path])
        #expect(island.status == 0, "\(island.log)\n\(island.output)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("pickup.png").path))
        let toggle = try Self.widgetshot(["render"] + base + ["--control", "umbrella-alerts", "--size", "medium", "--value", "on",
                                                               "-o", out.appendingPathComponent("toggle.png").path])
        #expect(toggle.status == 0, "\(toggle.log)\n\(toggle.output)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("toggle.png").path))
        let button = try Self.widgetshot(["render"] + base + ["--control", "radar", "--size", "large",
                                                               "-o", out.appendingPathComponent("button.png").path])
        #expect(button.status == 0, "\(button.log)\n\(button.output)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("button.png").path))
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(15)))
    func compileErrorsNameTheUsersFileAndLine() throws {
        let folder = try Self.temporaryFolder("BrokenExtension")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("BrokenWidget.swift")
        try """
            import SwiftUI
            import WidgetKit

            struct BrokenView: View {
                var body: some View {
                    Text(undefinedValue)
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: ExtensionBuildError.compileFailed(folder.lastPathComponent)) {
            var log: [String] = []
            do {
                _ = try ExtensionLauncher.launch(["widgetshot", "previews", "--extension", folder.path], log: { log.append($0) })
            } catch {
                #expect(log.contains { $0.contains("\(file.path):6:") && $0.contains("undefinedValue") }, "\(log.joined(separator: "\n"))")
                #expect(!log.contains { $0.contains("/workspace/Extensions/") && $0.contains("error:") }, "a diagnostic names the transformed copy")
                throw error
            }
        }
    }

    /// A second fixture, written on the patterns of public heatmap and countdown widgets: `import
    /// AppCore` of the `--include`d framework, `Canvas`/`GraphicsContext` with
    /// `Path(roundedRect:cornerRadii:style:)`, `.clipShape(.rect(cornerRadius:style:))`,
    /// `SwiftUI.View` and `WidgetKit.Timeline` qualified names, `@Animatable`, and
    /// `NSLocalizedString` from the extension's `en.lproj`. Only the extension is compiled here:
    /// WidgetShot was compiled into the shared cache by the tests above.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(15)))
    func realWorldPatternsBuildUnedited() throws {
        let base = ["--extension", Self.fixtures.appendingPathComponent("HabitHeatmapExtension").path,
                    "--include", Self.fixtures.appendingPathComponent("HabitApp/AppCore").path]
        let heatmap = try Self.widgetshot(["geometry"] + base + ["--widget", "HabitHeatmap", "--family", "systemSmall"])
        try #require(heatmap.status == 0, "geometry failed:\n\(heatmap.log.joined(separator: "\n"))\n\(heatmap.output)")
        #expect(heatmap.output.contains("Morning run"))   // HabitStore.sample, from the included AppCore
        // The Canvas drew one path per day: 7 weeks of 7 days.
        #expect(heatmap.output.components(separatedBy: "\"CanvasPathShape\"").count - 1 == 49, "\(heatmap.output)")
        let countdown = try Self.widgetshot(["geometry"] + base + ["--widget", "GoalCountdown"])
        try #require(countdown.status == 0, "\(countdown.log)\n\(countdown.output)")
        #expect(countdown.output.contains("12 days left"), "\(countdown.output)")   // NSLocalizedString + String(format:)
        #expect(countdown.output.contains("ProgressSector"))
    }

    /// A third fixture, on what real extensions do that the builder once failed on (issue 19 item
    /// 4, issue 20 item 1): `struct 🌤QuirksBundle`, two `Constants.swift`, `#if SWIFT_PACKAGE`
    /// reaching `Bundle.module`, the app's own `Color.brandBlue` beside a `brandBlue` colour set,
    /// `@State private var selection: String?`, an untyped Object in an `.intentdefinition`
    /// response, an empty `.containerBackground(for: .widget) {}`, and Foundation-only files using
    /// Apple's Foundation surface (`RelativeDateTimeFormatter`, `DateComponentsFormatter`,
    /// `@Observable`, `URLSession`, `NSUbiquitousKeyValueStore`, `#keyPath`, HTML attributed
    /// strings, `NSLocalizedString`, `DateFormatter()` and `Locale.current`). One build.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(15)))
    func realAppQuirksBuildUnedited() throws {
        let run = try Self.widgetshot(["geometry", "--extension", Self.fixtures.appendingPathComponent("RealAppQuirksExtension").path,
                                       "--widget", "Quirks", "--family", "systemMedium"])
        try #require(run.status == 0, "geometry failed:\n\(run.log.joined(separator: "\n"))\n\(run.output)")
        #expect(run.output.contains("yesterday"), "\(run.output)")          // RelativeDateTimeFormatter, .named
        #expect(run.output.contains("01:02:05"))                              // DateComponentsFormatter, positional, .pad
        #expect(run.output.contains("Rain at 5 & radar"))                     // NSAttributedString(data:options: .html)
        #expect(run.output.contains("no selection"))                          // @State var selection: String?
        #expect(run.output.contains("streak 4 key streak"))                   // NSUbiquitousKeyValueStore, #keyPath
        #expect(run.output.contains("Hello Ana 21°C"))                        // NSLocalizedString(value:), Measurement.FormatStyle in a Foundation-only file
        #expect(!run.output.contains("Please adopt containerBackground API")) // the empty background is adopted
    }

    @Test func anAppleOnlyImportIsAClearError() throws {
        let folder = try Self.temporaryFolder("HealthExtension")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import SwiftUI\nimport HealthKit\n".write(to: folder.appendingPathComponent("Steps.swift"), atomically: true, encoding: .utf8)
        do {
            _ = try ExtensionLauncher.launch(["widgetshot", "gallery", "--extension", folder.path], log: { _ in })
            Issue.record("an Apple-only import built")
        } catch let error as ExtensionBuildError {
            #expect("\(error)".contains("Steps.swift:2: error: imports HealthKit"))
        }
    }

    @Test func launcherOptionsAreTakenOutOfTheCommandLine() throws {
        let r = try ExtensionLauncher.parse(["widgetshot", "render", "--extension", "Ext", "--widget", "W", "--include=App", "--include", "Lib.swift"])
        #expect(r.extensionFolder == "Ext")
        #expect(r.includes == ["App", "Lib.swift"])
        #expect(r.forwarded == ["render", "--widget", "W"])
        #expect(throws: (any Error).self) { try ExtensionLauncher.parse(["widgetshot", "--extension"]) }
        #expect(throws: (any Error).self) { try ExtensionLauncher.parse(["widgetshot", "--extension", "A", "--extension", "B"]) }
    }
}
