import Foundation

/// How a snapshot places map points on its image: the requested map rectangle fitted into the
/// image (aspect kept, the other axis extended around the centre, as MapKit fits a region to a view).
struct MapProjection {
    let center: MKMapPoint
    /// Map points per image point.
    let mapPointsPerPoint: Double
    let size: CGSize

    init(mapRect: MKMapRect, center: MKMapPoint, size: CGSize) {
        let valid = !(mapRect.isNull || mapRect.isEmpty)
        let rect = valid ? mapRect : MKMapRect.world
        self.center = valid ? center : MKMapPoint(x: rect.midX, y: rect.midY)
        mapPointsPerPoint = max(rect.width / Double(size.width), rect.height / Double(size.height))
        self.size = size
    }

    /// The image point of a map point.
    func point(for mapPoint: MKMapPoint) -> CGPoint {
        CGPoint(x: (mapPoint.x - center.x) / mapPointsPerPoint + Double(size.width) / 2,
                y: (mapPoint.y - center.y) / mapPointsPerPoint + Double(size.height) / 2)
    }

    /// The map rectangle the image shows.
    var visibleRect: MKMapRect {
        let w = Double(size.width) * mapPointsPerPoint, h = Double(size.height) * mapPointsPerPoint
        return MKMapRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }
}
