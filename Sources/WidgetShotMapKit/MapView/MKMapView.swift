import Foundation
import WidgetShotUIKit

/// An interactive map — MapKit's `MKMapView`
/// (https://developer.apple.com/documentation/mapkit/mkmapview), for app code a widget build
/// compiles (a view controller with a map outlet). A widget cannot show a UIKit view, and a
/// WidgetShot map view is never on screen: it keeps its region, camera, settings and annotations as
/// MapKit does, projects coordinates to its bounds with Web Mercator (`convert`), and
/// loads no map data, makes no annotation views and calls no delegate method. To draw a map in a
/// widget, use `MKMapSnapshotter` (as iOS widgets must).
open class MKMapView: UIView, @unchecked Sendable {
    /// The object told about map events (none are sent here; see the class's summary).
    open weak var delegate: MKMapViewDelegate?
    /// The kind of map (MapKit's default `.standard`).
    open var mapType: MKMapType = .standard
    /// Whether pinching zooms (MapKit's default: true).
    open var isZoomEnabled = true
    /// Whether dragging scrolls (MapKit's default: true).
    open var isScrollEnabled = true
    /// Whether two fingers tilt the map (MapKit's default: true).
    open var isPitchEnabled = true
    /// Whether two fingers rotate the map (MapKit's default: true).
    open var isRotateEnabled = true
    /// Whether the compass shows while the map is rotated (MapKit's default: true).
    open var showsCompass = true
    /// Whether the scale shows while zooming (MapKit's default: false).
    open var showsScale = false
    /// Whether traffic is drawn (MapKit's default: false).
    open var showsTraffic = false
    /// Whether buildings are drawn in 3D (MapKit's default: true).
    open var showsBuildings = true
    /// Which points of interest are drawn (nil: MapKit's default set).
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether the user's location is shown (it is never known here: `userLocation.location` is nil).
    open var showsUserLocation = false
    /// The annotation for the user's location.
    public let userLocation = MKUserLocation()
    /// Whether the user's location is inside the visible region (never: there is no fix).
    open var isUserLocationVisible: Bool { false }
    /// How the map follows the user (MapKit's default `.none`).
    open var userTrackingMode: MKUserTrackingMode = .none

    /// The map point the view centres on.
    private var centerPoint = MKMapPoint(x: MKMapRect.world.midX, y: MKMapRect.world.midY)
    /// The map-point size asked for; what is visible is this fitted to the bounds' aspect ratio.
    private var requestedSize = MKMapRect.world.size
    /// The annotations, in the order they were added.
    private var storedAnnotations: [MKAnnotation] = []
    /// Annotation view classes registered by reuse identifier.
    private var registeredViewClasses: [String: AnyClass] = [:]
    /// The overlays with their levels, bottom to top.
    private var storedOverlays: [(overlay: MKOverlay, level: MKOverlayLevel)] = []

    /// A map view with a frame, showing the whole world (MapKit starts on the device's country,
    /// which WidgetShot does not know).
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A map view with an empty frame.
    public convenience init() { self.init(frame: .zero) }
    /// A map view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: The visible area

