import Foundation

/// A control that pushes a screen — SwiftUI's `NavigationLink`. A render draws its label: in a
/// list row with a trailing disclosure chevron (`chevron.forward`, footnote semibold,
/// tertiary), elsewhere as a button draws its label. The destination is never drawn.
///
/// ```swift
/// NavigationLink("About") { AboutView() }
/// NavigationLink(value: item) { Text(item.name) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.isInListRow) private var inListRow

    /// A link with a destination built lazily.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link with a destination view (iOS 13 form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link bound to an activation flag (deprecated in iOS 16).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link bound to a selection (deprecated in iOS 16).
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View {
        Group {
            if inListRow {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.forward")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary)
                }
            } else {
                label.foregroundStyle(.tint)
            }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }
    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }
    /// A link titled with a localized key (iOS 13 form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }
    /// A link titled with a string (iOS 13 form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.label = Text(title) }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value (iOS 16; its destination comes from `navigationDestination`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink {
    /// Whether the link's destination replaces the detail column of a split view (SwiftUI's
    /// `isDetailLink(_:)`). A render shows one column and never follows links, so the link is
    /// drawn as it is either way.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled with a localized key that pushes a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.label = Text(titleKey) }
    /// A link titled with a string that pushes a value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}

extension View {
    /// The screen pushed for values of a type (never drawn in a render of the root).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// The screen pushed while a flag is true (not drawn: renders show the root).
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    /// The screen pushed for a selected item (iOS 17; not drawn).
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
}
