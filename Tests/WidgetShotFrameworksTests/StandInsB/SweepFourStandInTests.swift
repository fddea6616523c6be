import Foundation
import Testing
import WidgetShot

/// Stand-ins added for the Apple-API stops of sweep 3 (issue 20): what each computes or keeps.
@Suite struct DarwinNotificationTests {
    /// What the observer heard (locked: other tests' posts arrive on their own threads).
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var heard: [String] = []
        var names: [String] { lock.withLock { heard } }
        func append(_ name: String) { lock.withLock { heard.append(name) } }
    }

    @Test func postsReachObserversOfTheProcess() {
        let box = Box()
        let observer = Unmanaged.passUnretained(box).toOpaque()
        let center = CFNotificationCenterGetDarwinNotifyCenter()
        // Names of this test only: the catch-all registration also hears what other tests post
        // to the process-wide centre meanwhile (libnotify's tests), which the checks leave out.
        let prefix = "sweep4-\(UUID().uuidString)."
        let changed = prefix + "group.example.changed", other = prefix + "other"
        let callback: CFNotificationCallback = { _, observer, name, object, userInfo in
            guard let observer, let name else { return }
            let box = Unmanaged<Box>.fromOpaque(observer).takeUnretainedValue()
            box.append((name.rawValue as String) + (object == nil && userInfo == nil ? "" : " with payload"))
        }
        func mine() -> [String] { box.names.filter { $0.hasPrefix(prefix) } }
        CFNotificationCenterAddObserver(center, observer, callback, changed as CFString, nil, .deliverImmediately)
        CFNotificationCenterAddObserver(center, observer, callback, nil, nil, .deliverImmediately)   // every name
        CFNotificationCenterPostNotification(center, CFNotificationName(rawValue: changed as CFString), nil, ["k": 1] as CFDictionary, true)
        CFNotificationCenterPostNotification(center, CFNotificationName(other as CFString), nil, nil, true)
        // Darwin notifications carry no user info; the named and the catch-all registration both fire.
        #expect(mine() == [changed, changed, other])
        CFNotificationCenterRemoveObserver(center, observer, nil, nil)
        CFNotificationCenterPostNotification(center, CFNotificationName(other as CFString), nil, nil, true)
        #expect(mine().count == 3)
        #expect(abs(CFAbsoluteTimeGetCurrent() - Date().timeIntervalSinceReferenceDate) < 1)
    }
}

/// A renderer format at 1 pixel per point.
private func oneX() -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return format
}

@Suite struct ImageDestinationTests {
    private func image() -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: oneX()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }.cgImage!
    }

    @Test func encodesPNGThatDecodesToTheSamePixels() throws {
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, UTType.png.identifier as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image(), nil)
        #expect(CGImageDestinationFinalize(destination))
        #expect(!CGImageDestinationFinalize(destination))   // once only
        let decoded = try #require(UIImage(data: data as Data)).bitmap
        #expect(decoded.width == 4 && decoded.height == 2)
        #expect(decoded.pixel(x: 0, y: 0).r == 255 && decoded.pixel(x: 0, y: 0).a == 255)
        #expect(decoded.pixel(x: 3, y: 1).a == 0)
    }

    @Test func jpegQualityChangesTheSizeAndUnknownTypesAreRefused() throws {
        func jpeg(_ quality: Double) throws -> Int {
            let data = NSMutableData()
            let destination = try #require(CGImageDestinationCreateWithData(data, "public.jpeg" as CFString, 1, nil))
            let big = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: oneX()).image { context in
                for i in 0..<64 { UIColor(hue: CGFloat(i) / 64, saturation: 1, brightness: 1, alpha: 1).setFill(); context.fill(CGRect(x: i, y: 0, width: 1, height: 64)) }
            }.cgImage!
            CGImageDestinationAddImage(destination, big, [kCGImageDestinationLossyCompressionQuality: quality] as CFDictionary)
            #expect(CGImageDestinationFinalize(destination))
            #expect((data as Data).starts(with: [0xFF, 0xD8, 0xFF]))
            return data.length
        }
        #expect(try jpeg(0.1) < jpeg(1.0))
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.heic" as CFString, 1, nil) == nil)
        let empty = try #require(CGImageDestinationCreateWithData(NSMutableData(), "public.png" as CFString, 1, nil))
        #expect(!CGImageDestinationFinalize(empty))   // no image added
    }
}

@Suite struct AudioEngineTests {
    @Test func graphIsKeptAndTheEngineCannotStart() throws {
        let engine = AVAudioEngine()
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2))
        let source = AVAudioSourceNode(format: format) { isSilence, _, frameCount, audioBufferList -> OSStatus in
            isSilence.pointee = false
            for buffer in UnsafeMutableAudioBufferListPointer(audioBufferList) {
                let samples = buffer.mData!.assumingMemoryBound(to: Float.self)
                for i in 0..<Int(frameCount) { samples[i] = 0.25 }
            }
            return noErr
        }
        let eq = AVAudioUnitEQ(numberOfBands: 5)
        eq.bands[0].filterType = .highPass
        let mixer = AVAudioMixerNode()
        mixer.outputVolume = 0
        [source, eq, mixer].forEach(engine.attach)
        engine.connect(source, to: eq, format: format)
        engine.connect(eq, to: mixer, format: format)
        engine.connect(mixer, to: engine.mainMixerNode, format: format)
        #expect(engine._widgetShotDestinations(of: eq) == [mixer])
        #expect(eq.inputFormat(forBus: 0).sampleRate == 48_000 && eq.bands.count == 5 && eq.bands[0].filterType == .highPass)
        engine.prepare()
        #expect(throws: NSError.self) { try engine.start() }
        #expect(!engine.isRunning)
        let (buffer, status) = source._widgetShotRender(frames: 8)
        #expect(status == noErr)
        let samples = try #require(buffer?.floatChannelData)
        #expect(samples[0][7] == 0.25 && samples[1][0] == 0.25)
        let player = AVAudioPlayerNode()
        engine.attach(player)
        player.play()
        #expect(!player.isPlaying)
    }
}

