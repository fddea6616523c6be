import Foundation

/// A view that shows or hides content behind a label — SwiftUI's `DisclosureGroup`.
///
/// Drawn as iOS draws one outside a `List`: the label, then a chevron in the tint on the trailing
/// edge (pointing right when collapsed, down when expanded), and below it the content when
/// expanded. Collapsed unless `isExpanded` says otherwise (SwiftUI's default).
///
/// ```swift
/// DisclosureGroup("Equaliser", isExpanded: $showsEQ) { EQSliders() }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// A group with a custom label, collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    /// A group with a custom label, expanded when `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? false
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer(minLength: 8)
                Image(systemName: expanded ? "chevron.down" : "chevron.right")
                    .font(.body.weight(.semibold))
                    .imageScale(.small)
                    .foregroundStyle(.tint)
            }
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group titled with a localized key, expanded when `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A collapsed group titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }
    /// A group titled with a string, expanded when `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
