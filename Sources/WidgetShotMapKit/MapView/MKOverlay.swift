import Foundation
import WidgetShotUIKit

/// An annotation covering an area of the map — MapKit's `MKOverlay`.
public protocol MKOverlay: MKAnnotation {
    /// The smallest map rectangle containing the overlay.
    var boundingMapRect: MKMapRect { get }
}

/// Where overlays are drawn relative to map labels — MapKit's `MKOverlayLevel` (raw values as in MapKit).
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0, aboveLabels
}

/// Points joined by lines — the base of MapKit's `MKPolyline` and `MKPolygon` (`MKMultiPoint`),
/// and what a GeoJSON `MultiPoint` decodes to.
open class MKMultiPoint: MKShape, MKOverlay, MKGeoJSONObject, @unchecked Sendable {
    private let mapPoints: [MKMapPoint]

    init(mapPoints: [MKMapPoint]) {
        self.mapPoints = mapPoints
        super.init()
    }

    /// The number of points.
    open var pointCount: Int { mapPoints.count }
    /// The points.
    open func points() -> UnsafeMutablePointer<MKMapPoint> {
        // MapKit hands out its own storage; a copy lives as long as the overlay here.
        if storage == nil {
            storage = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(mapPoints.count, 1))
            storage?.initialize(from: mapPoints, count: mapPoints.count)
        }
        return storage!
    }
    private var storage: UnsafeMutablePointer<MKMapPoint>?
    deinit { storage?.deallocate() }
    /// Copies coordinates of a range of points.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for (offset, index) in (range.location..<min(range.location + range.length, mapPoints.count)).enumerated() {
            coords[offset] = mapPoints[index].coordinate
        }
    }
    /// The coordinate at the middle of the bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D { MKMapPoint(x: boundingMapRect.midX, y: boundingMapRect.midY).coordinate }
    /// The smallest map rectangle containing the points.
    open var boundingMapRect: MKMapRect {
        mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    }
}

/// A line through points — MapKit's `MKPolyline`.
open class MKPolyline: MKMultiPoint, @unchecked Sendable {
    /// A line through coordinates.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: (0..<count).map { MKMapPoint(coords[$0]) })
    }
    /// A line through map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
    }
}

/// A closed shape through points — MapKit's `MKPolygon`, with the holes cut out of it.
open class MKPolygon: MKMultiPoint, @unchecked Sendable {
    /// The polygons cut out of this one (a GeoJSON polygon's inner rings); nil: none.
    open private(set) var interiorPolygons: [MKPolygon]?

    /// A polygon through coordinates.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: (0..<count).map { MKMapPoint(coords[$0]) })
    }
    /// A polygon through coordinates, with holes.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(coordinates: coords, count: count)
        self.interiorPolygons = interiorPolygons
    }
    /// A polygon through map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
    }
    /// A polygon through map points, with holes.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(points: points, count: count)
        self.interiorPolygons = interiorPolygons
    }
}

/// A circle of a radius around a coordinate — MapKit's `MKCircle`.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    private let center: CLLocationCoordinate2D
    /// The centre.
    open override var coordinate: CLLocationCoordinate2D { center }
    /// The radius in metres.
    public let radius: CLLocationDistance

    /// A circle around a coordinate.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        self.radius = radius
        super.init()
    }
    /// The square of map points around the circle (the radius in map points at the centre's latitude).
    open var boundingMapRect: MKMapRect {
        let centre = MKMapPoint(coordinate), r = radius * MKMapPointsPerMeterAtLatitude(coordinate.latitude)
        return MKMapRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)
    }
}
