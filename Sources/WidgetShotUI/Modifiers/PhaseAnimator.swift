import Foundation

/// A placeholder for the view a modifier closure receives (`phaseAnimator`'s first argument).
/// SwiftUI creates it on your behalf (https://developer.apple.com/documentation/swiftui/placeholdercontentview);
/// it draws the view it stands for.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    /// The view it stands for.
    public var body: some View { content }
}

/// A container that cycles its content through phases
/// (https://developer.apple.com/documentation/swiftui/phaseanimator). A widget is a still image
/// and iOS draws a widget's views at rest, so WidgetShot draws the content at the **first** phase
/// (the phase the animator starts in); an empty sequence draws nothing (SwiftUI draws a warning).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = phases.first(where: { _ in true })
        self.content = content
    }
    /// Cycles through `phases` each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases, content: content, animation: animation)
    }

    /// The content at the first phase.
    public var body: some View {
        if let first { content(first) }
    }
}

extension View {
    /// Animates effects over `phases`; drawn at the first phase (see ``PhaseAnimator``).
    /// https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:content:animation:)
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
    /// Animates effects over `phases` when `trigger` changes; drawn at the first phase.
    /// https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phaseAnimator(phases, content: content, animation: animation)
    }
}
