import Foundation
import WidgetShotUI
import WidgetShotUIKit

/// Draws an overlay on a map — MapKit's `MKOverlayRenderer` and its shape renderers. A WidgetShot
/// map view is never on screen, so renderers keep their styling and are never asked to draw.
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
    /// The overlay drawn.
    public let overlay: MKOverlay
    /// The opacity (MapKit's default: 1).
    open var alpha: CGFloat = 1
    /// A renderer for an overlay.
    public init(overlay: MKOverlay) {
        self.overlay = overlay
        super.init()
    }
    /// Marks the drawing stale.
    open func setNeedsDisplay() {}
}

/// Draws a shape overlay with a fill and a stroke — MapKit's `MKOverlayPathRenderer`.
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// The fill colour (nil: none).
    open var fillColor: UIColor?
    /// The stroke colour (nil: none).
    open var strokeColor: UIColor?
    /// The line width (MapKit's default: 0, the thinnest line).
    open var lineWidth: CGFloat = 0
    /// The line joins (MapKit's default: round).
    open var lineJoin: CGLineJoin = .round
    /// The line caps (MapKit's default: round).
    open var lineCap: CGLineCap = .round
    /// Lengths of dashes and gaps (nil: solid).
    open var lineDashPattern: [NSNumber]?
}

/// Draws an `MKPolyline` — MapKit's `MKPolylineRenderer`.
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer for a polyline.
    public convenience init(polyline: MKPolyline) { self.init(overlay: polyline) }
    /// The line drawn.
    open var polyline: MKPolyline { overlay as! MKPolyline }
}

/// Draws an `MKPolygon` — MapKit's `MKPolygonRenderer`.
open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer for a polygon.
    public convenience init(polygon: MKPolygon) { self.init(overlay: polygon) }
    /// The polygon drawn.
    open var polygon: MKPolygon { overlay as! MKPolygon }
}

/// Draws an `MKMultiPolygon` — MapKit's `MKMultiPolygonRenderer` (iOS 13).
open class MKMultiPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer for several polygons.
    public convenience init(multiPolygon: MKMultiPolygon) { self.init(overlay: multiPolygon) }
    /// The polygons drawn.
    open var multiPolygon: MKMultiPolygon { overlay as! MKMultiPolygon }
}

/// Draws an `MKMultiPolyline` — MapKit's `MKMultiPolylineRenderer` (iOS 13).
open class MKMultiPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer for several polylines.
    public convenience init(multiPolyline: MKMultiPolyline) { self.init(overlay: multiPolyline) }
    /// The polylines drawn.
    open var multiPolyline: MKMultiPolyline { overlay as! MKMultiPolyline }
}

/// Draws an `MKCircle` — MapKit's `MKCircleRenderer`.
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer for a circle.
    public convenience init(circle: MKCircle) { self.init(overlay: circle) }
    /// The circle drawn.
    open var circle: MKCircle { overlay as! MKCircle }
}
