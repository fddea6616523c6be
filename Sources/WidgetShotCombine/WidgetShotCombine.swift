// WidgetShotCombine stands in for Apple's Combine (on top of OpenCombine).
//
// Decision: OpenCombine, not a home-made shim.
//
// OpenCombine 0.14 (https://github.com/OpenCombine/OpenCombine) is a source-compatible
// re-implementation of Combine with the same public names: `Publisher`, `AnyPublisher`,
// `AnyCancellable`, `Just`, `Future`, `PassthroughSubject`, `CurrentValueSubject`,
// `ObservableObject`/`@Published`, every operator widget code calls (`map`, `sink`, `zip`,
// `replaceError(with:)`, `catch`, `retry`, `setFailureType(to:)`, `receive(on:)`, `subscribe(on:)`,
// `assign(to:on:)`, `store(in:)`…) and the Foundation/Dispatch integrations, which on Linux are
// spelled exactly as on Apple platforms because Combine is absent there:
// - `OpenCombineDispatch` makes `DispatchQueue` itself a `Scheduler` (only on platforms without
//   Combine; elsewhere it is `DispatchQueue.main.ocombine`), so `receive(on: DispatchQueue.main)`
//   compiles as written;
// - `OpenCombineFoundation` adds `URLSession.dataTaskPublisher(for:)`, `Timer.publish(every:on:in:)`,
//   `NotificationCenter.publisher(for:object:)`, `RunLoop`/`OperationQueue` schedulers and
//   `JSONDecoder`/`JSONEncoder` as `TopLevelDecoder`/`TopLevelEncoder` (for `decode(type:decoder:)`).
//
// A shim of our own would have to re-create the subscription/demand machinery to make even `zip`,
// `retry` or `receive(on:)` behave as Combine does (back-pressure, cancellation, ordering); OpenCombine
// already passes its test suite against Combine's behaviour. Its one structural difference matters
// only on Apple platforms (the `.ocombine` spelling), not on the Linux builds WidgetShot makes.
//
// `ObservableObject` and `@Published` are OpenCombine's: WidgetShotUI's `@ObservedObject`,
// `@StateObject` and `@EnvironmentObject` are constrained to this very protocol, so
// `class Model: ObservableObject { @Published var x = 0 }` compiles whether the file imported
// SwiftUI, Combine or both (the extension builder maps all of them to `import WidgetShot`).
//
// Main-queue delivery: `receive(on: DispatchQueue.main)` and `DispatchQueue.main.async { completion(…) }`
// in a provider work in the `widgetshot` tool and in tests because WidgetShotKit keeps the main run
// loop turning while it waits on the main thread for a provider's completion.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
