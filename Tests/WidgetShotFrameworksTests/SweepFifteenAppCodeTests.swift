import Foundation
import Testing
import WidgetShot

// App code sweep-15 met in widget extensions: fixtures written in the style of the apps, not copies.

/// GameKit for a signed-out player (hannesmnagel/superghost's widget compiles the app's
/// saved-game and achievement code).
@Suite struct SweepFifteenGameKitTests {
    @Test("saved games, scores and achievements fail as for a signed-out player")
    func signedOut() async throws {
        var saveError: Error?
        GKLocalPlayer.local.saveGameData(Data("streak".utf8), withName: "stats") { _, error in saveError = error }
        #expect((saveError as? GKError)?.code == .notAuthenticated)
        await #expect(throws: GKError(.notAuthenticated)) { try await GKLocalPlayer.local.fetchSavedGames() }
        await #expect(throws: GKError(.notAuthenticated)) { try await GKAchievement.loadAchievements() }
        let achievement = GKAchievement(identifier: "first.win")
        achievement.percentComplete = 100
        #expect(achievement.isCompleted && achievement.identifier == "first.win")
        await #expect(throws: GKError(.notAuthenticated)) { try await GKAchievement.report([achievement]) }
        let player: GKPlayer = GKLocalPlayer.local
        #expect(!(player as? GKLocalPlayer ?? GKLocalPlayer()).isAuthenticated)
    }

    @Test("GKError bridges into GKErrorDomain with GameKit's sentence for error 6")
    func errorDomain() {
        let error: Error = GKError(.notAuthenticated)
        #expect((error as NSError).domain == "GKErrorDomain" && (error as NSError).code == 6)
        #expect(error.localizedDescription == "The requested operation could not be completed because local player has not been authenticated.")
        #expect(GKError(.cancelled).localizedDescription == "The operation couldn’t be completed. (GKErrorDomain error 2.)")
    }

    @Test("the access point presents nothing and calls its handler")
    func accessPoint() {
        var calls = 0
        GKAccessPoint.shared.trigger(achievementID: "first.win") { calls += 1 }
        GKAccessPoint.shared.trigger(leaderboardID: "global.score", playerScope: .global, timeScope: .allTime) { calls += 1 }
        GKAccessPoint.shared.trigger { calls += 1 }
        #expect(calls == 3 && !GKAccessPoint.shared.isVisible)
    }
}

/// SwiftUI's offset edits on plain arrays (sargon17/Yearlit's SharedModels reorders calendars).
@Suite struct SweepFifteenOffsetEditTests {
    @Test("move(fromOffsets:toOffset:) keeps order as SwiftUI's documentation shows")
    func move() {
        // Apple's example: the lowercase letters of "ABcDefgHIJKlmNO".
        let start = Array("ABcDefgHIJKlmNO")
        let lowercase = IndexSet(start.indices.filter { start[$0].isLowercase })
        var letters = start
        letters.move(fromOffsets: lowercase, toOffset: 2)
        #expect(String(letters) == "ABcefglmDHIJKNO")
        letters = start
        letters.move(fromOffsets: lowercase, toOffset: 15)
        #expect(String(letters) == "ABDHIJKNOcefglm")
        var rows = ["a", "b", "c"]
        rows.move(fromOffsets: [2], toOffset: 0)
        #expect(rows == ["c", "a", "b"])
    }

    @Test("remove(atOffsets:) removes exactly those elements")
    func remove() {
        var rows = ["a", "b", "c", "d"]
        rows.remove(atOffsets: [0, 2])
        #expect(rows == ["b", "d"])
        rows.remove(atOffsets: [])
        #expect(rows == ["b", "d"])
    }
}

/// Core Location as fxm90/MapWidgetExample's widget uses it: an activity type, and the last
/// location archived with `NSKeyedArchiver` in shared defaults.
@Suite struct SweepFifteenCoreLocationTests {
    @Test("a CLLocation archives and unarchives with its class checked")
    func archive() throws {
        let when = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let location = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405), altitude: 34,
                                  horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, speed: 1.5, timestamp: when)
        let data = try NSKeyedArchiver.archivedData(withRootObject: location, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CLLocation.self, from: data))
        #expect(back.coordinate.latitude == 52.52 && back.coordinate.longitude == 13.405 && back.altitude == 34)
        #expect(back.horizontalAccuracy == 5 && back.verticalAccuracy == 3 && back.course == 90 && back.speed == 1.5)
        #expect(back.timestamp == when)
    }

    @Test("the activity type is recorded with Apple's raw values")
    func activityType() {
        let manager = CLLocationManager()
        #expect(manager.activityType == .other)
        manager.activityType = .otherNavigation
        #expect(manager.activityType.rawValue == 4 && CLActivityType.airborne.rawValue == 5)
    }
}

