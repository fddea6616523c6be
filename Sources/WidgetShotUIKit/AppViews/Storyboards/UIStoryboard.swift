import Foundation

/// An Interface Builder storyboard — UIKit's `UIStoryboard`
/// (https://developer.apple.com/documentation/uikit/uistoryboard).
///
/// A widget's code can name a storyboard (the app's view controllers compiled into the widget
/// target do), but WidgetShot does not compile or load Interface Builder files: making a
/// storyboard finds its file in the bundle as UIKit does, and instantiating a controller from it
/// stops the program with a message naming the storyboard and scene, as iOS stops on a storyboard
/// or identifier it cannot load.
open class UIStoryboard: NSObject, @unchecked Sendable {
    /// The storyboard's name.
    let name: String
    /// The file it was found in (`<name>.storyboardc`, or the `.storyboard` source).
    let fileURL: URL

    /// The storyboard named `name` in a bundle (the main bundle when nil). UIKit raises
    /// NSInvalidArgumentException "Could not find a storyboard named '…' in bundle …" when the
    /// bundle has none; so does this.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? .main
        guard let url = bundle.url(forResource: name, withExtension: "storyboardc")
                ?? bundle.url(forResource: name, withExtension: "storyboard") else {
            fatalError("Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
        }
        self.name = name
        fileURL = url
        super.init()
    }

    /// The storyboard's initial view controller.
    open func instantiateInitialViewController() -> UIViewController? {
        unloadable(scene: "the initial view controller")
    }
    /// The storyboard's initial view controller, made by `creator` (iOS 13).
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        unloadable(scene: "the initial view controller")
    }
    /// The view controller with a storyboard identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        unloadable(scene: "the view controller '\(identifier)'")
    }
    /// The view controller with a storyboard identifier, made by `creator` (iOS 13).
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        unloadable(scene: "the view controller '\(identifier)'")
    }

    private func unloadable(scene: String) -> Never {
        fatalError("UIStoryboard '\(name)' (\(fileURL.lastPathComponent)): cannot instantiate \(scene): WidgetShot does not load Interface Builder storyboards (a widget draws SwiftUI views)")
    }
}
