import Foundation

/// Several polygons as one overlay — MapKit's `MKMultiPolygon` (iOS 13; what a GeoJSON
/// `MultiPolygon` decodes to).
open class MKMultiPolygon: MKShape, MKOverlay, MKGeoJSONObject, @unchecked Sendable {
    /// The polygons.
    public let polygons: [MKPolygon]
    /// An overlay of polygons.
    public init(_ polygons: [MKPolygon]) {
        self.polygons = polygons
        super.init()
    }
    /// The smallest map rectangle containing every polygon.
    open var boundingMapRect: MKMapRect { polygons.reduce(MKMapRect.null) { $0.union($1.boundingMapRect) } }
    /// The coordinate at the middle of the bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D { MKMapPoint(x: boundingMapRect.midX, y: boundingMapRect.midY).coordinate }
}

/// Several polylines as one overlay — MapKit's `MKMultiPolyline` (iOS 13; what a GeoJSON
/// `MultiLineString` decodes to).
open class MKMultiPolyline: MKShape, MKOverlay, MKGeoJSONObject, @unchecked Sendable {
    /// The polylines.
    public let polylines: [MKPolyline]
    /// An overlay of polylines.
    public init(_ polylines: [MKPolyline]) {
        self.polylines = polylines
        super.init()
    }
    /// The smallest map rectangle containing every polyline.
    open var boundingMapRect: MKMapRect { polylines.reduce(MKMapRect.null) { $0.union($1.boundingMapRect) } }
    /// The coordinate at the middle of the bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D { MKMapPoint(x: boundingMapRect.midX, y: boundingMapRect.midY).coordinate }
}
