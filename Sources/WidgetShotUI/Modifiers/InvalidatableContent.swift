import Foundation

extension View {
    /// Marks this view's content as derived from data that an interaction can invalidate
    /// (iOS 17). SwiftUI's `invalidatableContent(_:)`:
    /// https://developer.apple.com/documentation/swiftui/view/invalidatablecontent(_:)
    ///
    /// Apple: such views "change their appearance when `invalidated` is present in the
    /// environment" — from a tap on a widget's control until the next timeline update
    /// (https://developer.apple.com/documentation/swiftui/redactionreasons/invalidated).
    /// WidgetShot renders the settled widget, so `\.redactionReasons` holds `.invalidated` only
    /// when the code sets `.redacted(reason: .invalidated)`. Apple does not publish the styling;
    /// the guess here: the content is drawn at half opacity (device builds animate a shimmer).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        InvalidatableContentView(content: self, invalidatable: invalidatable)
    }
}

/// Draws its content dimmed while `\.redactionReasons` contains `.invalidated`.
struct InvalidatableContentView<Content: View>: View {
    let content: Content
    let invalidatable: Bool
    @Environment(\.redactionReasons) private var reasons

    /// The opacity of invalidated content (WidgetShot's guess; see `invalidatableContent(_:)`).
    static var invalidatedOpacity: Double { 0.5 }

    var body: some View {
        content.opacity(invalidatable && reasons.contains(.invalidated) ? Self.invalidatedOpacity : 1)
    }
}
