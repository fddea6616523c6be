import Foundation
import WidgetShotUI

// SwiftUI's wrappers of UIKit views and view controllers, with Apple's requirements and defaults
// (https://developer.apple.com/documentation/swiftui/uiviewrepresentable,
// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable). They compile
// in a widget extension, but widgets show no UIKit views: the wrapper draws as a yellow
// rectangle and `makeUIView`/`makeUIViewController` is never called (`_PlatformViewRepresentable`).

/// A wrapper for a UIKit view — SwiftUI's `UIViewRepresentable` (drawn as a yellow rectangle in
/// a widget, which cannot show UIKit views).
@MainActor @preconcurrency
public protocol UIViewRepresentable: _PlatformViewRepresentable where Body == Never {
    /// The wrapped view's type.
    associatedtype UIViewType: UIView
    /// The coordinator's type (none by default).
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the view from the current state.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up before the view is removed.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal` (nil: the view's own sizing).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// The view's own sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// A representable's body is never evaluated.
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable: its body is never evaluated") }
    public static var _platformRepresentableKind: String { "UIViewRepresentable" }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable`'s methods receive.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the current update.
    public var transaction: Transaction
    /// The environment at the view.
    public var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}

/// A wrapper for a UIKit view controller — SwiftUI's `UIViewControllerRepresentable` (drawn as a
/// yellow rectangle in a widget, which cannot show UIKit views).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: _PlatformViewRepresentable where Body == Never {
    /// The wrapped controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The coordinator's type (none by default).
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller from the current state.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up before the controller is removed.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
    /// The controller's view's size for `proposal` (nil: its own sizing).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// The controller's own sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    /// A representable's body is never evaluated.
    public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable: its body is never evaluated") }
    public static var _platformRepresentableKind: String { "UIViewControllerRepresentable" }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewControllerRepresentable`'s methods receive.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the current update.
    public var transaction: Transaction
    /// The environment at the controller.
    public var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}
