import Foundation

/// The size classes, like regular or small, that you can apply to controls — SwiftUI's
/// `ControlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized (iOS 17).
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size to apply to controls within a view (`.regular` by default). WidgetShot's built-in
    /// button and toggle styles draw at the regular size whatever it says.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(EnvironmentWritingModifier { $0.controlSize = controlSize })
    }
}
