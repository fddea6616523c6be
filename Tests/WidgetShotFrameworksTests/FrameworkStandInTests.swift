import Foundation
import Testing
import WidgetShot
import WidgetShotStoreKit

// The stand-ins behave like an iPhone where nothing is authorised or stored.

struct FrameworkStandInTests {
    @Test func notificationsAreRecordedAndPermissionIsNotDetermined() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)
        let content = UNMutableNotificationContent()
        content.title = "Drink water"
        content.sound = .default
        try await center.add(UNNotificationRequest(identifier: "water", content: content,
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)))
        content.title = "changed after adding"   // the request keeps a copy, as iOS's does
        try await center.add(UNNotificationRequest(identifier: "walk", content: content,
                                                   trigger: UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8), repeats: true)))
        try await center.add(UNNotificationRequest(identifier: "water", content: content, trigger: nil))   // replaces
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["walk", "water"])
        #expect(pending[0].content.title == "changed after adding")
        let calendarTrigger = try #require(pending[0].trigger as? UNCalendarNotificationTrigger)
        #expect(calendarTrigger.nextTriggerDate().map { Calendar.current.component(.hour, from: $0) } == 8)
        center.removePendingNotificationRequests(withIdentifiers: ["walk"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["water"])
        #expect(await center.deliveredNotifications().isEmpty)
        center.removeAllPendingNotificationRequests()
    }

    @Test func audioPlayersOpenFilesAsIOSDoesAndPlayNothing() throws {
        do {
            _ = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/rain.m4a"))
            Issue.record("a missing file opened")
        } catch let error as NSError {
            #expect(error.code == 2003334207)   // kAudioFileUnspecifiedError 'wht?', what iOS throws
        }
        let file = try temporaryFile("rain.m4a", "not decoded")
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(player.prepareToPlay())
        #expect(player.play() == false)
        #expect(!player.isPlaying)
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        #expect(session.category == .playback && session.mode == .spokenAudio && session.categoryOptions == [.duckOthers])
        let time = CMTime(seconds: 2.5, preferredTimescale: 600)
        #expect(time.value == 1500 && CMTimeGetSeconds(time) == 2.5)
        #expect(CMTime.zero < time)
        #expect(MusicAuthorization.currentStatus == .notDetermined)
    }

    @Test func musicKitRequestsNeedPermission() async {
        do {
            _ = try await MusicCatalogSearchRequest(term: "rain", types: [Song.self]).response()
            Issue.record("a catalog search succeeded without Apple Music access")
        } catch {
            #expect(error as? MusicTokenRequestError == .permissionDenied)
        }
    }

    @Test func cloudKitHasNoAccount() async throws {
        let container = CKContainer.default()
        #expect(try await container.accountStatus() == .noAccount)
        do {
            _ = try await container.privateCloudDatabase.records(matching: CKQuery(recordType: "Note", predicate: NSPredicate(value: true)))
            Issue.record("a query succeeded without an iCloud account")
        } catch let error as CKError {
            #expect(error.code == .notAuthenticated)
        }
        let failure: Error? = await withCheckedContinuation { continuation in
            let operation = CKQueryOperation(query: CKQuery(recordType: "Note", predicate: NSPredicate(value: true)))
            operation.queryResultBlock = { result in
                if case .failure(let error) = result { continuation.resume(returning: error) } else { continuation.resume(returning: nil) }
            }
            container.publicCloudDatabase.add(operation)
        }
        #expect((failure as? CKError)?.code == .notAuthenticated)
        let record = CKRecord(recordType: "Note")
        record["title"] = "Local"
        #expect(record["title"] as? String == "Local")
    }

    @Test func storeKitAndWeatherKitHaveNothingToGive() async throws {
        #expect(try await Product.products(for: ["pro.monthly"]).isEmpty)
        var entitlements = 0
        for await _ in WidgetShotStoreKit.Transaction.currentEntitlements { entitlements += 1 }
        #expect(entitlements == 0)
        #expect(await WidgetShotStoreKit.Transaction.latest(for: "pro.monthly") == nil)
        do {
            _ = try await WeatherService.shared.weather(for: CLLocation(latitude: 48.85, longitude: 2.35), including: .current)
            Issue.record("WeatherKit answered")
        } catch {
            #expect(error as? WeatherError == .permissionDenied)
        }
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
    }

    @Test func personalDataIsNotAccessible() async throws {
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        let store = EKEventStore()
        #expect(try await store.requestFullAccessToEvents() == false)
        #expect(store.events(matching: store.predicateForEvents(withStart: day0, end: day0.addingTimeInterval(86400), calendars: nil)).isEmpty)
        do {
            _ = try CNContactStore().unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Anna"), keysToFetch: [CNContactGivenNameKey])
            Issue.record("contacts were read without access")
        } catch let error as CNError {
            #expect(error.code == .authorizationDenied)
        }
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 0)
        // An asset's image is not readable: no image, PHImageErrorKey, called once.
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        var delivered: [(UIImage?, [AnyHashable: Any]?)] = []
        PHImageManager.default().requestImage(for: PHAsset(), targetSize: CGSize(width: 300, height: 300), contentMode: .aspectFill,
                                              options: options) { image, info in delivered.append((image, info)) }
        #expect(delivered.count == 1)
        #expect(delivered.first?.0 == nil)
        #expect(delivered.first?.1?[PHImageErrorKey] != nil)
    }

    @Test func devicePermissionsAreNotGranted() async {
        var error: NSError?
        #expect(LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) == false)
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
        #expect(AuthorizationCenter.shared.authorizationStatus == .notDetermined)
        #expect(throws: DeviceActivityCenter.MonitoringError.self) {
            try DeviceActivityCenter().startMonitoring(DeviceActivityName("daily"), during: DeviceActivitySchedule(
                intervalStart: DateComponents(hour: 0), intervalEnd: DateComponents(hour: 23), repeats: true))
        }
        final class Delegate: NSObject, CBCentralManagerDelegate, @unchecked Sendable {   // NSObjectProtocol, as on iOS
            var onUpdate: ((CBManagerState) -> Void)?
            func centralManagerDidUpdateState(_ central: CBCentralManager) { onUpdate?(central.state) }
        }
        let delegate = Delegate()
        var manager: CBCentralManager?
        let state: CBManagerState = await withCheckedContinuation { continuation in
            delegate.onUpdate = { continuation.resume(returning: $0) }
            manager = CBCentralManager(delegate: delegate, queue: DispatchQueue(label: "bt"))
        }
        withExtendedLifetime(manager) {}
        #expect(state == .unauthorized)
        let pedometerError: Error? = await withCheckedContinuation { continuation in
            CMPedometer().queryPedometerData(from: day0, to: day0.addingTimeInterval(3600)) { _, error in continuation.resume(returning: error) }
        }
        #expect((pedometerError as NSError?)?.code == CMErrorMotionActivityNotAuthorized)
        #expect(PKPassLibrary().passes().isEmpty)
        #expect(HMHomeManager().homes.isEmpty)
    }

    @Test func tipsNeverShowInAWidget() throws {
        struct FavoritesTip: Tip {
            var title: Text { Text("Add favorites") }
            var message: Text? { Text("Tap the star") }
        }
        try Tips.configure([.displayFrequency(.immediate)])
        #expect(FavoritesTip().shouldDisplay == false)
        #expect(FavoritesTip().status == .pending)
        FavoritesTip().invalidate(reason: .actionPerformed)
        #expect(FavoritesTip().status == .invalidated(.actionPerformed))
        try Tips.resetDatastore()

        struct TipEntry: TimelineEntry { let date: Date }
        struct TipProvider: TimelineProvider {
            func placeholder(in context: Context) -> TipEntry { TipEntry(date: day0) }
            func getSnapshot(in context: Context, completion: @escaping (TipEntry) -> Void) { completion(TipEntry(date: day0)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<TipEntry>) -> Void) {
                completion(Timeline(entries: [TipEntry(date: day0)], policy: .never))
            }
        }
        struct TipWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "tip", provider: TipProvider()) { _ in
                    VStack {
                        TipView(FavoritesTip(), arrowEdge: .bottom)
                        Text("Favorites")
                    }
                    .popoverTip(FavoritesTip())
                    .containerBackground(.background, for: .widget)
                }
            }
        }
        let render = try #require(try renderWidget(TipWidget()).first)
        #expect(render.texts == ["Favorites"])   // the tip's title and message are not drawn
    }
}
