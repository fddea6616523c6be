import Foundation
import OpenCombine

extension View {
    /// Runs `action` when `publisher` emits — never, in a widget: a widget is rendered once per
    /// timeline entry and is not subscribed to publishers (as on iOS, where the view is archived
    /// and its publishers are not observed). The view is drawn unchanged.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        self
    }
}
