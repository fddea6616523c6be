import Foundation

/// What performing an intent returns — App Intents' `IntentResult`.
public protocol IntentResult {}
/// A result with a value — App Intents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}
/// A result that shows a dialog — App Intents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}
/// A result that shows a view — App Intents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult {}
/// A result that runs another intent — App Intents' `OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// `Never` is a result, as in App Intents: an intent whose `perform()` never returns
/// (`func perform() async throws -> Never { fatalError() }`, a Live Activity button handled by the
/// app, as Flipper's `EmulateIntent` does) conforms to `AppIntent`.
extension Never: IntentResult {}

/// The concrete result every `.result(...)` builds — App Intents' `IntentResultContainer`.
/// WidgetShot keeps one generic parameter (the value) where Apple tracks four; every container
/// conforms to all result protocols so `some IntentResult & ReturnsValue<String> & ProvidesDialog`
/// type-checks.
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent {
    /// The returned value.
    public let value: Value?
    /// The dialog shown.
    public let dialog: IntentDialog?
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// An empty result.
    public static func result() -> IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: nil) }
    /// A result that shows a dialog.
    public static func result(dialog: IntentDialog) -> IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: dialog) }
    /// A result that shows a view (the view is not shown by WidgetShot).
    public static func result<V: View>(dialog: IntentDialog? = nil, view: V) -> IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: dialog) }
    /// A result that opens another intent (not run by WidgetShot).
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog? = nil) -> IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog)
    }
}

extension IntentResult {
    /// A result with a value.
    public static func result<V>(value: V, dialog: IntentDialog? = nil) -> IntentResultContainer<V> where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog)
    }
    /// A result with a value that shows a view (the view is not shown by WidgetShot).
    public static func result<V, Content: View>(value: V, dialog: IntentDialog? = nil, view: Content) -> IntentResultContainer<V> where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}
