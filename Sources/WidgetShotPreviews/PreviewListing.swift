import Foundation

/// What happens while previews are listed: a `PreviewProvider`'s `previews` runs then (its views
/// are split into one preview each), so a crash in it — a force-unwrapped sample, a `fatalError`
/// in a preview-only initialiser — would end the whole `widgetshot previews` run.
///
/// An extension program lists its previews in a probe process first (`PreviewListingProbe` in
/// WidgetShotCLI), which reports each provider as it begins and ends (``observer``); a provider
/// that began and never ended crashed, and is then ``skipped``: it is not evaluated again, and
/// is reported as a failed preview (``failures``) naming it and its file while the others render.
/// The skipped providers reach the program's worker processes through
/// ``environmentVariable`` (JSON: key → why).
public enum PreviewListing {
    /// A provider that was not listed, and why.
    public struct Failure: Equatable, Sendable {
        /// The provider type's name (`Widget_Previews`).
        public var name: String
        /// The file and line that declare it, when known.
        public var source: String?
        public var line: Int?
        /// Why it was not listed ("crashed (SIGILL): Unexpectedly found nil…").
        public var message: String
    }

    /// The variable that carries ``skipped`` to worker processes.
    public static let environmentVariable = "WIDGETSHOT_PREVIEW_SKIP"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var skippedStorage: [String: String]?
    nonisolated(unsafe) private static var failureStorage: [Failure] = []
    nonisolated(unsafe) private static var observerStorage: ((String, Bool) -> Void)?

    /// Providers not to evaluate, by ``key(source:line:type:)``, with why (read from
    /// ``environmentVariable`` until set).
    public static var skipped: [String: String] {
        get {
            lock.lock(); defer { lock.unlock() }
            if let skippedStorage { return skippedStorage }
            let text = ProcessInfo.processInfo.environment[environmentVariable] ?? ""
            let decoded = (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) ?? [:]
            skippedStorage = decoded
            return decoded
        }
        set { lock.lock(); skippedStorage = newValue; lock.unlock() }
    }

    /// Called with a provider's key before (`true`) and after (`false`) its `previews` runs.
    public static var observer: ((String, Bool) -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return observerStorage }
        set { lock.lock(); observerStorage = newValue; lock.unlock() }
    }

    /// The providers skipped so far, each once, in listing order.
    public static var failures: [Failure] {
        lock.lock(); defer { lock.unlock() }
        return failureStorage
    }

    /// The key of a provider: its file and line, else its type's name.
    public static func key(source: String?, line: Int?, type: String) -> String {
        source.map { "\($0):\(line ?? 0)" } ?? type
    }

    /// Runs `list` (a provider's listing) unless the provider is skipped: then records the
    /// failure and returns nothing.
    static func listing(type: String, source: String?, line: Int?, _ list: () -> [Preview]) -> [Preview] {
        let key = key(source: source, line: line, type: type)
        if let why = skipped[key] {
            lock.lock()
            let failure = Failure(name: type, source: source, line: line, message: why)
            if !failureStorage.contains(failure) { failureStorage.append(failure) }
            lock.unlock()
            return []
        }
        let observer = self.observer
        observer?(key, true)
        let previews = list()
        observer?(key, false)
        return previews
    }
}
