import Foundation

/// Something with a coordinate on a map — MapKit's `MKAnnotation`, an `NSObjectProtocol` as in
/// MapKit (so `overlay.isEqual(other)` compiles on `any MKOverlay`).
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}
extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}

/// A pin with a coordinate and titles — MapKit's `MKPointAnnotation`, an `MKShape` (what a GeoJSON
/// `Point` decodes to).
open class MKPointAnnotation: MKShape, MKGeoJSONObject, @unchecked Sendable {
    private var location = CLLocationCoordinate2D()
    /// Where it is.
    open override var coordinate: CLLocationCoordinate2D {
        get { location }
        set { location = newValue }
    }
    /// A pin at (0, 0).
    public override init() { super.init() }
    /// A pin at a coordinate.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        location = coordinate
        super.init()
        self.title = title
        self.subtitle = subtitle
    }
}

/// A place with a coordinate — MapKit's `MKPlacemark`, a `CLPlacemark` as in MapKit (so
/// `placemark.locality`, `.country`, `.timeZone` read as on iOS). WidgetShot does not geocode: a
/// placemark made from a coordinate has its location and no address (nil name, locality…).
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D
    /// A placemark at a coordinate (its `location`).
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
        location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}

/// A point of interest a widget can open in Maps — MapKit's `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// The place.
    public let placemark: MKPlacemark
    /// A name shown in Maps.
    open var name: String?
    /// A phone number.
    open var phoneNumber: String?
    /// A web site.
    open var url: URL?
    /// Whether this is the device's location.
    public let isCurrentLocation: Bool
    /// An item for a place.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.isCurrentLocation = false
        super.init()
    }
    private init(current: Bool) {
        placemark = MKPlacemark(coordinate: CLLocationCoordinate2D())
        isCurrentLocation = current
        super.init()
    }
    /// The device's location (WidgetShot has none; the placemark is at (0, 0)).
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(current: true) }
    /// Opening Maps: a widget cannot open apps while it is being drawn; returns `false`.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}