@Suite struct SelectorTimerTests {
    final class Target: NSObject {}

    @Test func targetSelectorTimersAreRealTimers() {
        let target = Target()
        let fire = Date(timeIntervalSinceNow: 60)
        let timer = Timer(fireAt: fire, interval: 0, target: target, selector: Selector("setTimerEnded"), userInfo: ["k": 1], repeats: false)
        #expect(timer.isValid && timer.fireDate == fire)
        #expect(timer._widgetShotSelector == Selector("setTimerEnded"))
        #expect((timer._widgetShotUserInfo as? [String: Int])?["k"] == 1)
        timer.fire()   // a manual fire of a one-shot timer invalidates it, as on iOS
        #expect(timer._widgetShotSelectorFirings == 1 && !timer.isValid)
        let ticking = Timer.scheduledTimer(timeInterval: 0.01, target: target, selector: Selector("tick:"), userInfo: nil, repeats: true)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(ticking._widgetShotSelectorFirings >= 2)
        ticking.invalidate()
        #expect(!Timer(widgetShotPlaceholder: ()).isValid)
    }
}

@Suite struct AppShortcutAndEntityTests {
    struct Session: TransientAppEntity {
        static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Session")
        var id = UUID()
        @Property(title: "Minutes") var minutes: Int
        @Property(title: "Label") var label: String?
        init() {}
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(minutes)") }
    }

    struct Start: AppIntent {
        static var title: LocalizedStringResource = "Start"
        @Parameter(title: "Station") var station: String?
        func perform() async throws -> some IntentResult {
            try await requestConfirmation(result: .result(), confirmationActionName: .go, showPrompt: true)
            return .result()
        }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: Start(), phrases: ["Start \(.applicationName)", "Play \(\.$station) in \(.applicationName)"],
                        shortTitle: "Start", systemImageName: "play.fill")
        }
    }

    @Test func phrasesKeepTheirTokens() {
        #expect(Shortcuts.appShortcuts.first?.phrases == ["Start ${applicationName}", "Play ${Station} in ${applicationName}"])
        #expect(Shortcuts.appShortcuts.first?.systemImageName == "play.fill")
        #expect(Shortcuts.shortcutTileColor == .blue)
    }

    @Test func propertiesStoreValuesAndConfirmationIsCancelled() async throws {
        var session = Session()
        session.minutes = 25
        #expect(session.minutes == 25 && session.label == nil && session.$minutes.title.description == "Minutes")
        #expect(try await Session.defaultQuery.entities(for: [session.id]).isEmpty)
        await #expect(throws: AppIntentError.userCancelled) { _ = try await Start().perform() }
    }
}

@Suite struct FontRegistrationTests {
    @Test func missingAndUnreadableFilesFailWithCoreTextCodes() throws {
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/missing/Clock.ttf") as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
        let junk = try temporaryFile("Junk.ttf", "not a font")
        error = nil
        #expect(!CTFontManagerRegisterFontsForURL(junk as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.invalidFontData.rawValue)
    }

    @Test func aRegisteredFileReachesEveryFontSystem() throws {
        let bundled = try #require(FileManager.default.enumerator(at: FontSystem.bundledFontsFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.pathExtension.lowercased() == "ttf" })
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-font-\(UUID().uuidString).ttf")
        try FileManager.default.copyItem(at: bundled, to: copy)
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(copy as CFURL, .process, &error))
        #expect(ProcessFonts.registered.contains(copy.standardizedFileURL))
        #expect(try FontSystem().fontFiles.contains(copy.standardizedFileURL))   // a font system made later loads it too
    }
}

@Suite struct EventKitRecurrenceTests {
    @Test func remindersKeepTheirRulesAndNothingIsStored() {
        let store = EKEventStore()
        let reminder = EKReminder(eventStore: store)
        #expect(reminder.recurrenceRules == nil && !reminder.hasRecurrenceRules)
        let weekly = EKRecurrenceRule(recurrenceWith: .weekly, interval: 2, end: EKRecurrenceEnd(occurrenceCount: 5))
        reminder.addRecurrenceRule(weekly)
        #expect(reminder.recurrenceRules?.first?.frequency == .weekly && reminder.recurrenceRules?.first?.interval == 2)
        #expect(reminder.recurrenceRules?.first?.recurrenceEnd?.occurrenceCount == 5)
        reminder.removeRecurrenceRule(weekly)
        #expect(reminder.recurrenceRules == nil)
        #expect(EKCalendar(for: .reminder, eventStore: store).source.sourceType == .local)
        #expect(store.calendarItem(withIdentifier: reminder.calendarItemIdentifier) == nil)
    }
}
