import Foundation

/// UIKit's stack of current graphics contexts, one per thread: the contexts of
/// `UIGraphicsImageRenderer` blocks being drawn, of `UIGraphicsBeginImageContext` calls, and
/// those pushed with `UIGraphicsPushContext(_:)`. The top one is `UIGraphicsGetCurrentContext()`,
/// which `UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)` and `NSString.draw(at:)`
/// draw into.
enum GraphicsContextStack {
    /// One context of the stack.
    enum Entry {
        /// A renderer's context, while its `image(actions:)` (or `pngData`/`jpegData`) block runs.
        case renderer(UIGraphicsImageRendererContext)
        /// A `UIGraphicsBeginImageContext` context, until `UIGraphicsEndImageContext()`.
        case begun(UIGraphicsImageRendererContext)
        /// A context pushed with `UIGraphicsPushContext(_:)`, until `UIGraphicsPopContext()`.
        case pushed(CGContext)

        var context: CGContext {
            switch self {
            case .renderer(let c), .begun(let c): c.quartzContext
            case .pushed(let c): c
            }
        }
    }

    private static let key = "WidgetShotUIKit.graphicsContexts"

    /// This thread's stack, innermost last.
    static var entries: [Entry] {
        get { Thread.current.threadDictionary[key] as? [Entry] ?? [] }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    /// The current context (the top of the stack).
    static var current: CGContext? { entries.last?.context }

    /// The innermost `UIGraphicsBeginImageContext` context.
    static var begun: UIGraphicsImageRendererContext? {
        for entry in entries.reversed() { if case .begun(let c) = entry { return c } }
        return nil
    }

    /// Runs `body` with a renderer's context on top; the stack is as before afterwards (a push the
    /// block did not pop is dropped with it).
    static func drawing<T>(in context: UIGraphicsImageRendererContext, _ body: () -> T) -> T {
        let depth = entries.count
        entries.append(.renderer(context))
        defer { entries = Array(entries.prefix(depth)) }
        return body()
    }
}

/// Makes `context` the current UIKit graphics context of this thread (UIKit's
/// `UIGraphicsPushContext(_:)`): `UIGraphicsGetCurrentContext()` answers it, and UIKit's drawing
/// (`UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)`, `NSString.draw(at:)`) goes
/// into it, until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.entries.append(.pushed(context))
}

/// Removes the context `UIGraphicsPushContext(_:)` made current on this thread, making the one
/// below it current again (UIKit's `UIGraphicsPopContext()`). Nothing happens when the current
/// context was not pushed (a renderer's, or none): the pushes are unbalanced.
public func UIGraphicsPopContext() {
    var entries = GraphicsContextStack.entries
    guard case .pushed = entries.last else { return }
    entries.removeLast()
    GraphicsContextStack.entries = entries
}
