import Foundation
import Testing
import WidgetShot
@testable import WidgetShotMapKit

/// `MKMapView` for app view controllers compiled into a widget target (issue 20, sweep 7:
/// COVID-TODAY's `mapView.addAnnotation`): never on screen, it holds its region and annotations,
/// fits regions to its aspect ratio and projects coordinates with Web Mercator.
@Suite struct SDKEightMapViewTests {
    let delhi = CLLocationCoordinate2D(latitude: 28.6139, longitude: 77.2090)

    @Test func aRegionIsFittedToTheViewsAspectAroundTheSameCentre() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        map.setRegion(MKCoordinateRegion(center: delhi, latitudinalMeters: 10_000, longitudinalMeters: 10_000), animated: false)
        let rect = map.visibleMapRect
        // Grown on the long axis: twice as wide as tall, like the view; the centre is kept.
        #expect(abs(rect.width / rect.height - 2) < 1e-9)
        #expect(abs(map.centerCoordinate.latitude - delhi.latitude) < 1e-9 && abs(map.centerCoordinate.longitude - delhi.longitude) < 1e-9)
        #expect(abs(map.region.center.latitude - delhi.latitude) < 1e-9)
        // The requested square fits inside: its height is the visible height.
        let square = MKMapRect(region: MKCoordinateRegion(center: delhi, latitudinalMeters: 10_000, longitudinalMeters: 10_000))
        #expect(abs(rect.height - square.height) < 1e-6 && rect.width > square.width)
        // regionThatFits gives what setting the region shows.
        let fitted = map.regionThatFits(MKCoordinateRegion(center: delhi, latitudinalMeters: 10_000, longitudinalMeters: 10_000))
        #expect(abs(fitted.span.longitudeDelta - map.region.span.longitudeDelta) < 1e-12)
        // Changing the centre keeps the zoom.
        map.centerCoordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        #expect(abs(map.visibleMapRect.width - rect.width) < 1e-6)
    }

    @Test func aMapWithoutAreaKeepsTheRegionAsAsked() {
        // An outlet before layout has a zero frame: nothing to fit to.
        let map = MKMapView()
        let region = MKCoordinateRegion(center: delhi, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        map.region = region
        #expect(abs(map.region.span.longitudeDelta - 1) < 1e-9)
        // Mercator is not linear in latitude: the visible rectangle is centred on the centre
        // coordinate, so its north–south span differs from the one asked for in the fifth decimal.
        #expect(abs(map.region.span.latitudeDelta - 1) < 1e-4)
        // A fresh map shows the whole world.
        #expect(MKMapView().visibleMapRect.width == MKMapRect.world.width)
    }

    @Test func coordinatesConvertToPointsAndBack() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        map.region = MKCoordinateRegion(center: delhi, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
        let centre = map.convert(delhi, toPointTo: map)
        #expect(abs(centre.x - 150) < 1e-6 && abs(centre.y - 150) < 1e-6)
        // North is up.
        let north = map.convert(CLLocationCoordinate2D(latitude: delhi.latitude + 0.001, longitude: delhi.longitude), toPointTo: nil)
        #expect(north.y < 150 && abs(north.x - 150) < 1e-6)
        let back = map.convert(CGPoint(x: 40, y: 260), toCoordinateFrom: map)
        let again = map.convert(back, toPointTo: map)
        #expect(abs(again.x - 40) < 1e-6 && abs(again.y - 260) < 1e-6)
        // Into a superview's space: the map's frame origin is added.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        map.frame.origin = CGPoint(x: 50, y: 20)
        container.addSubview(map)
        let inContainer = map.convert(delhi, toPointTo: container)
        #expect(abs(inContainer.x - 200) < 1e-6 && abs(inContainer.y - 170) < 1e-6)
        let rect = map.convert(MKCoordinateRegion(center: delhi, latitudinalMeters: 1_000, longitudinalMeters: 1_000), toRectTo: map)
        #expect(abs(rect.midX - 150) < 0.5 && abs(rect.width - 150) < 1)
    }

    @Test func annotationsAreHeldAndNeverSelectedOffScreen() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pin = MKPointAnnotation()
        pin.coordinate = delhi
        let far = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: -33.86, longitude: 151.21), title: "Sydney")
        map.addAnnotation(pin)
        map.addAnnotations([pin, far])
        #expect(map.annotations.count == 2)
        map.region = MKCoordinateRegion(center: delhi, latitudinalMeters: 5_000, longitudinalMeters: 5_000)
        let inside = map.annotations(in: map.visibleMapRect)
        #expect(inside.count == 1 && inside.contains(AnyHashable(pin)))
        // MapKit selects only annotations on screen; nothing is on screen here.
        map.selectAnnotation(pin, animated: true)
        map.selectedAnnotations = [far]
        #expect(map.selectedAnnotations.isEmpty && map.view(for: pin) == nil)
        map.removeAnnotation(pin)
        #expect(map.annotations.count == 1 && map.annotations.first === far)
        // showAnnotations adds and frames them.
        map.showAnnotations([pin, far], animated: false)
        #expect(map.annotations.count == 2)
        let shown = map.visibleMapRect
        for point in [MKMapPoint(pin.coordinate), MKMapPoint(far.coordinate)] {
            #expect(shown.minX <= point.x && point.x <= shown.maxX && shown.minY <= point.y && point.y <= shown.maxY)
        }
        // No location fix: the user's annotation has no location.
        map.showsUserLocation = true
        #expect(map.userLocation.location == nil && !map.isUserLocationVisible)
    }

    @Test func registeredMapKitViewClassesAreDequeued() {
        let map = MKMapView()
        map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "marker")
        let pin = MKPointAnnotation(coordinate: delhi)
        let view = map.dequeueReusableAnnotationView(withIdentifier: "marker", for: pin)
        #expect(view is MKMarkerAnnotationView && view.reuseIdentifier == "marker" && view.annotation === pin)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "marker") == nil)
        let marker = MKMarkerAnnotationView(annotation: pin, reuseIdentifier: nil)
        #expect(marker.displayPriority == .required && marker.animatesWhenAdded && marker.titleVisibility == .adaptive)
        #expect(MKPinAnnotationView(annotation: pin, reuseIdentifier: nil).pinTintColor == MKPinAnnotationView.redPinColor())
    }

    @Test func theCameraAndTheRegionAgree() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        map.camera = MKMapCamera(lookingAtCenter: delhi, fromDistance: 5_000, pitch: 0, heading: 0)
        let camera = map.camera
        #expect(abs(camera.centerCoordinateDistance - 5_000) < 1e-6)
        #expect(abs(camera.centerCoordinate.latitude - delhi.latitude) < 1e-9)
    }

    /// A delegate implementing only what it needs compiles (every requirement has a default);
    /// the map view calls none of them, as nothing is on screen.
    @Test func theDelegateIsNeverCalled() {
        final class Delegate: NSObject, MKMapViewDelegate {
            var calls = 0
            func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { calls += 1 }
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { calls += 1; return nil }
        }
        let delegate = Delegate()
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        map.delegate = delegate
        map.addAnnotation(MKPointAnnotation(coordinate: delhi))
        map.region = MKCoordinateRegion(center: delhi, latitudinalMeters: 100, longitudinalMeters: 100)
        #expect(delegate.calls == 0)
        // The app's own call reaches its implementation through the protocol.
        let viaProtocol: MKMapViewDelegate = delegate
        _ = viaProtocol.mapView(map, viewFor: map.annotations[0])
        #expect(delegate.calls == 1)
    }
    @Test func overlaysAreHeldByLevelAndNeverRendered() throws {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var route = [delhi, CLLocationCoordinate2D(latitude: 19.076, longitude: 72.8777)]
        let line = MKPolyline(coordinates: &route, count: route.count)
        #expect(line.pointCount == 2)
        var copied = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 2)
        line.getCoordinates(&copied, range: NSRange(location: 0, length: 2))
        #expect(abs(copied[1].latitude - 19.076) < 1e-9)
        let box = line.boundingMapRect
        #expect(abs(box.minX - MKMapPoint(route[1]).x) < 1e-6 && abs(box.maxX - MKMapPoint(delhi).x) < 1e-6)
        let circle = MKCircle(center: delhi, radius: 1_000)
        // 2 km across, in map points at Delhi's latitude.
        #expect(abs(circle.boundingMapRect.width - 2_000 * MKMapPointsPerMeterAtLatitude(delhi.latitude)) < 1e-6)
        map.addOverlay(circle, level: .aboveLabels)
        map.addOverlay(line)
        map.addOverlay(line)
        #expect(map.overlays.count == 2 && map.overlays.first === line && map.overlays(in: .aboveLabels).first === circle)
        #expect(map.renderer(for: line) == nil)
        map.removeOverlays([line, circle])
        #expect(map.overlays.isEmpty)
        let renderer = MKPolylineRenderer(polyline: line)
        renderer.strokeColor = .systemBlue
        renderer.lineWidth = 4
        #expect(renderer.polyline === line && renderer.lineCap == .round && renderer.alpha == 1)
        final class Plain: NSObject, MKMapViewDelegate {}
        #expect(Plain().mapView(map, rendererFor: circle).overlay === circle)
    }
}
