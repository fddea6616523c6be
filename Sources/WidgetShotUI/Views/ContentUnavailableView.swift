import Foundation

/// An interface for an empty state — SwiftUI's `ContentUnavailableView` (iOS 17): a large
/// secondary icon, a bold title and a secondary description, centred, then the actions.
/// (Sizes are estimates from iOS 17 screenshots, not measurements: 44 pt symbol, `.title2` bold
/// title, `.callout` description, 8 pt between the parts, 16 pt before the actions.)
///
/// ```swift
/// ContentUnavailableView("No Stocks", systemImage: "chart.line.downtrend.xyaxis",
///                        description: Text("Add a symbol in the app."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty-state view from a label, a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(_ContentUnavailableLabelStyle())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == WidgetShotUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { WidgetShotUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a title, an image of the asset catalog and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { WidgetShotUI.Label(title, image: name) }, description: { description })
    }

    /// An empty state with a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { WidgetShotUI.Label(title, systemImage: name) }, description: { description })
    }
}

/// The label of a `ContentUnavailableView`: the icon above the title.
struct _ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 44))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}
