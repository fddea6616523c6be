import Foundation
@_exported import WidgetShotCoreLocation

// WidgetShotMapKit stands in for MapKit: the geometry types, and a snapshotter that draws a
// neutral map (see `MKMapSnapshotter`). Projection: Web Mercator, as MapKit's `MKMapPoint`
// (https://developer.apple.com/documentation/mapkit/mkmappoint).

/// A latitude and longitude extent in degrees — MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: @unchecked Sendable {
    /// North-to-south extent in degrees.
    public var latitudeDelta: CLLocationDegrees
    /// East-to-west extent in degrees.
    public var longitudeDelta: CLLocationDegrees
    /// An empty span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    /// A span.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region centred on a coordinate — MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: @unchecked Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The extent.
    public var span: MKCoordinateSpan
    /// An empty region at (0, 0).
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    /// A region.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    /// Degrees from metres on a sphere of the WGS 84 equatorial radius (6,378,137 m: one degree
    /// of latitude is 111,319.49 m; of longitude, that times cos(latitude)).
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = MKMapGeometry.earthRadius * .pi / 180
        let cosLatitude = max(cos(centerCoordinate.latitude * .pi / 180), 1e-9)
        self.init(center: centerCoordinate,
                  span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                         longitudeDelta: longitudinalMeters / (metresPerDegree * cosLatitude)))
    }
    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                                         longitudeDelta: southEast.longitude - northWest.longitude))
    }
}

/// Builds a span (MapKit's C function).
public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}
/// Builds a region (MapKit's C function).
public func MKCoordinateRegionMake(_ center: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: center, span: span)
}
/// A region around a coordinate in metres (MapKit's C function).
public func MKCoordinateRegionMakeWithDistance(_ center: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                              _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: center, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

enum MKMapGeometry {
    /// WGS 84 equatorial radius in metres.
    static let earthRadius = 6_378_137.0
    /// `MKMapRect.world`'s side: 2^28 map points (Apple's value,
    /// https://developer.apple.com/documentation/mapkit/mkmaprect/world).
    static let worldSide = 268_435_456.0
    /// Web Mercator's latitude limit (the world square).
    static let maxLatitude = 85.05112877980659
}

/// A point on the flat Web Mercator map — MapKit's `MKMapPoint`.
public struct MKMapPoint: Hashable, @unchecked Sendable {
    /// Map points east of the antimeridian.
    public var x: Double
    /// Map points south of the world's top edge.
    public var y: Double
    /// The origin.
    public init() { self.init(x: 0, y: 0) }
    /// A map point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The map point of a coordinate (latitude clamped to Web Mercator's ±85.0511°).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let latitude = min(max(coordinate.latitude, -MKMapGeometry.maxLatitude), MKMapGeometry.maxLatitude) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * MKMapGeometry.worldSide
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * MKMapGeometry.worldSide
    }
    /// The coordinate of this map point.
    public var coordinate: CLLocationCoordinate2D {
        let longitude = x / MKMapGeometry.worldSide * 360 - 180
        let n = .pi * (1 - 2 * y / MKMapGeometry.worldSide)
        return CLLocationCoordinate2D(latitude: atan(sinh(n)) * 180 / .pi, longitude: longitude)
    }
    /// Metres between two map points (great circle on the WGS 84 equatorial sphere).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        let a = coordinate, b = other.coordinate
        let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180
        let dPhi = phi2 - phi1, dLambda = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * MKMapGeometry.earthRadius * asin(min(1, sqrt(h)))
    }
    public static func == (lhs: MKMapPoint, rhs: MKMapPoint) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
    public func hash(into hasher: inout Hasher) { hasher.combine(x); hasher.combine(y) }
}

/// A size on the flat map — MapKit's `MKMapSize`.
public struct MKMapSize: Hashable, @unchecked Sendable {
    /// Width in map points.
    public var width: Double
    /// Height in map points.
    public var height: Double
    /// An empty size.
    public init() { self.init(width: 0, height: 0) }
    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// The whole world's size.
    public static let world = MKMapSize(width: MKMapGeometry.worldSide, height: MKMapGeometry.worldSide)
}

/// A rectangle on the flat map — MapKit's `MKMapRect`.
public struct MKMapRect: Hashable, @unchecked Sendable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The size.
    public var size: MKMapSize
    /// An empty rectangle at the origin.
    public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }
    /// A rectangle.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle from its corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// The null rectangle (origin at infinity), as `MKMapRect.null`.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// The smallest rectangle containing a region's corners.
    init(region: MKCoordinateRegion) {
        let a = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                  longitude: region.center.longitude - region.span.longitudeDelta / 2))
        let b = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                  longitude: region.center.longitude + region.span.longitudeDelta / 2))
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// Width.
    public var width: Double { size.width }
    /// Height.
    public var height: Double { size.height }
    /// Whether this is `MKMapRect.null`.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether width or height is zero.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// Whether a point lies inside.
    public func contains(_ point: MKMapPoint) -> Bool { point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY }
    /// Whether two rectangles overlap.
    public func intersects(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
    }
    /// The smallest rectangle containing both.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }
    /// The rectangle grown by `dx`, `dy` on each side (shrunk for negative values).
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// Map points per metre at a latitude (MapKit's C function).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    MKMapGeometry.worldSide / (2 * .pi * MKMapGeometry.earthRadius * cos(latitude * .pi / 180))
}
/// Metres between two map points (MapKit's C function).
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }
