import Foundation

/// An abstract shape with a title — MapKit's `MKShape`, the base of `MKPointAnnotation`, the
/// polylines and polygons (`MKMultiPoint`), `MKCircle` and the multi-shapes. Subclasses give the
/// coordinate; the shape itself has none (it answers (0, 0)).
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
    /// The title.
    open var title: String?
    /// The subtitle.
    open var subtitle: String?
    /// Where the shape is (a subclass's answer; (0, 0) for a bare shape).
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
    /// A shape.
    public override init() { super.init() }
}
