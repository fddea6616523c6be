import Foundation
import Testing
import WidgetShot

@Suite struct MapKitTests {
    let cupertino = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)

    @Test func mapPointsAreWebMercator() {
        // The world is 2^28 map points square; (0, 0) is its centre; the projection round-trips.
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(origin.x == 134_217_728)
        #expect(abs(origin.y - 134_217_728) < 1e-6)
        let p = MKMapPoint(cupertino)
        #expect(abs(p.coordinate.latitude - cupertino.latitude) < 1e-9)
        #expect(abs(p.coordinate.longitude - cupertino.longitude) < 1e-9)
        // North is up: a more northern point has a smaller y.
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 38, longitude: -122)).y < p.y)
    }

    @Test func regionInMetresHasTheRightSpan() {
        let region = MKCoordinateRegion(center: cupertino, latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(abs(region.span.latitudeDelta - 0.008983) < 1e-5)            // 1000 / 111,319.49
        #expect(abs(region.span.longitudeDelta - 0.008983 / cos(37.3349 * .pi / 180)) < 1e-5)
        #expect(abs(MKMapPoint(cupertino).distance(to: MKMapPoint(CLLocationCoordinate2D(latitude: 37.3349 + region.span.latitudeDelta, longitude: -122.0090))) - 1000) < 1)
    }

    @Test func snapshotHasTheRequestedSizeAndProjectsTheRegion() async throws {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: cupertino, latitudinalMeters: 2000, longitudinalMeters: 2000)
        options.size = CGSize(width: 300, height: 150)
        options.scale = 2
        let snapshot = try await MKMapSnapshotter(options: options).start()
        #expect(snapshot.image.size == CGSize(width: 300, height: 150))
        #expect(snapshot.image.scale == 2)
        #expect(snapshot.image.bitmap.width == 600)
        let center = snapshot.point(for: cupertino)
        #expect(abs(center.x - 150) < 1e-6 && abs(center.y - 75) < 1e-6)
        // The region is 2 km tall and fits the 150-point height: 1 km north is 75 points up.
        let north = snapshot.point(for: CLLocationCoordinate2D(latitude: cupertino.latitude + options.region.span.latitudeDelta / 2, longitude: cupertino.longitude))
        #expect(abs(north.y) < 0.5, "\(north)")
        #expect(abs(north.x - 150) < 1e-6)
        // East is right.
        #expect(snapshot.point(for: CLLocationCoordinate2D(latitude: cupertino.latitude, longitude: cupertino.longitude + 0.001)).x > 150)
    }

    @Test func snapshotDrawsLandAndStreetsDeterministically() async throws {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: cupertino, latitudinalMeters: 1500, longitudinalMeters: 1500)
        options.size = CGSize(width: 160, height: 160)
        options.scale = 1
        let a = try await MKMapSnapshotter(options: options).start().image.bitmap
        let b = try await MKMapSnapshotter(options: options).start().image.bitmap
        #expect(a.bytes == b.bytes)
        var colours: [UInt32: Int] = [:]
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y)
                #expect(p.a == 255)
                colours[UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b), default: 0] += 1
            }
        }
        // Most of the map is land, (248, 245, 238) give or take rounding; streets are white.
        let common = colours.max { $0.value < $1.value }!.key
        let (red, green, blue) = (Int(common >> 16), Int((common >> 8) & 0xFF), Int(common & 0xFF))
        #expect(abs(red - 248) <= 1 && abs(green - 245) <= 1 && abs(blue - 238) <= 1, "land \(red), \(green), \(blue)")
        #expect(colours[0xFFFFFF, default: 0] > 100)
        if ProcessInfo.processInfo.environment["WIDGETSHOT_KEEP_PNG"] != nil {
            try UIImage(bitmap: a).pngData()?.write(to: URL(fileURLWithPath: "/tmp/map-light.png"))
        }
        options.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        let dark = try await MKMapSnapshotter(options: options).start().image.bitmap
        let land = dark.pixel(x: 1, y: 1)
        #expect(Int(land.r) + Int(land.g) + Int(land.b) < 200, "dark map land \(land)")
    }

    @Test func completionHandlerRunsOnTheGivenQueue() async throws {
        let options = MKMapSnapshotter.Options()
        options.size = CGSize(width: 20, height: 10)
        let snapshot: MKMapSnapshotter.Snapshot = try await withCheckedThrowingContinuation { continuation in
            MKMapSnapshotter(options: options).start(with: DispatchQueue.global()) { snapshot, error in
                if let snapshot { continuation.resume(returning: snapshot) } else { continuation.resume(throwing: error!) }
            }
        }
        #expect(snapshot.image.size == CGSize(width: 20, height: 10))
        options.size = .zero
        await #expect(throws: MKError.self) { try await MKMapSnapshotter(options: options).start() }
    }
}