// superghost's app target declares a SwiftUI `DynamicProperty` holding an `@ObservedObject`, wraps
// an actor's property with it and mutates that property inside `MainActor.run`. This compiles
// only because `ObservedObject` is main-actor isolated, as in iOS 18's SDK: the wrapper type, and
// so the wrapped property, is on the main actor (Swift 5 mode, as this test target builds).

final class SweepFifteenCounterStore: ObservableObject {
    @Published var minutes = 0.0
}

@propertyWrapper
struct SweepFifteenStored: DynamicProperty {
    @ObservedObject private var store: SweepFifteenCounterStore
    init(wrappedValue: Double) { _store = ObservedObject(wrappedValue: SweepFifteenCounterStore()); store.minutes = wrappedValue }
    var wrappedValue: Double {
        get { store.minutes }
        nonmutating set { store.minutes = newValue }
    }
}

actor SweepFifteenSessionClock {
    @SweepFifteenStored private var minutes = 1.0
    func add(_ value: Double) async -> Double {
        await MainActor.run { minutes += value }
        return await MainActor.run { minutes }
    }
}

@Suite struct SweepFifteenObservedObjectIsolationTests {
    @Test("a property wrapped by a type holding @ObservedObject is mutated on the main actor")
    func mainActorWrappedProperty() async {
        let clock = SweepFifteenSessionClock()
        #expect(await clock.add(2.5) == 3.5)
    }
}

/// MapKit's GeoJSON decoding as nrudnyk/air-raid-map's widget uses it: a FeatureCollection of
/// regions whose `properties` decode with `JSONDecoder` and whose geometry is `MKShape &
/// MKGeoJSONObject` (polygons and multi-polygons), then drawn onto a snapshot.
@Suite struct SweepFifteenGeoJSONTests {
    struct RegionProperties: Decodable { let NAME_ENG_1: String; let ID_0: Int }

