import Foundation

// Presentations: sheets, full-screen covers, popovers, alerts and confirmation dialogs are
// separate windows above the presenting screen. A render draws the presenting view only — a
// widget cannot present, and a preview or screen render shows the screen at rest — so each
// modifier returns the view unchanged and never builds its content (even when the binding is
// already true). Dismissal callbacks never run.

extension View {
    /// A sheet shown while `isPresented` is true (not drawn; see above).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A sheet shown for a non-nil item (not drawn).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// A full-screen cover shown while `isPresented` is true (not drawn).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A full-screen cover shown for a non-nil item (not drawn).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// A popover shown while `isPresented` is true (not drawn).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A popover shown for a non-nil item (not drawn).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Sizes of a presented sheet (iOS 16; nothing is presented in a render).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// Whether a presented sheet shows its drag indicator (iOS 16).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// Prevents interactive dismissal of a presentation.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Where a popover points — SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// A height a sheet may rest at — SwiftUI's `PresentationDetent` (iOS 16). Detents are equal when
/// they are the same kind with the same value (custom detents: the same type);
/// ``resolvedHeight(in:)`` (PresentationDetents.swift) computes the height.
public struct PresentationDetent: Hashable, @unchecked Sendable {
    enum Kind {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom((Context) -> CGFloat?)
    }
    let name: String
    let kind: Kind

    init(name: String, customHeight: @escaping (Context) -> CGFloat?) {
        self.name = name
        kind = .custom(customHeight)
    }
    private init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The full height.
    public static let large = PresentationDetent(name: "large", kind: .large)
    /// About half the height; inactive in compact height.
    public static let medium = PresentationDetent(name: "medium", kind: .medium)
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height:\(height)", kind: .height(height)) }
    /// A fraction of the height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction:\(fraction)", kind: .fraction(fraction)) }

    public static func == (l: PresentationDetent, r: PresentationDetent) -> Bool { l.name == r.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

// MARK: - Alerts (iOS 15 form)

extension View {
    /// An alert with actions, shown while `isPresented` is true (not drawn).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert titled with a string (not drawn).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert titled with a text (not drawn).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with actions and a message (not drawn).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// An alert titled with a string, with a message (not drawn).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// An alert titled with a text, with a message (not drawn).
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// An alert about presented data (not drawn).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// An alert about presented data, with a message (not drawn).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// An alert titled with a string about presented data, with a message (not drawn).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// An alert for an error (iOS 15; not drawn).
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View { self }

    /// A confirmation dialog, shown while `isPresented` is true (not drawn).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog titled with a string (not drawn).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog titled with a text (not drawn).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog with a message (not drawn).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// A confirmation dialog titled with a string, with a message (not drawn).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// A confirmation dialog about presented data (not drawn).
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
}
