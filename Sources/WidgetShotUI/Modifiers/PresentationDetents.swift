import Foundation

// Sheet sizing and styling (iOS 16.0–18). Like the presentations themselves (Presentations.swift),
// a render draws the presenting view only, so these modifiers return the view unchanged; the
// detent types compute what SwiftUI computes, so app code that resolves a custom detent's height
// gets Apple's answer.

/// A detent whose height is computed — SwiftUI's `CustomPresentationDetent` (iOS 16).
///
/// ```swift
/// private struct BarDetent: CustomPresentationDetent {
///     static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
/// }
/// ```
public protocol CustomPresentationDetent {
    /// The detent's height in `context`, or `nil` when the detent is inactive there.
    static func height(in context: Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What a custom detent computes its height from — SwiftUI's `CustomPresentationDetent.Context`.
    public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
    /// A detent whose height `type` computes (SwiftUI's `PresentationDetent.custom(_:)`).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(name: "custom:\(String(reflecting: type))", customHeight: { D.height(in: $0) })
    }

    /// What a detent's height is computed from — SwiftUI's `PresentationDetent.Context`: the
    /// height the sheet can take and the environment of the presenting view.
    @dynamicMemberLookup
    public struct Context {
        /// The height the presentation appears in (SwiftUI's `maxDetentValue`).
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// A context for a sheet that can be `maxDetentValue` points tall.
        public init(maxDetentValue: CGFloat, environment: EnvironmentValues = EnvironmentValues()) {
            self.maxDetentValue = maxDetentValue
            self.environment = environment
        }

        /// A value of the presenting view's environment (`context.dynamicTypeSize`).
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// The height this detent gives a sheet in `context` (`nil` when it is inactive), as SwiftUI
    /// resolves it: `.large` is the full height, `.medium` half of it and inactive in a compact
    /// vertical size class (Apple: "approximately half the height of the screen, and is inactive
    /// in compact height"), `.fraction` and `.height` as given (at most the full height), a custom
    /// detent what its type computes.
    public func resolvedHeight(in context: Context) -> CGFloat? {
        let full = context.maxDetentValue
        switch kind {
        case .large: return full
        case .medium: return context.verticalSizeClass == .compact ? nil : full / 2
        case .fraction(let fraction): return min(full, max(0, full * fraction))
        case .height(let height): return min(full, max(0, height))
        case .custom(let compute): return compute(context).map { min(full, max(0, $0)) }
        }
    }
}

extension View {
    /// Sizes of a presented sheet with the current one bound to `selection` (iOS 16; nothing is
    /// presented in a render).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// Whether people can use the view behind a sheet (iOS 16.4; not drawn).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// Whether swipes in a sheet resize it or scroll its content (iOS 16.4; not drawn).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
    /// The corner radius of a presented sheet (iOS 16.4; not drawn).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// The background of a presented sheet (iOS 16.4; not drawn).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// A view as the background of a presented sheet (iOS 16.4; not drawn).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// How a popover or sheet adapts in compact size classes (iOS 16.4; not drawn).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// How a presentation adapts per size class (iOS 16.4; not drawn).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }
    /// The size of a presented sheet (iOS 18; not drawn).
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }
}

/// Whether the view behind a sheet takes touches — SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
    let upThrough: PresentationDetent?
    let enabled: Bool?
    /// The system's choice.
    public static let automatic = PresentationBackgroundInteraction(upThrough: nil, enabled: nil)
    /// The background takes touches.
    public static let enabled = PresentationBackgroundInteraction(upThrough: nil, enabled: true)
    /// The background takes touches while the sheet is at most `detent` tall.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(upThrough: detent, enabled: true)
    }
    /// The background takes no touches.
    public static let disabled = PresentationBackgroundInteraction(upThrough: nil, enabled: false)
}

/// What swipes in a sheet do — SwiftUI's `PresentationContentInteraction`.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Swipes resize the sheet.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Swipes scroll the content.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a presentation adapts to a compact size class — SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// How big a sheet is — SwiftUI's `PresentationSizing` (iOS 18).
public struct PresentationSizing: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = PresentationSizing(name: "automatic")
    /// About the size of a page of a document.
    public static let page = PresentationSizing(name: "page")
    /// About the size of a form.
    public static let form = PresentationSizing(name: "form")
    /// The content's ideal size.
    public static let fitted = PresentationSizing(name: "fitted")
    /// This sizing with the content's ideal size on the given axes (iOS 18).
    public func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizing { PresentationSizing(name: "\(name).fitted(\(horizontal),\(vertical))") }
    /// This sizing, sticky in the given dimensions (iOS 18).
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> PresentationSizing { PresentationSizing(name: "\(name).sticky(\(horizontal),\(vertical))") }
}