    /// The area shown: the region asked for, grown to the view's aspect ratio around the same centre.
    open var region: MKCoordinateRegion {
        get { MapViewGeometry.region(of: visibleMapRect, center: centerPoint) }
        set { setRegion(newValue, animated: false) }
    }
    /// Shows a region (nothing animates: the map is not on screen).
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        let rect = MKMapRect(region: region)
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return }
        centerPoint = MKMapPoint(region.center)
        requestedSize = rect.size
    }
    /// The coordinate at the centre of the map (setting it keeps the zoom).
    open var centerCoordinate: CLLocationCoordinate2D {
        get { centerPoint.coordinate }
        set { setCenter(newValue, animated: false) }
    }
    /// Moves the centre, keeping the zoom.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerPoint = MKMapPoint(coordinate) }
    /// The area shown in map points.
    open var visibleMapRect: MKMapRect {
        get { mapRectThatFits(MKMapRect(x: centerPoint.x - requestedSize.width / 2, y: centerPoint.y - requestedSize.height / 2,
                                        width: requestedSize.width, height: requestedSize.height)) }
        set { setVisibleMapRect(newValue, animated: false) }
    }
    /// Shows a map rectangle.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        guard !mapRect.isNull else { return }
        centerPoint = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        requestedSize = mapRect.size
    }
    /// Shows a map rectangle with a margin of points around it.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        setVisibleMapRect(mapRectThatFits(mapRect, edgePadding: insets), animated: animated)
    }
    /// A region containing `region` with the view's aspect ratio, centred on the same point.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        let rect = MKMapRect(region: region)
        guard !rect.isNull else { return region }
        return MapViewGeometry.region(of: mapRectThatFits(rect), center: MKMapPoint(region.center))
    }
    /// A map rectangle containing `mapRect` with the view's aspect ratio, centred on the same point
    /// (unchanged while the view has no area).
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect {
        MapViewGeometry.fit(mapRect, toAspectOf: bounds.size)
    }
    /// A map rectangle containing `mapRect` with a margin of `insets` points, with the view's aspect ratio.
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        MapViewGeometry.fit(mapRect, toAspectOf: bounds.size, padding: insets)
    }
    /// The camera looking at the map's centre from the distance that shows the visible width
    /// (MapKit does not document its field of view; WidgetShot takes 30°, as
    /// `MKMapSnapshotter.Options.camera` does: the distance is half the width over tan 15°).
    open var camera: MKMapCamera {
        get {
            let rect = visibleMapRect
            let metres = rect.width / MKMapPointsPerMeterAtLatitude(centerPoint.coordinate.latitude)
            return MKMapCamera(lookingAtCenter: centerPoint.coordinate, fromDistance: metres / 2 / tan(15 * .pi / 180), pitch: 0, heading: 0)
        }
        set { setCamera(newValue, animated: false) }
    }
    /// Shows what a camera sees (its centre, and the width its distance covers; pitch and heading
    /// are not applied: the map is viewed from straight above).
    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        let widthMetres = 2 * camera.centerCoordinateDistance * tan(15 * .pi / 180)
        let width = widthMetres * MKMapPointsPerMeterAtLatitude(camera.centerCoordinate.latitude)
        guard width > 0, width.isFinite else { centerPoint = MKMapPoint(camera.centerCoordinate); return }
        let aspect = bounds.width > 0 && bounds.height > 0 ? Double(bounds.height / bounds.width) : 1
        centerPoint = MKMapPoint(camera.centerCoordinate)
        requestedSize = MKMapSize(width: width, height: width * aspect)
    }
    /// Sets how the map follows the user (nothing moves: there is no fix).
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }

    // MARK: Converting

    /// The point of a view (this one when nil) where a coordinate is drawn.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let local = MapViewGeometry.point(for: MKMapPoint(coordinate), in: visibleMapRect, bounds: bounds)
        return view.map { convert(local, to: $0) } ?? local
    }
    /// The coordinate drawn at a point of a view (this one when nil).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = view.map { convert(point, from: $0) } ?? point
        return MapViewGeometry.mapPoint(at: local, in: visibleMapRect, bounds: bounds).coordinate
    }
    /// The rectangle of a view (this one when nil) a region covers.
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let rect = MKMapRect(region: region)
        let a = MapViewGeometry.point(for: rect.origin, in: visibleMapRect, bounds: bounds)
        let b = MapViewGeometry.point(for: MKMapPoint(x: rect.maxX, y: rect.maxY), in: visibleMapRect, bounds: bounds)
        let local = CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
        return view.map { convert(local, to: $0) } ?? local
    }
    /// The region a rectangle of a view (this one when nil) covers.
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let local = view.map { convert(rect, from: $0) } ?? rect
        let a = MapViewGeometry.mapPoint(at: local.origin, in: visibleMapRect, bounds: bounds)
        let b = MapViewGeometry.mapPoint(at: CGPoint(x: local.maxX, y: local.maxY), in: visibleMapRect, bounds: bounds)
        return MKCoordinateRegion(MKMapRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y))
    }

    // MARK: Annotations

    /// The annotations added (the user's location is not among them: it is never known here).
    open var annotations: [MKAnnotation] { storedAnnotations }
    /// Adds an annotation (adding one already there does nothing, as in MapKit).
    open func addAnnotation(_ annotation: MKAnnotation) {
        guard !storedAnnotations.contains(where: { $0 === annotation }) else { return }
        storedAnnotations.append(annotation)
    }
    /// Adds annotations.
    open func addAnnotations(_ annotations: [MKAnnotation]) { annotations.forEach(addAnnotation) }
    /// Removes an annotation.
    open func removeAnnotation(_ annotation: MKAnnotation) { storedAnnotations.removeAll { $0 === annotation } }
    /// Removes annotations.
    open func removeAnnotations(_ annotations: [MKAnnotation]) { annotations.forEach(removeAnnotation) }
    /// The annotations whose coordinate lies in a map rectangle (the annotation objects
    /// themselves, as MapKit's set of `NSObject`s holds them).
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(storedAnnotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) })
    }
    /// The selected annotations: none. MapKit selects only an annotation that is on screen
    /// ("If the specified annotation isn't onscreen … this method has no effect",
    /// `selectAnnotation(_:animated:)`), and nothing is on screen here.
    open var selectedAnnotations: [MKAnnotation] {
        get { [] }
        set { newValue.first.map { selectAnnotation($0, animated: false) } }
    }
    /// Selects an annotation: no effect, as for an annotation not on screen (see `selectedAnnotations`).
    open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) {}
    /// Deselects an annotation (none is ever selected).
    open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) {}
    /// Adds the annotations and shows the smallest region containing all of them.
    open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
        addAnnotations(annotations)
        let rect = annotations.reduce(MKMapRect.null) { rect, annotation in
            rect.union(MKMapRect(origin: MKMapPoint(annotation.coordinate), size: MKMapSize()))
        }
        guard !rect.isNull else { return }
        setVisibleMapRect(rect, animated: animated)
    }
    /// The view drawn for an annotation: nil, as MapKit answers for an annotation not on screen.
    open func view(for annotation: MKAnnotation) -> MKAnnotationView? { nil }
    // MARK: Overlays

    /// The overlays, bottom to top (`.aboveRoads` ones below `.aboveLabels` ones).
    open var overlays: [MKOverlay] { overlays(in: .aboveRoads) + overlays(in: .aboveLabels) }
    /// The overlays of a level, bottom to top.
    open func overlays(in level: MKOverlayLevel) -> [MKOverlay] { storedOverlays.filter { $0.level == level }.map(\.overlay) }
    /// Adds an overlay above roads (MapKit's default level).
    open func addOverlay(_ overlay: MKOverlay) { addOverlay(overlay, level: .aboveRoads) }
    /// Adds an overlay on top of a level (adding one already there does nothing).
    open func addOverlay(_ overlay: MKOverlay, level: MKOverlayLevel) {
        guard !storedOverlays.contains(where: { $0.overlay === overlay }) else { return }
        storedOverlays.append((overlay, level))
    }
    /// Adds overlays above roads.
    open func addOverlays(_ overlays: [MKOverlay]) { overlays.forEach { addOverlay($0) } }
    /// Adds overlays on top of a level.
    open func addOverlays(_ overlays: [MKOverlay], level: MKOverlayLevel) { overlays.forEach { addOverlay($0, level: level) } }
    /// Removes an overlay.
    open func removeOverlay(_ overlay: MKOverlay) { storedOverlays.removeAll { $0.overlay === overlay } }
    /// Removes overlays.
    open func removeOverlays(_ overlays: [MKOverlay]) { overlays.forEach(removeOverlay) }
    /// The renderer drawing an overlay: nil, as MapKit answers before an overlay is drawn (nothing is on screen).
    open func renderer(for overlay: MKOverlay) -> MKOverlayRenderer? { nil }

    /// Registers an annotation view class for a reuse identifier.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredViewClasses[identifier] = viewClass
    }
    /// A queued view for reuse: none (no annotation view was ever on screen to be queued).
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// A view of the class registered for the identifier. MapKit raises when nothing is
    /// registered, and so does this; WidgetShot makes MapKit's own classes, and stops naming an
    /// app's class (it can make no subclass from a class object without the Objective-C runtime).
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: MKAnnotation) -> MKAnnotationView {
        guard let viewClass = registeredViewClasses[identifier] else {
            fatalError("MKMapView: no annotation view class is registered for the reuse identifier '\(identifier)'")
        }
        switch ObjectIdentifier(viewClass) {
        case ObjectIdentifier(MKMarkerAnnotationView.self): return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case ObjectIdentifier(MKPinAnnotationView.self): return MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case ObjectIdentifier(MKAnnotationView.self): return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        default:
            fatalError("MKMapView.dequeueReusableAnnotationView(withIdentifier: \"\(identifier)\", for:): WidgetShot cannot make the registered class \(viewClass)")
        }
    }
}
