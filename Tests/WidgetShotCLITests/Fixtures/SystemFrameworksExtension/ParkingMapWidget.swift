import WidgetKit
import SwiftUI
import MapKit
import CoreLocation

struct ParkingEntry: TimelineEntry {
    let date: Date
    let map: UIImage?
    let pin: CGPoint
}

struct ParkingProvider: TimelineProvider {
    let spot = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)

    func placeholder(in context: Context) -> ParkingEntry { ParkingEntry(date: Date(), map: nil, pin: .zero) }

    func getSnapshot(in context: Context, completion: @escaping (ParkingEntry) -> Void) {
        getTimeline(in: context) { completion($0.entries[0]) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ParkingEntry>) -> Void) {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: spot, latitudinalMeters: 800, longitudinalMeters: 800)
        options.size = context.displaySize
        options.mapType = .mutedStandard
        options.pointOfInterestFilter = .excludingAll
        MKMapSnapshotter(options: options).start { snapshot, error in
            guard let snapshot, error == nil else {
                completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
                return
            }
            let entry = ParkingEntry(date: Date(), map: snapshot.image, pin: snapshot.point(for: spot))
            completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600))))
        }
    }
}

struct ParkingMapWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ParkingMap", provider: ParkingProvider()) { entry in
            ZStack(alignment: .topLeading) {
                if let map = entry.map {
                    Image(uiImage: map)
                        .resizable()
                    Circle()
                        .fill(Color.red)
                        .frame(width: 14, height: 14)
                        .position(entry.pin)
                }
                Text("Parked")
                    .font(.caption.bold())
                    .padding(6)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Parking")
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall])
    }
}
