import WidgetShot

// Compile fixture: SwiftUI-Introspect's hosting controller forwards its parent's status bar style
// (IceCubes links it).
private final class ForwardingController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { parent?.preferredStatusBarStyle ?? super.preferredStatusBarStyle }
}
