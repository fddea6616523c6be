import Foundation
import WidgetShotFoundation

// SwiftUI's handlers of what the system hands an app — URLs, user activities and the scenes
// that take them (iOS 14, https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)).
// Shared view helpers attach them (`.onOpenURL { router.handle($0) }`) and are compiled into
// widgets. A widget is a snapshot that receives no URL or activity, so the handlers are never
// called and the view draws as it is.

extension View {
    /// Registers a handler for URLs the app receives; never called in a render.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Registers a handler for user activities of `activityType` the app continues; never called in a render.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { self }

    /// Prefers this scene for external events whose target content identifiers match (iOS 14).
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
