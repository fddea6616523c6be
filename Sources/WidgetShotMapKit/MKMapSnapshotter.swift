import Foundation
import WidgetShotUI
import WidgetShotUIKit

/// The kinds of map MapKit draws — MapKit's `MKMapType`. WidgetShot draws every kind as its
/// neutral street map (`MKMapSnapshotter`); satellite kinds use the same drawing.
public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// Which points of interest a map shows — MapKit's `MKPointOfInterestFilter`. WidgetShot's map
/// draws no points of interest, so the filter only records its choice.
public struct MKPointOfInterestFilter: Sendable {
    let included: Bool
    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(included: true)
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(included: false)
}

/// A camera looking at the map — MapKit's `MKMapCamera` (the centre and distance are what a
/// snapshot uses; pitch and heading are kept but the map is always drawn from straight above).
open class MKMapCamera: NSObject, @unchecked Sendable {
    /// The point looked at.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// Metres from the camera to the centre.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// Degrees from north.
    open var heading: CLLocationDirection = 0
    /// Degrees from straight down.
    open var pitch: CGFloat = 0
    /// A camera at (0, 0).
    public override init() { super.init() }
    /// A camera looking at `centerCoordinate` from `distance` metres.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }
}

/// Draws a map into an image for a widget — MapKit's `MKMapSnapshotter`.
///
/// WidgetShot has no map data: the snapshot is a calm, deterministic street map (land colour and a
/// grid of streets fixed to the world, so the same place always looks the same; dark in a dark
/// trait collection) of exactly the requested `size` and scale, and `point(for:)` projects
/// coordinates with Web Mercator as MapKit does, so pins a widget draws land where they should.
///
/// ```swift
/// let options = MKMapSnapshotter.Options()
/// options.region = MKCoordinateRegion(center: place, latitudinalMeters: 1000, longitudinalMeters: 1000)
/// options.size = CGSize(width: 170, height: 170)
/// let snapshot = try await MKMapSnapshotter(options: options).start()
/// let pin = snapshot.point(for: place)     // the centre of the image
/// ```
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    /// What to draw — MapKit's `MKMapSnapshotter.Options`.
    open class Options: NSObject, NSCopying, @unchecked Sendable {
        private var storedRect = MKMapRect.world
        /// The map point the image centres on: the region's centre coordinate (Mercator stretches
        /// latitudes, so it is not the middle of the region's map rectangle), or the map rectangle's middle.
        private(set) var center = MKMapPoint(x: MKMapRect.world.midX, y: MKMapRect.world.midY)
        /// The area to capture. The default is the whole world (Apple's default is the user's
        /// country, which WidgetShot does not know). Setting it updates `mapRect`.
        open var region: MKCoordinateRegion {
            get { MKCoordinateRegion(storedRect) }
            set {
                storedRect = MKMapRect(region: newValue)
                center = MKMapPoint(newValue.center)
            }
        }
        /// The area to capture in map points. Setting it updates `region`.
        open var mapRect: MKMapRect {
            get { storedRect }
            set {
                storedRect = newValue
                center = MKMapPoint(x: newValue.midX, y: newValue.midY)
            }
        }
        /// The camera; setting it centres `mapRect` on its coordinate (a distance becomes the
        /// visible height, at MapKit's 30° vertical field of view — a WidgetShot estimate).
        open var camera = MKMapCamera() {
            didSet {
                guard camera.centerCoordinateDistance > 0 else { return }
                let metres = 2 * camera.centerCoordinateDistance * tan(15 * Double.pi / 180)
                region = MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: metres, longitudinalMeters: metres)
            }
        }
        /// The image size in points (default 256 × 256, as Apple documents).
        open var size = CGSize(width: 256, height: 256)
        /// Pixels per point (default: the current screen's scale).
        open var scale: CGFloat = UIScreen.main.scale
        /// Traits: a dark `userInterfaceStyle` draws the dark map; a `displayScale` overrides `scale`.
        open var traitCollection = UITraitCollection()
        /// The kind of map.
        open var mapType: MKMapType = .standard
        /// Whether buildings are drawn (WidgetShot's map has none).
        open var showsBuildings = true
        /// Whether points of interest are drawn (WidgetShot's map has none).
        open var showsPointsOfInterest = true
        /// Which points of interest are drawn.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// Default options.
        public override init() { super.init() }
        /// A copy.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Options()
            copy.camera = camera
            copy.storedRect = storedRect
            copy.center = center
            copy.size = size
            copy.scale = scale
            copy.traitCollection = traitCollection
            copy.mapType = mapType
            copy.showsBuildings = showsBuildings
            copy.showsPointsOfInterest = showsPointsOfInterest
            copy.pointOfInterestFilter = pointOfInterestFilter
            return copy
        }
    }

    /// A drawn map — MapKit's `MKMapSnapshotter.Snapshot`.
    open class Snapshot: NSObject, @unchecked Sendable {
        /// The map image, of the options' size and scale.
        public let image: UIImage
        /// The traits the map was drawn with.
        public let traitCollection: UITraitCollection
        let projection: MapProjection
        init(image: UIImage, traitCollection: UITraitCollection, projection: MapProjection) {
            self.image = image
            self.traitCollection = traitCollection
            self.projection = projection
        }
        /// Where a coordinate lies in the image, in points from its top-left corner.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { projection.point(for: MKMapPoint(coordinate)) }
    }

    let options: Options
    private let lock = NSLock()
    private var cancelled = false
    /// Whether a snapshot is being drawn (drawing is immediate, so always `false` afterwards).
    open private(set) var isLoading = false

    /// A snapshotter with a copy of `options`.
    public init(options: Options) {
        self.options = options.copy() as! Options
        super.init()
    }

    /// Draws the map and calls `completionHandler` on the main queue, as MapKit does.
    open func start(completionHandler: @escaping (Snapshot?, Error?) -> Void) {
        start(with: .main, completionHandler: completionHandler)
    }

    /// Draws the map and calls `completionHandler` on `queue`.
    open func start(with queue: DispatchQueue, completionHandler: @escaping (Snapshot?, Error?) -> Void) {
        let result = Result { try makeSnapshot() }
        queue.async {
            switch result {
            case .success(let snapshot): completionHandler(snapshot, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Draws the map.
    open func start() async throws -> Snapshot { try makeSnapshot() }

    /// Cancels: a later `start` fails with `MKError.loadingThrottled`'s sibling, `.unknown`.
    open func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    func makeSnapshot() throws -> Snapshot {
        lock.lock()
        let wasCancelled = cancelled
        lock.unlock()
        if wasCancelled { throw MKError(.unknown) }
        let size = options.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw MKError(.unknown, reason: "MKMapSnapshotter: options.size \(size) is empty; give the image a size")
        }
        let traitScale = options.traitCollection.displayScale
        let scale = traitScale > 0 ? traitScale : (options.scale > 0 ? options.scale : UIScreen.main.scale)
        let projection = MapProjection(mapRect: options.mapRect, center: options.center, size: size)
        let dark = options.traitCollection.userInterfaceStyle == .dark
        let image = MapDrawing.draw(projection: projection, scale: scale, dark: dark)
        return Snapshot(image: image, traitCollection: options.traitCollection, projection: projection)
    }
}

/// MapKit's errors — `MKError`.
public struct MKError: Error, CustomStringConvertible, @unchecked Sendable {
    /// MapKit's error codes (`MKError.Code`).
    public enum Code: UInt, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }
    /// The code.
    public let code: Code
    let reason: String?
    /// An error with a code.
    public init(_ code: Code) { self.init(code, reason: nil) }
    init(_ code: Code, reason: String?) {
        self.code = code
        self.reason = reason
    }
    /// MapKit's error domain.
    public static let errorDomain = "MKErrorDomain"
    public var description: String { reason ?? "MKErrorDomain error \(code.rawValue)" }
}