    static let regions = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "id": 7, "properties": {"NAME_ENG_1": "Kyiv", "ID_0": 235},
           "geometry": {"type": "Polygon", "coordinates": [
             [[30.2, 50.2], [30.8, 50.2], [30.8, 50.6], [30.2, 50.6], [30.2, 50.2]],
             [[30.4, 50.3], [30.6, 50.3], [30.6, 50.5], [30.4, 50.3]]]}},
          {"type": "Feature", "properties": {"NAME_ENG_1": "Crimea", "ID_0": 236},
           "geometry": {"type": "MultiPolygon", "coordinates": [
             [[[33.0, 45.0], [34.0, 45.0], [34.0, 46.0], [33.0, 45.0]]],
             [[[35.0, 45.0], [36.0, 45.0], [36.0, 45.5], [35.0, 45.0]]]]}},
          {"type": "Feature", "properties": null, "geometry": {"type": "GeometryCollection", "geometries": [
             {"type": "Point", "coordinates": [24.03, 49.84]},
             {"type": "LineString", "coordinates": [[24.0, 49.8], [30.5, 50.4]]}]}}
        ]}
        """

    @Test("a FeatureCollection decodes into features with JSON properties and MapKit shapes")
    func featureCollection() throws {
        let objects = try MKGeoJSONDecoder().decode(Data(Self.regions.utf8))
        let features = objects.compactMap { $0 as? MKGeoJSONFeature }
        #expect(features.count == 3)
        let kyiv = try JSONDecoder().decode(RegionProperties.self, from: try #require(features[0].properties))
        #expect(kyiv.NAME_ENG_1 == "Kyiv" && kyiv.ID_0 == 235 && features[0].identifier == "7")
        let polygon = try #require(features[0].geometry.first as? MKPolygon)
        #expect(polygon.pointCount == 5 && polygon.interiorPolygons?.first?.pointCount == 4)
        var first = CLLocationCoordinate2D()
        polygon.getCoordinates(&first, range: NSRange(location: 0, length: 1))
        // GeoJSON positions are [longitude, latitude] (map points round-trip to within 1e-9°).
        #expect(abs(first.latitude - 50.2) < 1e-9 && abs(first.longitude - 30.2) < 1e-9)
        let crimea = try #require(features[1].geometry.first as? MKMultiPolygon)
        #expect(crimea.polygons.count == 2)
        #expect(!crimea.boundingMapRect.isNull && crimea.boundingMapRect.contains(MKMapPoint(CLLocationCoordinate2D(latitude: 45.2, longitude: 35.5))))
        #expect(features[2].properties == nil && features[2].geometry.count == 2)
        #expect((features[2].geometry[0] as? MKPointAnnotation)?.coordinate.latitude == 49.84)
        #expect(features[2].geometry[1] is MKPolyline)
        // Overlays are NSObjectProtocol, as in MapKit: the app compares them with isEqual.
        let overlays: [MKOverlay] = [polygon, crimea]
        #expect(overlays[0].isEqual(polygon) && !overlays[1].isEqual(polygon))
    }

    @Test("malformed GeoJSON throws MKError.decodingFailed")
    func malformed() {
        #expect(throws: MKError.self) { try MKGeoJSONDecoder().decode(Data("[1, 2]".utf8)) }
        #expect(throws: MKError.self) { try MKGeoJSONDecoder().decode(Data(#"{"type": "Circle", "coordinates": [0, 0]}"#.utf8)) }
        #expect(throws: MKError.self) { try MKGeoJSONDecoder().decode(Data(#"{"type": "Point", "coordinates": ["a", "b"]}"#.utf8)) }
    }
}

/// iOS 26's MapKit geocoding (SachinSAgrawal/Custom-Widgets' weather widget names its location
/// with `MKReverseGeocodingRequest`): no map service in a render, so requests fail.
@Suite struct SweepFifteenGeocodingRequestTests {
    @Test("reverse geocoding fails with MKError.serverFailure; an invalid location gives no request")
    func reverse() async throws {
        #expect(MKReverseGeocodingRequest(location: CLLocation(latitude: 200, longitude: 0)) == nil)
        let request = try #require(MKReverseGeocodingRequest(location: CLLocation(latitude: 40.7128, longitude: -74.006)))
        let failure: (items: Int?, code: MKError.Code?) = await withCheckedContinuation { continuation in
            request.getMapItems { items, error in continuation.resume(returning: (items?.count, (error as? MKError)?.code)) }
        }
        #expect(failure.items == nil && failure.code == .serverFailure)
        await #expect(throws: MKError.self) { _ = try await request.mapItems }
        #expect(MKGeocodingRequest(addressString: "  ") == nil && MKGeocodingRequest(addressString: "Kyiv")?.addressString == "Kyiv")
    }
}

/// EventKit as michael94ellis/TimeDraw's EventManagement package uses it: weekdays, recurrence
/// days, reminder priorities, removing reminders.
@Suite struct SweepFifteenEventKitTests {
    @Test("weekdays, recurrence days and priorities carry Apple's raw values; a rule keeps its days")
    func recurrence() {
        #expect(EKWeekday.sunday.rawValue == 1 && EKWeekday.saturday.rawValue == 7)
        #expect(EKReminderPriority.high.rawValue == 1 && EKReminderPriority.medium.rawValue == 5 && EKReminderPriority.low.rawValue == 9)
        let days = [EKRecurrenceDayOfWeek(.monday), EKRecurrenceDayOfWeek(.friday, weekNumber: -1)]
        let rule = EKRecurrenceRule(recurrenceWith: .weekly, interval: 0, daysOfTheWeek: days, daysOfTheMonth: nil, monthsOfTheYear: nil,
                                    weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil, end: nil)
        #expect(rule.interval == 1 && rule.daysOfTheWeek?.map(\.dayOfTheWeek) == [.monday, .friday] && rule.daysOfTheWeek?.last?.weekNumber == -1)
        #expect(EKRecurrenceRule(recurrenceWith: .daily, interval: 2, end: nil).daysOfTheWeek == nil)
    }

    @Test("removing a reminder is refused without access, as saving is")
    func removeReminder() {
        let store = EKEventStore()
        #expect(throws: EKError.self) { try store.remove(EKReminder(eventStore: store), commit: true) }
    }
}

/// System Sound Services as creepymonster/GlucoseDirect's notification code uses them (a mute-switch
/// check that times a silent sound).
@Suite struct SweepFifteenAudioServicesTests {
    @Test("a sound file registers, a missing one does not; the completion runs though nothing plays")
    func systemSounds() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ws15-mute-\(UUID().uuidString).aiff")
        try Data([0x46, 0x4F, 0x52, 0x4D]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var sound: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(file as CFURL, &sound) == kAudioServicesNoError && sound > 4096)
        var missing: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(file.appendingPathExtension("gone") as CFURL, &missing) == kAudioServicesSystemSoundUnspecifiedError)
        var yes: UInt32 = 1
        #expect(AudioServicesSetProperty(kAudioServicesPropertyIsUISound, 4, &sound, 4, &yes) == kAudioServicesNoError)
        await withCheckedContinuation { continuation in AudioServicesPlaySystemSoundWithCompletion(sound) { continuation.resume() } }
    }
}

/// A bundle with an `InfoPlist.strings` still answers Info.plist keys the strings file does not
/// list (creepymonster/GlucoseDirect's `APP_GROUP_ID`), as Apple's Foundation does.
@Suite struct SweepFifteenBundleInfoTests {
    @Test("localized Info.plist values win; other keys fall back to the Info.plist")
    func localizedFallback() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ws15-bundle-\(UUID().uuidString)")
        let resources = root.appendingPathComponent("Resources"), english = resources.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let info: [String: Any] = ["CFBundleIdentifier": "com.example.widgets", "CFBundleDevelopmentRegion": "en",
                                   "CFBundleDisplayName": "Widgets", "APP_GROUP_ID": "group.com.example.loop"]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: resources.appendingPathComponent("Info.plist"))
        try Data(#""CFBundleDisplayName" = "Glucose Direct";"#.utf8).write(to: english.appendingPathComponent("InfoPlist.strings"))
        let bundle = try #require(Bundle(path: root.path))
        #expect(bundle._widgetShotObject(forInfoDictionaryKey: "APP_GROUP_ID") as? String == "group.com.example.loop")
        #expect(bundle._widgetShotObject(forInfoDictionaryKey: "CFBundleDisplayName") as? String == "Glucose Direct")
        #expect(bundle._widgetShotObject(forInfoDictionaryKey: "Missing") == nil)
    }
}

/// air-raid-map's drawing path end to end: a decoded GeoJSON region projected with the
/// snapshot's `point(for:)` and filled into an image context over the snapshot.
@Suite struct SweepFifteenGeoJSONDrawingTests {
    @Test("a decoded polygon fills where the snapshot projects it, not outside")
    func regionOnSnapshot() async throws {
        let geoJSON = #"{"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [[[30.0, 50.0], [31.0, 50.0], [31.0, 51.0], [30.0, 51.0], [30.0, 50.0]]]}}"#
        let feature = try #require(try MKGeoJSONDecoder().decode(Data(geoJSON.utf8)).first as? MKGeoJSONFeature)
        let polygon = try #require(feature.geometry.first as? MKPolygon)
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 50.5, longitude: 30.5), span: MKCoordinateSpan(latitudeDelta: 3, longitudeDelta: 3))
        options.size = CGSize(width: 120, height: 120)
        options.scale = 1
        let snapshot = try await MKMapSnapshotter(options: options).start()
        UIGraphicsBeginImageContextWithOptions(snapshot.image.size, true, snapshot.image.scale)
        snapshot.image.draw(at: .zero)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        var coordinates = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: polygon.pointCount)
        polygon.getCoordinates(&coordinates, range: NSRange(location: 0, length: polygon.pointCount))
        context.beginPath()
        context.move(to: snapshot.point(for: coordinates[0]))
        for coordinate in coordinates.dropFirst() { context.addLine(to: snapshot.point(for: coordinate)) }
        context.closePath()
        context.drawPath(using: .eoFillStroke)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let inside = image.bitmap.pixel(x: 60, y: 60), outside = image.bitmap.pixel(x: 5, y: 5)
        #expect(inside.r > 200 && inside.g < 60 && inside.b < 60, "inside \(inside)")
        #expect(!(outside.r > 200 && outside.g < 60), "outside \(outside)")
    }
}
