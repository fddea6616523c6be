import Foundation
import WidgetShotUIKit

/// How a map view places map points on its bounds: the same fitting as a snapshot's
/// (`MapProjection`) — the requested rectangle grown on one axis to the view's aspect ratio
/// around the same centre, as MapKit fits a region to a view (`regionThatFits(_:)`).
enum MapViewGeometry {
    /// `rect` grown to the aspect ratio of `size` (minus `padding`) around its centre; with
    /// padding, the margins are added in map points at the same scale. Unchanged when the view
    /// has no area or the rectangle is null or empty.
    static func fit(_ rect: MKMapRect, toAspectOf size: CGSize, padding: UIEdgeInsets = .zero) -> MKMapRect {
        let inner = CGSize(width: size.width - padding.left - padding.right, height: size.height - padding.top - padding.bottom)
        guard inner.width > 0, inner.height > 0, !rect.isNull, !rect.isEmpty else { return rect }
        let scale = MapProjection(mapRect: rect, center: MKMapPoint(x: rect.midX, y: rect.midY), size: inner).mapPointsPerPoint
        return MKMapRect(x: rect.midX - (Double(padding.left) + Double(inner.width) / 2) * scale,
                         y: rect.midY - (Double(padding.top) + Double(inner.height) / 2) * scale,
                         width: Double(size.width) * scale, height: Double(size.height) * scale)
    }

    /// The region a map rectangle shows, reported around `center` (MapKit reports the centre
    /// coordinate it was given: Mercator stretches latitudes, so it is not the rectangle's middle).
    static func region(of rect: MKMapRect, center: MKMapPoint) -> MKCoordinateRegion {
        guard !rect.isNull else { return MKCoordinateRegion(center: center.coordinate, span: MKCoordinateSpan()) }
        let north = MKMapPoint(x: rect.minX, y: rect.minY).coordinate, south = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let longitudeDelta = rect.width / MKMapRect.world.width * 360
        return MKCoordinateRegion(center: center.coordinate,
                                  span: MKCoordinateSpan(latitudeDelta: north.latitude - south.latitude, longitudeDelta: longitudeDelta))
    }

    /// The point of `bounds` where a map point is drawn when `rect` fills the bounds.
    static func point(for mapPoint: MKMapPoint, in rect: MKMapRect, bounds: CGRect) -> CGPoint {
        guard rect.width > 0, rect.height > 0 else { return CGPoint(x: bounds.midX, y: bounds.midY) }
        return CGPoint(x: Double(bounds.minX) + (mapPoint.x - rect.minX) / rect.width * Double(bounds.width),
                       y: Double(bounds.minY) + (mapPoint.y - rect.minY) / rect.height * Double(bounds.height))
    }

    /// The map point drawn at a point of `bounds` when `rect` fills the bounds.
    static func mapPoint(at point: CGPoint, in rect: MKMapRect, bounds: CGRect) -> MKMapPoint {
        guard bounds.width > 0, bounds.height > 0 else { return MKMapPoint(x: rect.midX, y: rect.midY) }
        return MKMapPoint(x: rect.minX + Double(point.x - bounds.minX) / Double(bounds.width) * rect.width,
                          y: rect.minY + Double(point.y - bounds.minY) / Double(bounds.height) * rect.height)
    }
}
