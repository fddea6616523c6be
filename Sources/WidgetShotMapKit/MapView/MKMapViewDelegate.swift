import Foundation
import WidgetShotUIKit

/// What a map view tells and asks its delegate — MapKit's `MKMapViewDelegate`
/// (https://developer.apple.com/documentation/mapkit/mkmapviewdelegate). Every method is optional
/// (MapKit's defaults below). A WidgetShot map view is never on screen: it loads no map, makes no
/// annotation views and locates no user, so it calls none of these; apps' implementations compile
/// and can be called by the app's own code.
public protocol MKMapViewDelegate: AnyObject {
    /// The visible region is about to change.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changed (iOS 11: called during a change).
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// The visible region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The map's data starts loading.
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map's data finished loading.
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// The map's data could not be loaded.
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: Error)
    /// The map starts rendering.
    func mapViewWillStartRenderingMap(_ mapView: MKMapView)
    /// The map finished rendering.
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
    /// The view for an annotation (nil: MapKit's standard marker).
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView?
    /// Annotation views were added.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// A callout's accessory control was tapped.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// An annotation view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation view was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// An annotation was selected (iOS 16).
    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation)
    /// An annotation was deselected (iOS 16).
    func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation)
    /// The map starts locating the user.
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    /// The map stopped locating the user.
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    /// The user's location was updated.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// The user could not be located.
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: Error)
    /// The user-tracking mode changed.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    /// The renderer drawing an overlay.
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer
    /// Overlay renderers were added.
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: Error) {}
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
    public func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation) {}
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: Error) {}
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    /// A plain renderer, which draws nothing (MapKit draws no overlay its delegate gives no renderer for).
    public func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
}
