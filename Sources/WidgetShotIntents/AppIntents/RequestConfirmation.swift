import Foundation

/// The verb on the button that confirms an intent — App Intents' `ConfirmationActionName`
/// (https://developer.apple.com/documentation/appintents/confirmationactionname).
public struct ConfirmationActionName: Hashable, Sendable {
    /// The verb's name.
    public let name: String
    /// "Add".
    public static let add = ConfirmationActionName(name: "add")
    /// "Add Data".
    public static let addData = ConfirmationActionName(name: "addData")
    /// "Book".
    public static let book = ConfirmationActionName(name: "book")
    /// "Buy".
    public static let buy = ConfirmationActionName(name: "buy")
    /// "Call".
    public static let call = ConfirmationActionName(name: "call")
    /// "Check In".
    public static let checkIn = ConfirmationActionName(name: "checkIn")
    /// "Continue" (the default).
    public static let `continue` = ConfirmationActionName(name: "continue")
    /// "Do It".
    public static let `do` = ConfirmationActionName(name: "do")
    /// "Go".
    public static let go = ConfirmationActionName(name: "go")
    /// "Log".
    public static let log = ConfirmationActionName(name: "log")
    /// "Order".
    public static let order = ConfirmationActionName(name: "order")
    /// "Pay".
    public static let pay = ConfirmationActionName(name: "pay")
    /// "Post".
    public static let post = ConfirmationActionName(name: "post")
    /// "Request".
    public static let request = ConfirmationActionName(name: "request")
    /// "Run".
    public static let run = ConfirmationActionName(name: "run")
    /// "Search".
    public static let search = ConfirmationActionName(name: "search")
    /// "Send".
    public static let send = ConfirmationActionName(name: "send")
    /// "Set".
    public static let set = ConfirmationActionName(name: "set")
    /// "Share".
    public static let share = ConfirmationActionName(name: "share")
    /// "Start".
    public static let start = ConfirmationActionName(name: "start")
    /// "Toggle".
    public static let toggle = ConfirmationActionName(name: "toggle")
    /// "Turn Off".
    public static let turnOff = ConfirmationActionName(name: "turnOff")
    /// "Turn On".
    public static let turnOn = ConfirmationActionName(name: "turnOn")
    /// "View".
    public static let view = ConfirmationActionName(name: "view")
}

/// Why an intent stopped — App Intents' `AppIntentError` cases an intent meets while asking the
/// person something.
public enum AppIntentError: Error, Equatable, CustomStringConvertible {
    /// The person declined or nobody answered (App Intents' `userCancelled`, which a
    /// `requestConfirmation` throws when the action is not confirmed).
    case userCancelled

    /// What went wrong.
    public var description: String {
        switch self {
        case .userCancelled: return "The intent was cancelled: nobody confirmed it (WidgetShot has no one to answer a confirmation)"
        }
    }
}

extension AppIntent {
    /// Asks the person to confirm before the intent continues, showing `result` (App Intents'
    /// `requestConfirmation(result:confirmationActionName:showPrompt:)`, iOS 16). A render has
    /// nobody to tap the button: the request throws ``AppIntentError/userCancelled``, as iOS does
    /// when the person cancels, and `perform()` ends there.
    public func requestConfirmation<Result: IntentResult>(result: Result, confirmationActionName: ConfirmationActionName = .continue,
                                                          showPrompt: Bool = true) async throws {
        throw AppIntentError.userCancelled
    }

    /// Asks the person to confirm with a dialog (App Intents' `requestConfirmation(actionName:dialog:)`,
    /// iOS 18). Throws ``AppIntentError/userCancelled``: nobody answers in a render.
    public func requestConfirmation(actionName: ConfirmationActionName = .continue, dialog: IntentDialog? = nil) async throws {
        throw AppIntentError.userCancelled
    }
}
