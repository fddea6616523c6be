import Foundation

/// An app activity — Foundation's `NSUserActivity`
/// (https://developer.apple.com/documentation/foundation/nsuseractivity), which
/// swift-corelibs-foundation lacks. SiriKit responses, `.widgetURL` handlers and apps' handoff
/// helpers (LoopKit's carb entry activity) build them. A render has no system to hand an activity
/// to: `becomeCurrent()` makes it the process's current activity and nothing else happens.
open class NSUserActivity: NSObject {
    nonisolated(unsafe) private static var current: NSUserActivity?

    /// The activity type (a reverse-DNS string the app declares in `NSUserActivityTypes`).
    public let activityType: String
    /// A title.
    open var title: String?
    /// The state needed to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The `userInfo` keys needed to continue the activity (all when nil).
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the state changed and the delegate should update it.
    open var needsSave = false
    /// A web page that continues the activity.
    open var webpageURL: URL?
    /// The page the activity came from.
    open var referrerURL: URL?
    /// When the activity stops being offered.
    open var expirationDate: Date?
    /// Words for search.
    open var keywords: Set<String> = []
    /// Whether the activity can continue on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for search.
    open var isEligibleForSearch = false
    /// Whether the activity may be suggested publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity may be suggested as a shortcut.
    open var isEligibleForPrediction = false
    /// An identifier for deleting the donated activity later.
    open var persistentIdentifier: String?
    /// The content the activity shows (for choosing a scene).
    open var targetContentIdentifier: String?
    private var isValid = true

    /// An activity of a type.
    public init(activityType: String) { self.activityType = activityType }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes this the current activity.
    open func becomeCurrent() { if isValid { Self.current = self } }
    /// Stops being the current activity.
    open func resignCurrent() { if Self.current === self { Self.current = nil } }
    /// Ends the activity: it can no longer become current.
    open func invalidate() {
        resignCurrent()
        isValid = false
    }
}
