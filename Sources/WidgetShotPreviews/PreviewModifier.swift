import WidgetShotKit
import WidgetShotUI

/// A type that sets up the environment previews appear in (iOS 18) — SwiftUI's
/// `PreviewModifier`. Attached with the `.modifier(_:)` preview trait; WidgetShot applies it as
/// Xcode does: `makeSharedContext()` runs once per modifier type per process (cached, as
/// Xcode caches it for every preview that applies a modifier of the type), then
/// `body(content:context:)` wraps the preview's view. Several modifiers apply in order: the
/// first to the preview's body, the second to the first's result.
///
/// ```swift
/// struct SampleData: PreviewModifier {
///     static func makeSharedContext() throws -> ModelContainer { … }
///     func body(content: Content, context: ModelContainer) -> some View { content.modelContainer(context) }
/// }
/// #Preview(traits: .modifier(SampleData())) { SnackList() }
/// ```
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The shared context made by `makeSharedContext()` (`Void` when there is none).
    associatedtype Context = Void
    /// The view the modifier makes of a preview.
    associatedtype Body: View
    /// The type-erased content of a preview.
    typealias Content = PreviewModifierContent
    /// Makes the context shared by every preview that applies a modifier of this type.
    static func makeSharedContext() async throws -> Context
    /// Modifies a preview with the shared context.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No shared context.
    public static func makeSharedContext() async throws {}
}

/// The type-erased content of a preview — SwiftUI's `PreviewModifierContent`.
public struct PreviewModifierContent: View {
    let view: AnyView
    public var body: some View { view }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Attaches a `PreviewModifier` to the preview (iOS 18).
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait { $0.modifiers.append(AppliedPreviewModifier(modifier)) }
    }
}

/// One `.modifier(_:)` trait: applies its modifier to a preview's view.
public final class AppliedPreviewModifier: Equatable, @unchecked Sendable {
    let apply: (AnyView) -> AnyView

    init<M: PreviewModifier>(_ modifier: M) {
        apply = { content in
            let context = SharedPreviewContexts.context(of: M.self)
            return AnyView(PreviewModifierView(modifier: modifier, content: PreviewModifierContent(view: content), context: context))
        }
    }

    public static func == (lhs: AppliedPreviewModifier, rhs: AppliedPreviewModifier) -> Bool { lhs === rhs }
}

/// Evaluates a modifier's body while the preview is resolved (so its `@Environment` reads the
/// preview's environment).
struct PreviewModifierView<M: PreviewModifier>: View {
    let modifier: M
    let content: PreviewModifierContent
    let context: M.Context
    var body: some View { modifier.body(content: content, context: context) }
}

/// The shared contexts made so far, one per modifier type.
enum SharedPreviewContexts {
    nonisolated(unsafe) static var contexts: [ObjectIdentifier: Any] = [:]
    static let lock = NSLock()

    /// The context of `M`, made on first use. A context that throws or takes longer than 30 s
    /// stops the preview with an error naming the modifier (Xcode shows the preview as failed).
    static func context<M: PreviewModifier>(of type: M.Type) -> M.Context {
        lock.lock()
        if let made = contexts[ObjectIdentifier(M.self)] as? M.Context { lock.unlock(); return made }
        lock.unlock()
        let result = BlockingWait.run(timeout: 30) { () async -> Result<M.Context, Error> in
            do { return .success(try await M.makeSharedContext()) } catch { return .failure(error) }
        }
        switch result {
        case .success(let context)?:
            lock.lock()
            contexts[ObjectIdentifier(M.self)] = context
            lock.unlock()
            return context
        case .failure(let error)?:
            fatalError("PreviewModifier \(M.self).makeSharedContext() threw \(error)")
        case nil:
            fatalError("PreviewModifier \(M.self).makeSharedContext() did not return within 30 s")
        }
    }
}
