import Foundation

extension View {
    /// Adds custom swipe actions to a list row — SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`
    /// (iOS 15, https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)).
    ///
    /// The actions show only while the person swipes the row; a rendered row is at rest, so the row
    /// draws as it is and the actions draw nothing (widgets take no swipes at all).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        self
    }
}
