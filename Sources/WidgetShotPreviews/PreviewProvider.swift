import WidgetShotUI

/// A type that produces view previews — SwiftUI's `PreviewProvider`.
///
/// ```swift
/// struct FlightWidget_Previews: PreviewProvider {
///     static var previews: some View {
///         FlightView(entry: .boarding).previewContext(WidgetPreviewContext(family: .systemSmall))
///         FlightView(entry: .boarding).previewContext(WidgetPreviewContext(family: .systemMedium))
///     }
/// }
/// ```
/// Each top-level view of `previews` is one preview; `PreviewDiscovery.all()` finds every
/// provider in the process, and extension builds list them at build time.
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (nil: the target's platform).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}
