import Foundation

/// A box grouping content with an optional label — SwiftUI's `GroupBox`, drawn as iOS draws it:
/// the label (headline) above the content, 16 pt padding, on a rounded rectangle (corner radius
/// 8, continuous) filled with the secondary system background; a group box inside another uses
/// the tertiary background. (Padding and radius are estimates, not
/// measurements; Apple publishes none.)
///
/// ```swift
/// GroupBox("Today") { Text("3 meetings") }
/// GroupBox { Text("Body") } label: { Label("Steps", systemImage: "figure.walk") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A group box with content and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box with a label view (deprecated form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    @Environment(\.groupBoxStyle) private var style

    public var body: some View {
        let label = self.label
        let configuration = GroupBoxStyleConfiguration(label: isEmptyView(Label.self) ? nil : _StyleSlot(label), content: _StyleSlot(content))
        return style.makeBody(configuration)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    /// A group box with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// A group box with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// What a `GroupBoxStyle` receives.
public struct GroupBoxStyleConfiguration {
    /// The label view.
    public typealias Label = _StyleSlot
    /// The content view.
    public typealias Content = _StyleSlot
    let labelSlot: _StyleSlot?
    /// The group box's label (empty when it has none).
    public var label: _StyleSlot { labelSlot ?? _StyleSlot(EmptyView()) }
    /// The group box's content.
    public let content: Content
    init(label: _StyleSlot?, content: _StyleSlot) {
        labelSlot = label
        self.content = content
    }
}

/// A way to draw every `GroupBox` in a view — SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a group box becomes.
    associatedtype Body: View
    /// The label and content.
    typealias Configuration = GroupBoxStyleConfiguration
    /// Draws a group box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's group box look (see `GroupBox`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        EnvironmentReader { env in
            let level = env.groupBoxDepth == 0 ? 1 : 2
            VStack(alignment: .leading, spacing: 8) {
                if let label = c.labelSlot { label.font(.headline) }
                c.content
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(paintStyle(BackgroundStyle().paint(level: level, in: env))))
            .environment(\.groupBoxDepth, env.groupBoxDepth + 1)
        }
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

struct AnyGroupBoxStyle {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView
    init<S: GroupBoxStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue = AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
private struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.groupBoxStyle = AnyGroupBoxStyle(style) })
    }
}
