import Foundation

extension Shape {
    /// The outline of this shape for a view placed at `rect` on the canvas.
    ///
    /// SwiftUI asks a shape for its path in the view's own coordinate space: the rectangle passed
    /// to `path(in:)` starts at the origin ("a rectangular frame of reference", whose origin is the
    /// view's top-leading corner; https://developer.apple.com/documentation/swiftui/shape/path(in:)).
    /// Code relies on that: a `Path { … }` view or a custom shape that draws from `.zero` or from
    /// absolute points (KataGo's Go-board grid, chart lines) lands where its view is, not at the
    /// canvas's top-leading corner. So the shape is evaluated in local space and the path moved to
    /// the view's place. The container shapes that `ContainerRelativeShape` follows (the chrome's
    /// and one declared with `containerShape(_:)`) are moved into the same local space, so its
    /// corner distances are unchanged.
    func placedPath(in rect: CGRect, environment: EnvironmentValues) -> Path {
        let origin = rect.origin
        guard origin != .zero else { return environment.evaluating { path(in: rect) } }
        var local = environment
        if let container = local.containerShape {
            local.containerShape = ContainerShapeGeometry(rect: container.rect.offsetBy(dx: -origin.x, dy: -origin.y),
                                                          cornerRadius: container.cornerRadius)
        }
        if var declared = local.declaredContainerShape {
            declared.shift = CGPoint(x: declared.shift.x + origin.x, y: declared.shift.y + origin.y)
            local.declaredContainerShape = declared
        }
        let outline: Path = local.evaluating { self.path(in: CGRect(origin: .zero, size: rect.size)) }
        return outline.offsetBy(dx: origin.x, dy: origin.y)
    }
}
