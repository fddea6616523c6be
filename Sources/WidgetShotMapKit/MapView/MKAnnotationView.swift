import Foundation
import WidgetShotUIKit

/// The view drawn for an annotation on a map — MapKit's `MKAnnotationView`
/// (https://developer.apple.com/documentation/mapkit/mkannotationview). Apps make these in
/// `mapView(_:viewFor:)`; WidgetShot's map views are never on screen, so annotation views keep
/// what they are given and are never drawn.
open class MKAnnotationView: UIView, @unchecked Sendable {
    /// The shape used to detect collisions — MapKit's `MKAnnotationView.CollisionMode`.
    public enum CollisionMode: Int, Sendable {
        case rectangle = 0, circle = 1, none = 2
    }
    /// Drag states — MapKit's `MKAnnotationView.DragState`.
    public enum DragState: UInt, Sendable {
        case none = 0, starting, dragging, canceling, ending
    }

    /// The annotation shown.
    open var annotation: MKAnnotation?
    /// The identifier the view is reused under.
    open private(set) var reuseIdentifier: String?
    /// The image drawn (setting it sizes the view to it, as MapKit does).
    open var image: UIImage? {
        didSet { if let image { frame.size = image.size } }
    }
    /// How far the view's centre is moved from the annotation's point.
    open var centerOffset: CGPoint = .zero
    /// How far the callout's anchor is moved.
    open var calloutOffset: CGPoint = .zero
    /// Whether tapping shows a callout with the title (MapKit's default: false).
    open var canShowCallout = false
    /// Whether the view takes touches (MapKit's default: true).
    open var isEnabled = true
    /// Whether the annotation is selected.
    open var isSelected = false
    /// Whether the view is drawn highlighted.
    open var isHighlighted = false
    /// Whether the annotation can be dragged.
    open var isDraggable = false
    /// The drag state.
    open var dragState: DragState = .none
    /// A view on the callout's left.
    open var leftCalloutAccessoryView: UIView?
    /// A view on the callout's right.
    open var rightCalloutAccessoryView: UIView?
    /// A view replacing the callout's subtitle.
    open var detailCalloutAccessoryView: UIView?
    /// Annotations with the same identifier cluster together.
    open var clusteringIdentifier: String?
    /// The priority when views overlap (MapKit's default: `.required`).
    open var displayPriority: MKFeatureDisplayPriority = .required
    /// The collision shape (MapKit's default: `.rectangle`).
    open var collisionMode: CollisionMode = .rectangle

    /// A view for an annotation, reusable under an identifier.
    public init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    /// An annotation view with a frame (no annotation).
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An annotation view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the view is reused for another annotation.
    open func prepareForReuse() {}
    /// Called before the view is shown (iOS 11).
    open func prepareForDisplay() {}
    /// Selects or deselects the view.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Sets the drag state.
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }
}

/// A balloon-shaped marker — MapKit's `MKMarkerAnnotationView` (iOS 11).
open class MKMarkerAnnotationView: MKAnnotationView, @unchecked Sendable {
    /// The balloon's colour (nil: MapKit's red).
    open var markerTintColor: UIColor?
    /// Up to three characters drawn in the balloon.
    open var glyphText: String?
    /// The glyph's colour (nil: white).
    open var glyphTintColor: UIColor?
    /// An image drawn in the balloon.
    open var glyphImage: UIImage?
    /// The glyph drawn when selected.
    open var selectedGlyphImage: UIImage?
    /// Whether the marker animates when added (MapKit's default: true).
    open var animatesWhenAdded = true
    /// When the title shows.
    open var titleVisibility: MKFeatureVisibility = .adaptive
    /// When the subtitle shows.
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
}

/// When a marker's title or subtitle shows — MapKit's `MKFeatureVisibility`.
public enum MKFeatureVisibility: Int, Sendable {
    case adaptive = 0, hidden = 1, visible = 2
}

/// A pin — MapKit's `MKPinAnnotationView` (deprecated in iOS 16 for `MKMarkerAnnotationView`).
open class MKPinAnnotationView: MKAnnotationView, @unchecked Sendable {
    /// The pin's colour (MapKit's default: red).
    open var pinTintColor: UIColor! = MKPinAnnotationView.redPinColor()
    /// Whether the pin drops from above when shown.
    open var animatesDrop = false

    /// The red of standard pins.
    open class func redPinColor() -> UIColor { .systemRed }
    /// The green of starting points.
    open class func greenPinColor() -> UIColor { .systemGreen }
    /// The purple of user-placed pins.
    open class func purplePinColor() -> UIColor { .systemPurple }
}

/// How a map feature competes for space with others — MapKit's `MKFeatureDisplayPriority`
/// (Apple's values: required 1000, high 750, low 250).
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Always shown.
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    /// High.
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    /// Low.
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}
