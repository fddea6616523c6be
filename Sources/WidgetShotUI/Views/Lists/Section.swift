import Foundation

/// A group of rows with an optional header and footer — SwiftUI's `Section`.
///
/// In a `List` or `Form` a section is drawn as iOS's list style draws it (see `List`): the
/// header above the rows' card, the footer below it. Anywhere else (a `VStack`, a `LazyVStack`)
/// it is, as in SwiftUI, its header, content and footer one after the other.
///
/// ```swift
/// Section("Account") { Text("Signed in") }
/// Section { Toggle("Alerts", isOn: $on) } header: { Text("Notifications") } footer: { Text("Daily") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A collapsed section (`isExpanded` false) shows its header only.
    var collapsed = false

    /// A section with a header, content and footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The iOS 13 form: a header and footer given as views (deprecated in iOS 17).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: some View {
        Group {
            if !isEmptyView(Parent.self) { header }
            if !collapsed { content }
            if !isEmptyView(Footer.self) { footer }
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// The iOS 13 form: a header given as a view (deprecated in iOS 17).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// The iOS 13 form: a footer given as a view (deprecated in iOS 17).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
    /// A section titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
    /// A collapsible section (iOS 17); drawn expanded or collapsed as the binding says.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
        collapsed = !isExpanded.wrappedValue
    }
    /// A collapsible section titled with a string (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
        collapsed = !isExpanded.wrappedValue
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A collapsible section without a title (iOS 17).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        collapsed = !isExpanded.wrappedValue
    }
}

/// What a list reads of a section: its parts as views.
protocol ListSectionProviding {
    var sectionHeader: (any View)? { get }
    var sectionRows: [any View] { get }
    var sectionFooter: (any View)? { get }
}

extension Section: ListSectionProviding {
    var sectionHeader: (any View)? { isEmptyView(Parent.self) ? nil : header }
    var sectionRows: [any View] { collapsed ? [] : (_ViewList.children(of: content) ?? [content]) }
    var sectionFooter: (any View)? { isEmptyView(Footer.self) ? nil : footer }
}
