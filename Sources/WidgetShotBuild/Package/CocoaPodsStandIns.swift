import Foundation

/// A CocoaPods pod a target gets from its `Podfile` while `pod install` has not run (no `Pods/`):
/// its module is missing from the build. Read by ``CocoaPodsNotice`` from the target's missing
/// `Pods-<Target>.debug.xcconfig`.
public struct MissingPod: Equatable {
    /// The pod's name (`swift-vibrant`; a subspec's root: `Tor/GeoIP-NoLZMA` → `Tor`).
    public var pod: String
    /// The module Swift code imports (``Podfile/moduleName(ofPod:)``: `swift_vibrant`).
    public var module: String
    /// The Podfile that names it.
    public var podfile: URL

    public init(pod: String, module: String, podfile: URL) {
        self.pod = pod
        self.module = module
        self.podfile = podfile
    }
}

/// Pods a module's files import while `Pods/` is not installed — the way Xcode builds a CocoaPods
/// project's widget (rainbow-me/rainbow's `import swift_vibrant`, guardianproject/orbot-apple's
/// `import Tor`):
///
/// - a compiled file that imports one stops the build with one error at the import, naming the
///   pod, the Podfile and the target, and saying what to do: `--override-package MODULE=DIR`;
/// - ``substituting(_:overrides:)`` turns each overridden pod into a local package: `DIR` is a
///   Swift package with a library of the module's name, or the pod's own folder (its `.podspec`
///   beside its sources), for which WidgetShot writes the package (``PodspecPackage``).
public enum CocoaPodsStandIns {
    /// What the error at an `import` of `pod` says after "imports MODULE, ".
    static func explanation(_ pod: MissingPod, target: String) -> String {
        "the CocoaPods pod \(pod.pod) that \(pod.podfile.path) gives the target \(target): `pod install` has not been run here and "
            + "WidgetShot does not install pods. Stand the pod's sources in for it: --override-package \(pod.module)=DIR, where DIR is "
            + "the pod's folder (its .podspec beside its Swift sources) or holds a Package.swift with a library product \(pod.module)"
    }

    /// The plan with every missing pod that `overrides` names (by module or pod name, compared as
    /// package identities are: case-insensitively) replaced by that local package's product.
    public static func substituting(_ plan: BuildPlan, overrides: [String: URL]) -> BuildPlan {
        plan.standingIn(for: \.missingPods) { pod in
            (overrides[pod.module.lowercased()] ?? overrides[pod.pod.lowercased()]).map { (pod.module, $0) }
        }
    }
}
