import Foundation

/// The annotation for the device's location on a map — MapKit's `MKUserLocation`
/// (https://developer.apple.com/documentation/mapkit/mkuserlocation). A widget render has no
/// location fix (nothing is authorised), so `location` and `heading` stay nil and it never updates.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    /// The device's location (nil: no fix).
    open var location: CLLocation? { nil }
    /// The device's heading (nil: no fix).
    open var heading: CLHeading? { nil }
    /// Whether the location is being updated (never, here).
    open var isUpdating: Bool { false }
    /// The location's coordinate (where `location` is; (0, 0) while there is none, as MapKit's
    /// annotation reads before a fix).
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
    /// The callout's title.
    open var title: String?
    /// The callout's subtitle.
    open var subtitle: String?

    /// A user-location annotation (MapKit makes one per map view: `MKMapView.userLocation`).
    public override init() { super.init() }
}

/// How a map follows the device — MapKit's `MKUserTrackingMode` (raw values as in MapKit).
public enum MKUserTrackingMode: Int, Sendable {
    /// The map does not follow the device.
    case none = 0
    /// The map follows the device's location.
    case follow = 1
    /// The map follows the location and rotates with the heading.
    case followWithHeading = 2
}
