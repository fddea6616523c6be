import Foundation

// SwiftUI's gestures (https://developer.apple.com/documentation/swiftui/gesture). A widget takes
// no gestures — on iOS only `Button(intent:)`, `Toggle(isOn:intent:)`, `Link` and `widgetURL`
// react to touches — so gestures compile, lay out nothing and their actions are never called.
// Views shared between an app and its widget use them freely.

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states — SwiftUI's `Gesture`.
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behaviour of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// Options that control how adding a gesture to a view affects other gestures — SwiftUI's
/// `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Disables both the added gesture and the subview gestures.
    public static let none = GestureMask([])
    /// Enables the added gesture but disables all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enables all gestures in the subview hierarchy but disables the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enables both the added gesture and all gestures in the subview hierarchy.
    public static let all = GestureMask(rawValue: 3)
}

/// A gesture that recognises one or more taps — SwiftUI's `TapGesture`.
public struct TapGesture: Gesture, Sendable {
    /// A primitive gesture: its body is never evaluated.
    public var body: Never { primitiveBody(Self.self) }
    public typealias Value = Void
    /// The required number of tap events.
    public var count: Int
    /// A tap gesture needing `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A gesture that recognises one or more taps and reports their location — SwiftUI's
/// `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// A primitive gesture: its body is never evaluated.
    public var body: Never { primitiveBody(Self.self) }
    /// The attributes of a tap.
    public struct Value: Equatable, Sendable {
        /// The location of the tap.
        public var location: CGPoint
    }
    /// The required number of tap events.
    public var count: Int
    /// The coordinate space the location is reported in.
    public var coordinateSpace: CoordinateSpace
    /// A spatial tap gesture.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// A gesture that succeeds when the user performs a long press — SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture, Sendable {
    /// A primitive gesture: its body is never evaluated.
    public var body: Never { primitiveBody(Self.self) }
    public typealias Value = Bool
    /// The minimum duration of the press (0.5 s by default).
    public var minimumDuration: Double
    /// The maximum distance the press may move (10 points by default).
    public var maximumDistance: CGFloat
    /// A long-press gesture (SwiftUI's defaults: 0.5 s, 10 points).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A dragging motion that invokes an action as the drag-event sequence changes — SwiftUI's
/// `DragGesture`.
public struct DragGesture: Gesture {
    /// A primitive gesture: its body is never evaluated.
    public var body: Never { primitiveBody(Self.self) }
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time of the current event.
        public var time: Date
        /// The location of the current event.
        public var location: CGPoint
        /// The location of the drag's first event.
        public var startLocation: CGPoint
        /// The total translation from the start to the current event.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The current drag velocity, in points per second.
        public var velocity: CGSize
        /// A prediction of where the drag would stop if it ended now.
        public var predictedEndLocation: CGPoint
        /// A prediction of the final translation if the drag ended now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// The minimum dragging distance before the gesture succeeds (10 points by default).
    public var minimumDistance: CGFloat
    /// The coordinate space of the reported locations.
    public var coordinateSpace: CoordinateSpace
    /// A drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A gesture that recognises a magnification motion — SwiftUI's `MagnifyGesture` (iOS 17).
public struct MagnifyGesture: Gesture, Sendable {
    /// A primitive gesture: its body is never evaluated.
    public var body: Never { primitiveBody(Self.self) }
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time of the current event.
        public var time: Date
        /// The relative amount the gesture changed the magnification.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture.
        public var startLocation: CGPoint
    }
    /// The minimum scale delta before the gesture succeeds.
    public var minimumScaleDelta: CGFloat
    /// A magnify gesture (SwiftUI's default minimum delta: 0.01).
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The iOS 13–16 magnification gesture — SwiftUI's `MagnificationGesture` (value: the scale).
public struct MagnificationGesture: Gesture, Sendable {
    /// A primitive gesture: its body is never evaluated.
    public var body: Never { primitiveBody(Self.self) }
    public typealias Value = CGFloat
    /// The minimum scale delta before the gesture succeeds.
    public var minimumScaleDelta: CGFloat
    /// A magnification gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A gesture that recognises a rotation motion — SwiftUI's `RotationGesture` (value: the angle).
public struct RotationGesture: Gesture, Sendable {
    /// A primitive gesture: its body is never evaluated.
    public var body: Never { primitiveBody(Self.self) }
    public typealias Value = Angle
    /// The minimum rotation before the gesture succeeds.
    public var minimumAngleDelta: Angle
    /// A rotation gesture (SwiftUI's default minimum: 1°).
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
