import Foundation
import WidgetShotUI

/// A UIKit view in a SwiftUI hierarchy — SwiftUI's `UIViewRepresentable`.
///
/// WidgetShot draws SwiftUI, never UIKit views (a widget cannot show one: WidgetKit renders a
/// widget's SwiftUI views only). The representable's coordinator and view are made and updated
/// as SwiftUI does, so the code runs, and the view takes the size SwiftUI would give it —
/// `sizeThatFits(_:uiView:context:)`, else its intrinsic size in each dimension that has one,
/// else the proposed size — and draws nothing there.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view type.
    associatedtype UIViewType: UIView
    /// The coordinator type (none by default).
    associatedtype Coordinator = Void
    /// The context given to the representable's methods.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the view with the representable's current values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the view down.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
    /// The view's size for a proposal (`nil`: the view's intrinsic size; iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Nothing to tear down.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// No size of its own: the intrinsic size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// The space the UIKit view takes, empty (see the protocol).
    public var body: some View { UIKitViewSpace(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given — SwiftUI's `UIViewRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment of the view.
    public var environment: EnvironmentValues
}

/// Makes and updates a representable's UIKit view, then takes its size and draws nothing.
struct UIKitViewSpace<Representable: UIViewRepresentable>: View {
    let representable: Representable
    @Environment(\.self) private var environment

    var body: some View {
        let context = UIViewRepresentableContext<Representable>(coordinator: representable.makeCoordinator(),
                                                                transaction: Transaction(), environment: environment)
        let view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
        let fitted = representable.sizeThatFits(.unspecified, uiView: view, context: context)
        let intrinsic = view.intrinsicContentSize
        let width = fitted?.width ?? (intrinsic.width == UIView.noIntrinsicMetric ? nil : intrinsic.width)
        let height = fitted?.height ?? (intrinsic.height == UIView.noIntrinsicMetric ? nil : intrinsic.height)
        Representable.dismantleUIView(view, coordinator: context.coordinator)
        return Color.clear.frame(width: width, height: height)
    }
}
