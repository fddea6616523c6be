import Foundation
import Testing
import WidgetShotBuild
import WidgetShot
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
        ownCachePath = url.path
        // The cache is 1–2 GB once WidgetShot is compiled into it: the test process removes the
        // folder it made when it exits (a cache named by WIDGETSHOT_CACHE_DIR is the user's, kept).
        atexit { if let path = ExtensionBuildTests.ownCachePath { try? FileManager.default.removeItem(atPath: path) } }
        return url
    }()
    /// The cache folder this test process made itself, removed at exit; `nil` for a user's cache.
    nonisolated(unsafe) static var ownCachePath: String?

    struct Run {
        var status: Int32
        var log: [String]
        var output: String
    }

    /// Runs `widgetshot <arguments>` through the extension launcher, capturing everything.
    /// Runs `widgetshot arguments` through the extension launcher; `unset` names variables the
    /// program does not inherit (CI runs the tests with `WIDGETSHOT_RECORD=never`, which wins
    /// over `--record`); `set` adds variables.
    static func widgetshot(_ arguments: [String], unset: [String] = [], set: [String: String] = [:]) throws -> Run {
        _ = cache
        var log: [String] = []
        let pipe = Pipe()
        final class Sink: @unchecked Sendable { var data = Data() }
        let sink = Sink()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread { sink.data = pipe.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        reader.start()
        let environment = ProcessInfo.processInfo.environment.filter { !unset.contains($0.key) }.merging(set) { $1 }
        let status = try ExtensionLauncher.launch(["widgetshot"] + arguments, log: { log.append($0) }, output: pipe, environment: environment)
        try pipe.fileHandleForWriting.close()
        done.wait()
        return Run(status: status, log: log, output: String(decoding: sink.data, as: UTF8.self))
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
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
        // "Soon" reads the catalog's logo with `#imageLiteral` while the previews are listed.
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

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
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

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
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

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
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

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
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
        var log: [String] = []
        do {
            _ = try ExtensionLauncher.launch(["widgetshot", "previews", "--extension", folder.path], log: { log.append($0) })
            Issue.record("the broken extension built")
        } catch ExtensionBuildError.compileErrors(let name, let module, let files) {
            #expect(name == folder.lastPathComponent && module.hasPrefix("module Ext"))
            #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["BrokenWidget.swift"])
            #expect(log.contains { $0.contains("\(file.path):6:") && $0.contains("undefinedValue") }, "\(log.joined(separator: "\n"))")
            #expect(!log.contains { $0.contains("/workspace/Extensions/") && $0.contains("error:") }, "a diagnostic names the transformed copy")
            // Once, with the excerpt numbered as the user's file is.
            #expect(log.filter { $0.contains("cannot find 'undefinedValue' in scope") && $0.hasPrefix("/") }.count == 1, "\(log.joined(separator: "\n"))")
            #expect(log.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("6 |         Text(undefinedValue)") }, "\(log.joined(separator: "\n"))")
        }
    }

    /// A second fixture, written on the patterns of public heatmap and countdown widgets: `import
    /// AppCore` of the `--include`d framework, `Canvas`/`GraphicsContext` with
    /// `Path(roundedRect:cornerRadii:style:)`, `.clipShape(.rect(cornerRadius:style:))`,
    /// `SwiftUI.View` and `WidgetKit.Timeline` qualified names, `@Animatable`, and
    /// `NSLocalizedString` from the extension's `en.lproj`. Only the extension is compiled here:
    /// WidgetShot was compiled into the shared cache by the tests above.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
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

    /// Issue 20, part B: an extension importing MapKit, NetworkExtension, Network, Security,
    /// CryptoKit, CoreImage (+ CIFilterBuiltins) and UniformTypeIdentifiers builds unedited; each
    /// stand-in behaves as on a device where nothing is stored (keychain empty, no VPN, offline) and
    /// draws where the framework draws (a map snapshot, a blurred image).
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func systemFrameworkStandInsBuildAndBehave() throws {
        let base = ["--extension", Self.fixtures.appendingPathComponent("SystemFrameworksExtension").path]
        let vpn = try Self.widgetshot(["geometry"] + base + ["--widget", "VPNStatus"])
        try #require(vpn.status == 0, "geometry failed:\n\(vpn.log.joined(separator: "\n"))\n\(vpn.output)")
        #expect(vpn.output.contains("VPN: Not set up") && vpn.output.contains("Offline"), "\(vpn.output)")
        let account = try Self.widgetshot(["geometry"] + base + ["--widget", "Account"])
        try #require(account.status == 0, "\(account.log)\n\(account.output)")
        // SHA-256("avatar-42") starts 14dcceec; the keychain holds no token. Sweep 7: a JWT signed
        // with SecKey in a Foundation-only file verifies (64-byte raw signature); XMLParser in a
        // Foundation-only file, NSLocale's country names, [Float].reduce(0, +) beside UIKit.
        #expect(account.output.contains("Signed out") && account.output.contains("cache 14dcceec"), "\(account.output)")
        #expect(account.output.contains("jwt 64 bytes verified") && account.output.contains("EUR 0.92 · Germany · +50%"), "\(account.output)")
        // SDK surface (issue 20): TimelineView, preferences, gestures, ImageRenderer, StoreKit 2,
        // QuickLook, MessageUI, AuthenticationServices; MeasurementFormatter in a Foundation-only
        // file (en_US: 5,230 m with naturalScale is 3.2 mi; 21 °C is 70°F).
        let workout = try Self.widgetshot(["geometry"] + base + ["--widget", "Workout"])
        try #require(workout.status == 0, "\(workout.log)\n\(workout.output)")
        #expect(workout.output.contains("3.2 mi · 70°F") && workout.output.contains("Free") && workout.output.contains("No sharing"), "\(workout.output)")
        // Shared app-framework code (frameworks-3): a UIBezierPath.cgPath card, UIFontDescriptor fonts,
        // a CloudKit subscription without an iCloud account, a stream task to an unreachable host
        // (URLError.notConnectedToInternet, −1009: the device is offline), UIKit view classes, CarPlay, Combine merge.
        let card = try Self.widgetshot(["geometry"] + base + ["--widget", "TransitCard", "--family", "systemMedium"])
        try #require(card.status == 0, "\(card.log)\n\(card.output)")
        #expect(card.output.contains("$42.50") && card.output.contains("sync: not signed in") && card.output.contains("server: offline (-1009)"), "\(card.output)")
        // Sweep 4 (tyd, Intentional, Mukku's watch target, BusVal): a placeholder `Timer()` is
        // invalid, a target–selector timer added to the run loop is valid, a transient entity's
        // unset optional property is nil, two `\(.applicationName)` phrases, and a
        // `requestConfirmation` nobody answers cancels the intent; `.accessoryCorner` compiles.
        let session = try Self.widgetshot(["geometry"] + base + ["--widget", "SessionTimer", "--family", "systemMedium"])
        try #require(session.status == 0, "\(session.log)\n\(session.output)")
        #expect(session.output.contains("idle → scheduled, stopped · 40 min, no label · 2 phrases, not confirmed"), "\(session.output)")
        // Sweep 5 (WidgetWeaver, dayssince's Defaults): numerals measured with NSString.size(withAttributes:)
        // (two heavy 40 pt digits: 40–60 pt), a wrapped boundingRect, a sideways 2×3 photo oriented
        // upright (3×2), no AppTransaction outside the App Store, CGColor.converted (sRGB green 0.5;
        // Display P3 has 4 components), an associated object, UIColor/UIFontDescriptor archives, dyld images,
        // an AVAudioSession's preferred rate and its 1024-frame I/O buffer; the app's Menu, ControlGroup,
        // DisclosureGroup and Slider screen compiles (NoiseMixerSettings.swift).
        let clock = try Self.widgetshot(["geometry"] + base + ["--widget", "ClockFace", "--family", "systemMedium"])
        try #require(clock.status == 0, "\(clock.log)\n\(clock.output)")
        #expect(clock.output.contains("digits ok · wraps · 3×2 · not from the App Store · g 0.5 · p3 4 · tag · archived 0.4 · font kept · images · sr=48000.0 io=0.0213 outputs=[]"),
                "\(clock.output)")
        let out = try Self.temporaryFolder("map")
        defer { try? FileManager.default.removeItem(at: out) }
        let png = out.appendingPathComponent("map.png")
        let map = try Self.widgetshot(["render"] + base + ["--widget", "ParkingMap", "-o", png.path])
        try #require(map.status == 0, "\(map.log)\n\(map.output)")
        let image = try #require(UIImage(contentsOfFile: png.path)).bitmap
        if let keep = ProcessInfo.processInfo.environment["WIDGETSHOT_KEEP_PNG"] { try? FileManager.default.copyItem(at: png, to: URL(fileURLWithPath: keep).appendingPathComponent("ParkingMap.png")) }
        // The snapshot fills the widget: its centre is the red pin on the map, a corner is map land.
        let centre = image.pixel(x: image.width / 2, y: image.height / 2)
        #expect(centre.r > 200 && centre.g < 80, "pin at the centre: \(centre)")
    }

    /// A third fixture, on what real extensions do that the builder once failed on (issue 19 item
    /// 4, issue 20 item 1): `struct 🌤QuirksBundle`, two `Constants.swift`, `#if SWIFT_PACKAGE`
    /// reaching `Bundle.module`, the app's own `Color.brandBlue` beside a `brandBlue` colour set,
    /// `@State private var selection: String?`, an untyped Object in an `.intentdefinition`
    /// response, an empty `.containerBackground(for: .widget) {}`, and Foundation-only files using
    /// Apple's Foundation surface (`RelativeDateTimeFormatter`, `DateComponentsFormatter`,
    /// `@Observable`, `URLSession`, `NSUbiquitousKeyValueStore`, `#keyPath`, HTML attributed
    /// strings, `NSLocalizedString`, `DateFormatter()` and `Locale.current`). One build.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
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
        #expect(run.output.contains("4 sizes"))                               // the app's own `extension WidgetFamily: CaseIterable`
    }

    /// Frameworks a provider uses and that draw nothing (HealthKit, AVFoundation, TipKit,
    /// UserNotifications, EventKit, WeatherKit, StoreKit, CloudKit…) build from one unedited
    /// extension, and each provider takes the path a fresh iPhone gives it.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func frameworkStandInsBuildAndRender() throws {
        let base = ["--extension", Self.fixtures.appendingPathComponent("FrameworksExtension").path]
        let steps = try Self.widgetshot(["geometry"] + base + ["--widget", "StepsWidget", "--family", "systemSmall"])
        try #require(steps.status == 0, "geometry failed:\n\(steps.log.joined(separator: "\n"))\n\(steps.output)")
        #expect(steps.output.contains("Allow Health access"), "\(steps.output)")   // HKError.errorNoData, status .notDetermined
        let sounds = try Self.widgetshot(["geometry"] + base + ["--widget", "Soundboard", "--family", "systemMedium"])
        try #require(sounds.status == 0, "\(sounds.log)\n\(sounds.output)")
        #expect(sounds.output.contains("Music: notDetermined 1.5"), "\(sounds.output)")
        #expect(!sounds.output.contains("Tap a sound"))   // TipView draws nothing in a widget
        let agenda = try Self.widgetshot(["geometry"] + base + ["--widget", "Agenda", "--family", "systemMedium"])
        try #require(agenda.status == 0, "\(agenda.log)\n\(agenda.output)")
        #expect(agenda.output.contains("Calendar access needed"), "\(agenda.output)")
        #expect(agenda.output.contains("Contacts: 100"))   // CNError.authorizationDenied
        #expect(agenda.output.contains("Notifications: not asked, 1 pending"))
        let forecast = try Self.widgetshot(["geometry"] + base + ["--widget", "Forecast"])
        try #require(forecast.status == 0, "\(forecast.log)\n\(forecast.output)")
        #expect(forecast.output.contains("Weather unavailable"), "\(forecast.output)")
        let pro = try Self.widgetshot(["geometry"] + base + ["--widget", "Pro", "--family", "systemMedium"])
        try #require(pro.status == 0, "\(pro.log)\n\(pro.output)")
        #expect(pro.output.contains("Upgrade to Pro") && pro.output.contains("No iCloud account"), "\(pro.output)")
        #expect(pro.output.contains("0 products, records: not signed in, lock false, Screen Time off, passes 0, homes 0, BT not asked"))
        // And the whole bundle renders to PNGs.
        let out = try Self.temporaryFolder("frameworks-gallery")
        defer { try? FileManager.default.removeItem(at: out) }
        let gallery = try Self.widgetshot(["gallery"] + base + ["--devices", "iPhone16", "--appearances", "light", "-o", out.path])
        try #require(gallery.status == 0, "\(gallery.log)\n\(gallery.output)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }
        // One image per widget and family: Steps (small, rectangular), Soundboard, Agenda, Forecast, Pro;
        // and the AlarmKit timer's Live Activity, which has no previews: the system's three modes
        // (counting down, paused, alerting) × the six presentations of an iPhone 16.
        let alarms = pngs.filter { $0.hasPrefix("AlarmAttributes-CookingMetadata-.iPhone16.") }
        #expect(pngs.count - alarms.count == 6, "\(pngs)")
        #expect(alarms.count == 18 && alarms.contains("AlarmAttributes-CookingMetadata-.iPhone16.lockScreen.light.state2.png"), "\(alarms)")
    }

    /// Swift Charts (issue 25): `import Charts` compiles against WidgetShotCharts and draws —
    /// bars with a goal rule, a gradient area under a line on dates, a donut of an enum's values —
    /// in every family (an iPhone for the accessory families, an iPad for extra large) and every
    /// appearance: light, dark, placeholder, accented, vibrant, clear, StandBy (day and night)
    /// and the Lock Screen.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func chartsBuildAndRender() throws {
        let base = ["--extension", Self.fixtures.appendingPathComponent("ChartsExtension").path]
        let steps = try Self.widgetshot(["geometry"] + base + ["--widget", "WeeklySteps", "--family", "systemMedium"])
        try #require(steps.status == 0, "geometry failed:\n\(steps.log.joined(separator: "\n"))\n\(steps.output)")
        // The default y axis labels the steps with nice ticks (0 and 10,000 among them, for data up to 11,200).
        for label in ["\"0\"", "10,000"] { #expect(steps.output.contains(label), "\(label) in \(steps.output)") }
        let out = try Self.temporaryFolder("charts-gallery")
        defer { try? FileManager.default.removeItem(at: out) }
        let gallery = try Self.widgetshot(["gallery"] + base + ["--devices", "iPhone16,iPadPro13", "--appearances", "all", "-o", out.path])
        try #require(gallery.status == 0, "\(gallery.log)\n\(gallery.output)")
        let pngs = Set(try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheet") })
        // Each of the three widgets supports every family: one image per device, family and
        // appearance the system shows it in.
        var expected = 0
        var missing: [String] = []
        for device in [Device.iPhone16, .iPadPro13] {
            for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline]
                where device.widgetSize(for: family) != nil {
                for appearance in WidgetAppearance.all where appearance.isAvailable(for: family, on: device) {
                    expected += 3
                    for kind in ["WeeklySteps", "Price", "Spending"] {
                        let prefix = "\(kind).\(device.id).\(family.description).\(appearance.name)."
                        if !pngs.contains(where: { $0.hasPrefix(prefix) }) { missing.append(prefix) }
                    }
                }
            }
        }
        #expect(missing.isEmpty, "no image for \(missing) among \(pngs.sorted())")
        #expect(pngs.count == expected, "\(pngs.count) images, expected \(expected)")
    }

    /// A third fixture, in the style of public transit and Live Activity widgets of the iOS 17/18
    /// SDKs: `@MainActor` helpers called from `body` and `.onAppear`, `Circle().fill(_:).stroke(_:)`,
    /// `onGeometryChange`, `onHover`/`hoverEffect`, `Binding.animation`, `Color.cgColor`,
    /// `@IntentParameterDependency`, `IntentItemCollection(items:)`, per-family `IntentCollectionSize`,
    /// `WidgetFamily.rawValue` stored as an `Int`, a SwiftData `@ModelActor`,
    /// `Measurement.FormatStyle.attributed`, Dynamic Island regions from a builder helper, a public
    /// `@ModelActor` and gallery sample files given by relative paths.
    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func currentSDKPatternsBuildUnedited() throws {
        let base = ["--extension", Self.fixtures.appendingPathComponent("TransitBoardExtension").path]
        let board = try Self.widgetshot(["geometry"] + base + ["--widget", "Departures", "--family", "systemSmall"])
        try #require(board.status == 0, "geometry failed:\n\(board.log.joined(separator: "\n"))\n\(board.output)")
        // The stop comes from StopQuery through @IntentParameterDependency on the line's default.
        for text in ["Alexanderplatz", "now", "4 min", "350 m"] { #expect(board.output.contains(text), "\(text) in \(board.output)") }
        #expect(board.output.components(separatedBy: "\"Circle\"").count - 1 == 2, "fill and stroke layers: \(board.output)")
        let out = try Self.temporaryFolder("trip")
        defer { try? FileManager.default.removeItem(at: out) }
        let island = try Self.widgetshot(["render"] + base + ["--activity", "TripAttributes", "--presentation", "expanded",
                                                               "-o", out.appendingPathComponent("trip.png").path])
        #expect(island.status == 0, "\(island.log)\n\(island.output)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("trip.png").path))
        // `gallery --attributes/--content-states` with paths relative to the working directory:
        // the gallery's variant workers read them from their own sandbox folders (sweep-11).
        let samples = ".build/sweep-eleven-trip-\(UUID().uuidString)"
        let samplesFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(samples)
        try FileManager.default.createDirectory(at: samplesFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: samplesFolder) }
        try Data(#"{"line": "U8"}"#.utf8).write(to: samplesFolder.appendingPathComponent("attributes.json"))
        try Data(#"[{"stopsLeft": 2, "nextStop": "Hermannplatz"}]"#.utf8).write(to: samplesFolder.appendingPathComponent("states.json"))
        let trips = try Self.widgetshot(["gallery"] + base + ["--widgets", "TripAttributes", "--devices", "iPhone16", "--appearances", "light",
                                                               "--attributes", samples + "/attributes.json", "--content-states", samples + "/states.json",
                                                               "-o", out.appendingPathComponent("trips").path, "--quiet"])
        #expect(trips.status == 0, "\(trips.log)\n\(trips.output)")
        let tripFiles = (try? FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("trips").path)) ?? []
        #expect(tripFiles.contains("TripAttributes.iPhone16.lockScreen.light.state0.png"), "\(tripFiles)")

        // The app's settings screens in Shared/ (Form, navigation, toolbar, presentations, @Entry,
        // Color.Resolved, small caps, PreviewModifier) compile; NextBusWidget is a configuration
        // type with only `body`, drawing iOS 18's reference format and an @Entry default.
        let bus = try Self.widgetshot(["geometry"] + base + ["--widget", "NextBus-U2", "--family", "systemSmall"])
        try #require(bus.status == 0, "geometry failed:\n\(bus.log.joined(separator: "\n"))\n\(bus.output)")
        for text in ["Night board", "in 25 minutes", "U2"] { #expect(bus.output.contains(text), "\(text) in \(bus.output)") }
        let previews = try Self.widgetshot(["previews"] + base + ["--filter", "Board name", "-o", out.path])
        #expect(previews.status == 0, "\(previews.log)\n\(previews.output)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Board-name.iPhone16Pro.view.light.entry0.png").path)
                || (try? FileManager.default.contentsOfDirectory(atPath: out.path))?.contains { $0.hasPrefix("Board") && $0.hasSuffix(".png") } == true,
                "\((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])")
    }

    @Test func anAppleOnlyImportIsAClearError() throws {
        let folder = try Self.temporaryFolder("ARExtension")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import SwiftUI\nimport ARKit\n".write(to: folder.appendingPathComponent("Steps.swift"), atomically: true, encoding: .utf8)
        do {
            _ = try ExtensionLauncher.launch(["widgetshot", "gallery", "--extension", folder.path], log: { _ in })
            Issue.record("an Apple-only import built")
        } catch let error as ExtensionBuildError {
            #expect("\(error)".contains("Steps.swift:2: error: imports ARKit"))
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

    /// The plan a project reader makes of `Fixtures/TravelApp` (built by hand here): the widget
    /// extension, the app's framework TravelKit (an `internal` helper type named like one of the
    /// extension's, in a file named like one of the extension's; a compilation condition), the
    /// local package TravelUI (its library imports SwiftUI and depends on another target), the
    /// Info.plist and the bundle identifier, a Core Data model Xcode generates classes from.
    static func travelPlan() -> BuildPlan {
        let root = fixtures.appendingPathComponent("TravelApp")
        let widget = root.appendingPathComponent("TravelWidget")
        let extensionModule = ModulePlan(
            name: "TravelWidget", kind: .widgetExtension,
            swiftFiles: ["TravelWidget.swift", "Formatting.swift", "L10n.swift", "Journal.swift"].map { widget.appendingPathComponent($0) },
            stringTables: ["en.lproj", "de.lproj"].map { widget.appendingPathComponent($0).appendingPathComponent("Localizable.strings") },
            resourceFiles: [widget.appendingPathComponent("routes.json"), widget.appendingPathComponent("Journal.xcdatamodeld")],
            dependencies: ["TravelKit"], packageProducts: [PackageProductReference(product: "TravelUI", package: "TravelUI")])
        let kit = ModulePlan(name: "TravelKit", kind: .framework, swiftFiles: [root.appendingPathComponent("TravelKit/Formatting.swift")],
                             compilationConditions: ["DEBUG", "TRAVEL_KIT_VERBOSE"])
        return BuildPlan(source: root, extensionModule: extensionModule, modules: [kit],
                         packages: [PackageReference(identity: "TravelUI", location: .local(root.appendingPathComponent("Packages/TravelUI")))],
                         infoDictionary: ["AppGroup": "group.com.example.travel", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"],
                         buildSettings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.travel.widget"])
    }

    @Test(.enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(30)))
    func aProjectPlanBuildsWithItsModulesPackagesAndBundle() throws {
        _ = Self.cache
        let plan = Self.travelPlan()
        func run(_ arguments: [String]) throws -> Run {
            var log: [String] = []
            let pipe = Pipe()
            final class Sink: @unchecked Sendable { var data = Data() }
            let sink = Sink()
            let done = DispatchSemaphore(value: 0)
            let reader = Thread { sink.data = pipe.fileHandleForReading.readDataToEndOfFile(); done.signal() }
            reader.start()
            let status = try ExtensionLauncher.launch(["widgetshot"] + arguments + ["--project", plan.source.path], log: { log.append($0) },
                                                      output: pipe, plans: [plan])
            try pipe.fileHandleForWriting.close()
            done.wait()
            return Run(status: status, log: log, output: String(decoding: sink.data, as: UTF8.self))
        }
        let geometry = try run(["geometry", "--widget", "TravelWidget", "--info", "AppGroup=group.com.example.override"])
        try #require(geometry.status == 0, "geometry failed:\n\(geometry.log.joined(separator: "\n"))\n\(geometry.output)")
        // Bundle.main.localizedString(forKey:) through SwiftGen-style code reads the extension's table.
        #expect(geometry.output.contains("Upcoming trip"), "\(geometry.output)")
        // The extension's Formatting and TravelKit's internal Formatting, each in its module; the
        // framework's condition is defined for it.
        #expect(geometry.output.contains("LISBON"))
        #expect(geometry.output.contains("Trip in 3 days"))   // TravelUI reads "Trip" from its Bundle.module
        // TravelUI's C target (travel-codec: Clang, a define, zlib linked) and Apple's `zlib`
        // module (the system zlib's stand-in): "Lisbon" deflated to 14 bytes and inflated again.
        #expect(geometry.output.contains("14→Lisbon crc 27cc5584"), "\(geometry.output)")
        // Info.plist (overridden with --info) and PRODUCT_BUNDLE_IDENTIFIER through Bundle.main.
        #expect(geometry.output.contains("group.com.example.override"))
        #expect(geometry.output.contains("com.example.travel.widget"))
        // Sweep 6 (Learning-Widget's WallPaper-CoreData): the classes Xcode generates from a Core
        // Data model (Class Definition and Category/Extension), `@NSManaged func` to-many accessors
        // of a hand-written entity, a typed `Visit.fetchRequest()`, a registered ValueTransformer.
        #expect(geometry.output.contains("journal: Lisbon ★4 · 2 photos · 2 legs (50 min, first 30) · 1 stop · tags sea, tram"), "\(geometry.output)")
        // Route 7 (ChinChangYang/KataGo): TravelUI is a tools-6.0 package, so TravelStyle's bare
        // `/in (\d+) days?/` is a regex literal, as in its Swift 6 language mode.
        #expect(geometry.output.contains("countdown 3 d"), "\(geometry.output)")
        // No "cannot know" warning for a condition the plan defines or leaves undefined.
        #expect(!geometry.log.contains { $0.contains("cannot know") }, "\(geometry.log)")

        let german = try run(["geometry", "--widget", "TravelWidget", "--locale", "de_DE"])
        try #require(german.status == 0, "geometry failed:\n\(german.log.joined(separator: "\n"))\n\(german.output)")
        #expect(german.output.contains("Nächste Reise"))
        #expect(german.output.contains("group.com.example.travel"))

        let out = try Self.temporaryFolder("travel")
        defer { try? FileManager.default.removeItem(at: out) }
        let gallery = try run(["gallery", "-o", out.path])
        try #require(gallery.status == 0, "gallery failed:\n\(gallery.log.joined(separator: "\n"))\n\(gallery.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(files.contains { $0.hasPrefix("TravelWidget") && $0.hasSuffix(".png") }, "\(files)")
    }
}
