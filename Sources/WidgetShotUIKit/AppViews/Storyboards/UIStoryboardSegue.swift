import Foundation

/// A transition between two view controllers — UIKit's `UIStoryboardSegue`
/// (https://developer.apple.com/documentation/uikit/uistoryboardsegue). Apps make their own
/// (custom segues, unit tests); `perform()` runs the handler it was made with, or nothing (a
/// subclass overrides it), as in UIKit.
open class UIStoryboardSegue: NSObject, @unchecked Sendable {
    /// The segue's identifier.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue between two controllers.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }
    /// A segue whose `perform()` runs a block.
    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the transition: the block it was made with (subclasses override).
    open func perform() { performHandler?() }
}
