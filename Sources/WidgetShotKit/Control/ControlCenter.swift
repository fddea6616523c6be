import Foundation

/// The app's view of its controls — WidgetKit's `ControlCenter` (iOS 18,
/// https://developer.apple.com/documentation/widgetkit/controlcenter). WidgetShot has no Control
/// Center: calls compile and are recorded in `calls` (as `WidgetCenter` records its calls), and
/// `currentControls()` reports what `installedControls` is set to.
public final class ControlCenter: @unchecked Sendable {
    /// The shared center.
    public static let shared = ControlCenter()

    /// A recorded call.
    public enum Call: Hashable, Sendable {
        case reloadControls(ofKind: String)
        case reloadAllControls
        case currentControls
    }

    private let lock = NSLock()
    private var _calls: [Call] = []
    private var _installed: [ControlInfo] = []

    /// Every call so far, in order.
    public var calls: [Call] { lock.lock(); defer { lock.unlock() }; return _calls }
    /// What `currentControls()` reports (empty unless set).
    public var installedControls: [ControlInfo] {
        get { lock.lock(); defer { lock.unlock() }; return _installed }
        set { lock.lock(); _installed = newValue; lock.unlock() }
    }
    /// Forgets the recorded calls.
    public func resetCalls() { lock.lock(); _calls.removeAll(); lock.unlock() }

    private func record(_ call: Call) { lock.lock(); _calls.append(call); lock.unlock() }

    /// Asks for the values of one kind of control again.
    public func reloadControls(ofKind kind: String) { record(.reloadControls(ofKind: kind)) }
    /// Asks for the values of every control again.
    public func reloadAllControls() { record(.reloadAllControls) }
    /// The controls the person has added.
    public func currentControls() async throws -> [ControlInfo] {
        record(.currentControls)
        return installedControls
    }
}

/// A control the person has added — WidgetKit's `ControlInfo`.
public struct ControlInfo: Hashable, Sendable {
    /// The control's kind.
    public let kind: String
    /// A description of an added control.
    public init(kind: String) { self.kind = kind }
}
