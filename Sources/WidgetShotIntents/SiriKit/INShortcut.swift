import Foundation
import WidgetShotFoundation   // NSUserActivity

// Siri shortcuts: what an app suggests and what the person added to Siri
// (https://developer.apple.com/documentation/intents/inshortcut,
// https://developer.apple.com/documentation/intents/invoiceshortcutcenter). A widget runs where
// nobody has added a shortcut to Siri: the center lists none and finds none by identifier.

/// An action to add to Siri: an intent or a user activity — Intents' `INShortcut` (a Swift enum,
/// as the SDK refines it).
public enum INShortcut: Hashable {
    /// A shortcut running an intent.
    case intent(INIntent)
    /// A shortcut continuing a user activity.
    case userActivity(NSUserActivity)

    /// A shortcut of `intent` (nil, as Intents returns, for an intent without a shortcut type:
    /// here every intent has one).
    public init?(intent: INIntent) { self = .intent(intent) }
    /// A shortcut of `userActivity`.
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

    /// The intent, for an intent shortcut.
    public var intent: INIntent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }

    /// The user activity, for an activity shortcut.
    public var userActivity: NSUserActivity? {
        if case .userActivity(let activity) = self { return activity }
        return nil
    }
}

/// A shortcut the person added to Siri, with their phrase — Intents' `INVoiceShortcut`.
open class INVoiceShortcut: NSObject, @unchecked Sendable {
    /// The shortcut's identifier.
    public let identifier: UUID
    /// The phrase the person says.
    public let invocationPhrase: String
    /// The action.
    public let shortcut: INShortcut

    init(identifier: UUID, invocationPhrase: String, shortcut: INShortcut) {
        self.identifier = identifier
        self.invocationPhrase = invocationPhrase
        self.shortcut = shortcut
        super.init()
    }
}

/// The shortcuts the person added to Siri for the app, and the app's suggestions — Intents'
/// `INVoiceShortcutCenter`. None were added where a widget renders.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
    /// The app's center.
    public static let shared = INVoiceShortcutCenter()
    /// The suggestions set with ``setShortcutSuggestions(_:)`` (Siri would offer them).
    public private(set) var shortcutSuggestions: [INShortcut] = []
    private let lock = NSLock()

    /// Lists the shortcuts added to Siri: none. The handler runs on a background queue, as Intents calls it.
    open func getAllVoiceShortcuts(completion completionHandler: @escaping ([INVoiceShortcut]?, (any Error)?) -> Void) {
        DispatchQueue.global().async { completionHandler([], nil) }
    }

    /// Finds the shortcut with `identifier`: none.
    open func getVoiceShortcut(with identifier: UUID, completion completionHandler: @escaping (INVoiceShortcut?, (any Error)?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, nil) }
    }

    /// The shortcuts added to Siri (none).
    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { [] }

    /// The shortcut with `identifier` (none).
    open func voiceShortcut(with identifier: UUID) async throws -> INVoiceShortcut? { nil }

    /// Sets the shortcuts Siri suggests for the app (kept; nothing is shown).
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {
        lock.lock()
        shortcutSuggestions = suggestions
        lock.unlock()
    }
}
