import Foundation

/// A frame of reference on the screen — UIKit's `UICoordinateSpace`
/// (https://developer.apple.com/documentation/uikit/uicoordinatespace), adopted by `UIView` and by
/// the screen's `coordinateSpace` and `fixedCoordinateSpace`.
///
/// WidgetShot's screen is portrait and its windows fill it from the origin, so screen
/// coordinates are the coordinates of a view hierarchy's topmost view (what `convert(_:to: nil)`
/// answers), and the screen's two spaces coincide. Transforms are not applied (see
/// `UIView.convert(_:to:)`).
public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts a point of this space to another space.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point of another space to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle of this space to another space.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle of another space to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

/// Conversions through screen coordinates.
enum CoordinateSpaces {
    /// A point of `space` in screen coordinates.
    static func toScreen(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: view.convert(point, to: nil as UIView?)
        case is ScreenCoordinateSpace: point
        default: space.convert(point, to: UIScreen.main.coordinateSpace)
        }
    }

    /// A point in screen coordinates in `space`.
    static func fromScreen(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: view.convert(point, from: nil as UIView?)
        case is ScreenCoordinateSpace: point
        default: space.convert(point, from: UIScreen.main.coordinateSpace)
        }
    }
}

/// `UIScreen.coordinateSpace` and `fixedCoordinateSpace`: screen coordinates, portrait.
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace, @unchecked Sendable {
    let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    var bounds: CGRect { screen.bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { CoordinateSpaces.fromScreen(point, to: coordinateSpace) }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { CoordinateSpaces.toScreen(point, from: coordinateSpace) }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}

extension UIScreen {
    /// The screen's coordinate space (UIKit's `coordinateSpace`): points, origin top-left.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
    /// The screen's portrait-fixed coordinate space (UIKit's `fixedCoordinateSpace`); WidgetShot's
    /// screen is always portrait, so it is the same as ``coordinateSpace``.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}

extension UIView: UICoordinateSpace {
    /// A point of this view in another coordinate space (a view, or the screen's).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return CoordinateSpaces.fromScreen(convert(point, to: nil as UIView?), to: coordinateSpace)
    }
    /// A point of another coordinate space in this view.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return convert(CoordinateSpaces.toScreen(point, from: coordinateSpace), from: nil as UIView?)
    }
    /// A rectangle of this view in another coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    /// A rectangle of another coordinate space in this view.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}
