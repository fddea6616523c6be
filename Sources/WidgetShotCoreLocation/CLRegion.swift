import Foundation

/// Where a point lies relative to a region — Core Location's `CLRegionState`.
public enum CLRegionState: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Inside.
    case inside = 1
    /// Outside.
    case outside = 2
}

/// An area a location manager can monitor — Core Location's `CLRegion`
/// (https://developer.apple.com/documentation/corelocation/clregion). Regions are equal when
/// their identifiers are, as Core Location's `monitoredRegions` set treats them.
open class CLRegion: NSObject, @unchecked Sendable {
    /// The identifier the app gave.
    open private(set) var identifier: String
    /// Whether entering the region is reported (default `true`).
    open var notifyOnEntry = true
    /// Whether leaving the region is reported (default `true`).
    open var notifyOnExit = true

    init(identifier: String) { self.identifier = identifier; super.init() }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CLRegion else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }
    open override var hash: Int { identifier.hashValue }
}

/// A circle on the map — Core Location's `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The centre.
    open private(set) var center: CLLocationCoordinate2D
    /// The radius in metres.
    open private(set) var radius: CLLocationDistance

    /// A circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` is inside the circle (great-circle distance, as `CLLocation.distance(from:)`).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let here = CLLocation(latitude: center.latitude, longitude: center.longitude)
        return here.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }

    open override var description: String {
        "CLCircularRegion (identifier:'\(identifier)', center:<\(center.latitude),\(center.longitude)>, radius:\(radius))"
    }
}
