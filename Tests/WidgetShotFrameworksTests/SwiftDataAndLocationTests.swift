import Foundation
import Testing
import WidgetShot

// A trips widget on SwiftData (the model written as `@Model` code reads once the macro is
// replaced by the `PersistentModel` conformance) and a weather widget that asks CoreLocation.

final class Trip: PersistentModel {
    var name: String
    var start: Date
    var isArchived: Bool
    init(name: String, start: Date, isArchived: Bool = false) {
        self.name = name
        self.start = start
        self.isArchived = isArchived
    }
}

struct TripEntry: TimelineEntry {
    let date: Date
    let names: [String]
}

struct TripProvider: TimelineProvider {
    let group: String
    func placeholder(in context: Context) -> TripEntry { TripEntry(date: day0, names: ["Kyoto"]) }
    func getSnapshot(in context: Context, completion: @escaping (TripEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TripEntry>) -> Void) {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: false, groupContainer: .identifier(group))
        guard let container = try? ModelContainer(for: Trip.self, configurations: configuration) else {
            return completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
        let now = day0
        let descriptor = FetchDescriptor<Trip>(predicate: #Predicate { !$0.isArchived && $0.start > now }, sortBy: [SortDescriptor(\.start)])
        let trips = (try? container.mainContext.fetch(descriptor)) ?? []
        completion(Timeline(entries: [trips.isEmpty ? placeholder(in: context) : TripEntry(date: now, names: trips.map(\.name))], policy: .never))
    }
}

struct TripWidget: Widget {
    let group: String
    init(group: String) { self.group = group }
    /// WidgetKit instantiates widgets with `init()`.
    init() { group = "group.trips" }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "trips", provider: TripProvider(group: group)) { entry in
            VStack { ForEach(entry.names, id: \.self) { Text($0) } }.containerBackground(Color.white, for: .widget)
        }
    }
}

final class WeatherLocator: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var completion: ((CLLocation?) -> Void)?
    func locate(_ completion: @escaping (CLLocation?) -> Void) {
        self.completion = completion
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyKilometer
        if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
        manager.requestLocation()
    }
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { completion?(locations.last); completion = nil }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) { completion?(nil); completion = nil }
}

struct UpcomingTripsView: View {
    @Query(filter: #Predicate<Trip> { !$0.isArchived }, sort: \Trip.start, order: .reverse) private var trips: [Trip]
    @Environment(\.modelContext) private var context

    var body: some View {
        VStack {
            if trips.isEmpty { Text("No trips") }
            ForEach(trips, id: \.self) { Text($0.name) }
        }
    }
}

@Suite struct SwiftDataAndLocationTests {
    @Test("@Query in a view reads the .modelContainer's models; with no container it finds nothing")
    func queryInView() throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Trip(name: "Rome", start: day0))
        container.mainContext.insert(Trip(name: "Nara", start: day0.addingTimeInterval(86400)))
        container.mainContext.insert(Trip(name: "Gone", start: day0, isArchived: true))
        func texts(_ view: some View) throws -> [String] {
            try ViewRenderer().render(view, size: CGSize(width: 170, height: 170), scale: 1).tree.allNodes.compactMap { n -> String? in
                if case .text(let t) = n.content { return t.string }
                return nil
            }
        }
        #expect(try texts(UpcomingTripsView().modelContainer(container)) == ["Nara", "Rome"])
        #expect(try texts(UpcomingTripsView()) == ["No trips"])
    }

    @Test("a SwiftData provider falls back to its placeholder on an empty store and shows what the process saved")
    func tripsWidget() throws {
        let group = "group.trips.\(UUID().uuidString)"
        #expect(try renderWidget(TripWidget(group: group))[0].texts == ["Kyoto"])
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(groupContainer: .identifier(group)))
        let context = ModelContext(container)
        context.insert(Trip(name: "Lisbon", start: day0.addingTimeInterval(86400 * 9)))
        context.insert(Trip(name: "Oslo", start: day0.addingTimeInterval(86400 * 2)))
        context.insert(Trip(name: "Old", start: day0.addingTimeInterval(-86400)))
        context.insert(Trip(name: "Archived", start: day0.addingTimeInterval(86400), isArchived: true))
        #expect(context.hasChanges)
        try context.save()
        let render = try renderWidget(TripWidget(group: group))[0]
        render.keep("swiftdata-trips")
        #expect(render.texts == ["Oslo", "Lisbon"])
        let memory = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        #expect(try memory.mainContext.fetch(FetchDescriptor<Trip>()).isEmpty)
        let trip = Trip(name: "x", start: day0)
        memory.mainContext.insert(trip)
        #expect(trip.modelContext === memory.mainContext && trip.hasChanges)
        memory.mainContext.delete(trip)
        #expect(try memory.mainContext.fetchCount(FetchDescriptor<Trip>()) == 0)
    }

    @Test("CLLocation distances, coordinate validity and a location manager with no location")
    func location() async {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        let d: CLLocationDistance = paris.distance(from: london)
        #expect(abs(d - 343_900) < 1_500)                // published great-circle distance ≈ 344 km
        #expect(paris.distance(from: paris) == 0)
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(CLLocationManager().authorizationStatus == .notDetermined && CLLocationManager().location == nil)
        let locator = WeatherLocator()
        let found: CLLocation?? = await withCheckedContinuation { c in locator.locate { c.resume(returning: $0) } }
        #expect(found == .some(nil))
    }

    @Test("a versioned schema and its migration plan open an empty store (no stage runs); #Unique is gone from the model")
    func versionedSchema() throws {
        let schema = Schema(versionedSchema: TripSchemaV2.self)
        #expect(schema.version == Schema.Version(2, 0, 0) && schema.types.count == 1)
        let container = try ModelContainer(for: schema, migrationPlan: TripMigrationPlan.self,
                                           configurations: [ModelConfiguration("Trips", schema: schema, isStoredInMemoryOnly: true, cloudKitDatabase: .none)])
        #expect(container.migrationPlan.map { ObjectIdentifier($0) } == ObjectIdentifier(TripMigrationPlan.self))
        #expect(try container.mainContext.fetchCount(FetchDescriptor<TripSchemaV2.Stop>()) == 0)
        #expect(TripMigrationPlan.stages.map(\.debugDescription) == ["lightweight 1.0.0 → 2.0.0"])
        let plain = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        #expect(plain.migrationPlan == nil)
    }

    @Test("CLLocationUpdate.liveUpdates() brings no update and ends when its task is cancelled")
    func liveUpdates() async throws {
        let task = Task { () -> Int in
            var count = 0
            for try await update in CLLocationUpdate.liveUpdates(.fitness) where update.location != nil || update.authorizationDenied { count += 1 }
            return count
        }
        task.cancel()
        #expect(try await task.value == 0)
    }
}

// Chinendar's data model, in the form the extension build gives it (`@Model` → `PersistentModel`,
// `#Unique<Stop>([\.name])` removed).
enum TripSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { .init(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [TripSchemaV2.Stop.self] }
}

enum TripSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { .init(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Stop.self] }

    final class Stop: PersistentModel {
        var name = "__stop__"
        var modifiedDate: Date?
        init(name: String) { self.name = name }
    }
}

enum TripMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [TripSchemaV1.self, TripSchemaV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: TripSchemaV1.self, toVersion: TripSchemaV2.self)] }
}
