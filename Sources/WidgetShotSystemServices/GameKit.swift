import Foundation

// GameKit as a widget's process sees it: nobody is signed in to Game Center, so everything that
// asks the server (saved games, scores, achievements) fails with `GKError.notAuthenticated`, as
// on a device whose player has not authenticated, and the access point presents nothing.

/// GameKit's errors — `GKError` (domain `GKErrorDomain`, Apple's codes).
public struct GKError: CustomNSError, Hashable, Sendable {
    /// The codes (Apple's raw values).
    public enum Code: Int, Sendable {
        case unknown = 0, cancelled = 2, communicationsFailure = 3, userDenied = 4, invalidCredentials = 5, notAuthenticated = 6
        case authenticationInProgress = 7, invalidPlayer = 8, scoreNotSet = 9, parentalControlsBlocked = 10
        case gameUnrecognized = 15, notSupported = 16, invalidParameter = 17
    }
    /// The code.
    public let code: Code
    /// An error.
    public init(_ code: Code) { self.code = code }
    /// `GKErrorDomain`.
    public static var errorDomain: String { GKErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// What `localizedDescription` reads: GameKit's own sentence for a signed-out player (error 6),
    /// else Foundation's generic one in `GKErrorDomain`. (Foundation on Linux builds it from the
    /// bridged `NSError`'s user info.)
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: code == .notAuthenticated
            ? "The requested operation could not be completed because local player has not been authenticated."
            : "The operation couldn’t be completed. (\(GKErrorDomain) error \(code.rawValue).)"]
    }
}
/// GameKit's error domain.
public let GKErrorDomain = "GKErrorDomain"

/// A Game Center player — GameKit's `GKPlayer`.
open class GKPlayer: NSObject, @unchecked Sendable {
    /// The player's name as shown to others.
    open var displayName: String { "Me" }
    /// The player's alias (nickname).
    open var alias: String { "Me" }
    /// The identifier unique to this game (empty: nobody is signed in).
    open var gamePlayerID: String { "" }
    /// The identifier unique to the developer's games (empty: nobody is signed in).
    open var teamPlayerID: String { "" }
    /// Whether the player can be invited to a match.
    open var isInvitable: Bool { false }
}

/// The Game Center player on this device — GameKit's `GKLocalPlayer`: not signed in.
open class GKLocalPlayer: GKPlayer, @unchecked Sendable {
    /// The local player.
    public static let local = GKLocalPlayer()
    /// Whether signed in (no).
    open var isAuthenticated: Bool { false }
    /// Whether the player is underage (unknown while signed out: no).
    open var isUnderage: Bool { false }
    /// Whether multiplayer is restricted.
    open var isMultiplayerGamingRestricted: Bool { false }
    /// Set to start signing in: called with `GKError.notAuthenticated` (no Game Center in a widget).
    open var authenticateHandler: ((AnyObject?, Error?) -> Void)? {
        didSet { authenticateHandler?(nil, GKError(.notAuthenticated)) }
    }

    /// Saves game data under `name` in iCloud: the handler gets `GKError.notAuthenticated`.
    open func saveGameData(_ data: Data, withName name: String, completionHandler handler: ((GKSavedGame?, Error?) -> Void)? = nil) {
        handler?(nil, GKError(.notAuthenticated))
    }
    /// Saves game data under `name` in iCloud: throws `GKError.notAuthenticated`.
    open func saveGameData(_ data: Data, withName name: String) async throws -> GKSavedGame { throw GKError(.notAuthenticated) }
    /// Fetches the saved games: the handler gets `GKError.notAuthenticated`.
    open func fetchSavedGames(completionHandler handler: (([GKSavedGame]?, Error?) -> Void)? = nil) {
        handler?(nil, GKError(.notAuthenticated))
    }
    /// Fetches the saved games: throws `GKError.notAuthenticated`.
    open func fetchSavedGames() async throws -> [GKSavedGame] { throw GKError(.notAuthenticated) }
    /// Deletes the saved games named `name`: the handler gets `GKError.notAuthenticated`.
    open func deleteSavedGames(withName name: String, completionHandler handler: ((Error?) -> Void)? = nil) {
        handler?(GKError(.notAuthenticated))
    }
    /// Deletes the saved games named `name`: throws `GKError.notAuthenticated`.
    open func deleteSavedGames(withName name: String) async throws { throw GKError(.notAuthenticated) }
}

/// A game saved to iCloud — GameKit's `GKSavedGame` (never returned while signed out).
open class GKSavedGame: NSObject, @unchecked Sendable {
    /// The name it was saved under.
    open var name: String? { nil }
    /// The device that saved it.
    open var deviceName: String? { nil }
    /// When it was saved.
    open var modificationDate: Date? { nil }
    /// Loads its data: the handler gets `GKError.notAuthenticated`.
    open func loadData(completionHandler handler: ((Data?, Error?) -> Void)? = nil) { handler?(nil, GKError(.notAuthenticated)) }
    /// Loads its data: throws `GKError.notAuthenticated`.
    open func loadData() async throws -> Data { throw GKError(.notAuthenticated) }
}

/// A leaderboard — GameKit's `GKLeaderboard`: loading and submitting fail, nobody is signed in.
open class GKLeaderboard: NSObject, @unchecked Sendable {
    /// Whose scores a leaderboard query returns (Apple's raw values).
    public enum PlayerScope: Int, Sendable { case global = 0, friendsOnly = 1 }
    /// Which period's scores a leaderboard query returns (Apple's raw values).
    public enum TimeScope: Int, Sendable { case today = 0, week = 1, allTime = 2 }
    /// One player's score on a leaderboard — `GKLeaderboard.Entry`.
    open class Entry: NSObject, @unchecked Sendable {
        /// The player.
        open var player: GKPlayer { GKPlayer() }
        /// The rank (1 is first).
        open var rank: Int { 0 }
        /// The score.
        open var score: Int { 0 }
        /// The score as the leaderboard formats it.
        open var formattedScore: String { "0" }
        /// The game's context value.
        open var context: Int { 0 }
        /// When it was reported.
        open var date: Date { Date(timeIntervalSince1970: 0) }
    }

    /// The leaderboard's identifier.
    open var baseLeaderboardID: String { "" }
    /// Its title.
    open var title: String? { nil }

    /// Loads leaderboards: throws `GKError.notAuthenticated`.
    open class func loadLeaderboards(IDs leaderboardIDs: [String]?) async throws -> [GKLeaderboard] { throw GKError(.notAuthenticated) }
    /// Loads leaderboards: the handler gets `GKError.notAuthenticated`.
    open class func loadLeaderboards(IDs leaderboardIDs: [String]?, completionHandler: @escaping ([GKLeaderboard]?, Error?) -> Void) {
        completionHandler(nil, GKError(.notAuthenticated))
    }
    /// Submits a score: throws `GKError.notAuthenticated`.
    open func submitScore(_ score: Int, context: Int, player: GKPlayer) async throws { throw GKError(.notAuthenticated) }
    /// Submits a score: the handler gets `GKError.notAuthenticated`.
    open func submitScore(_ score: Int, context: Int, player: GKPlayer, completionHandler: @escaping (Error?) -> Void) {
        completionHandler(GKError(.notAuthenticated))
    }
    /// Submits a score to several leaderboards: throws `GKError.notAuthenticated`.
    open class func submitScore(_ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String]) async throws { throw GKError(.notAuthenticated) }
    /// Submits a score to several leaderboards: the handler gets `GKError.notAuthenticated`.
    open class func submitScore(_ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String], completionHandler: @escaping (Error?) -> Void) {
        completionHandler(GKError(.notAuthenticated))
    }
    /// Loads entries: throws `GKError.notAuthenticated`.
    open func loadEntries(for playerScope: PlayerScope, timeScope: TimeScope, range: NSRange) async throws -> (Entry?, [Entry], Int) {
        throw GKError(.notAuthenticated)
    }
}

/// An achievement's progress — GameKit's `GKAchievement`: loading and reporting fail while signed out.
open class GKAchievement: NSObject, @unchecked Sendable {
    /// The achievement's identifier in App Store Connect.
    open var identifier: String
    /// How complete it is, 0–100.
    open var percentComplete: Double = 0
    /// Whether the banner shows when it completes.
    open var showsCompletionBanner = false
    /// When it was last reported (now, for a new one).
    open var lastReportedDate = Date()
    /// The player it belongs to.
    open var player: GKPlayer
    /// Whether it is complete (`percentComplete` is 100).
    open var isCompleted: Bool { percentComplete >= 100 }

    /// An achievement of the local player.
    public init(identifier: String?) {
        self.identifier = identifier ?? ""
        self.player = GKLocalPlayer.local
    }
    /// An achievement of `player`.
    public init(identifier: String?, player: GKPlayer) {
        self.identifier = identifier ?? ""
        self.player = player
    }

    /// Loads the local player's achievements: throws `GKError.notAuthenticated`.
    open class func loadAchievements() async throws -> [GKAchievement] { throw GKError(.notAuthenticated) }
    /// Loads the local player's achievements: the handler gets `GKError.notAuthenticated`.
    open class func loadAchievements(completionHandler: (([GKAchievement]?, Error?) -> Void)? = nil) {
        completionHandler?(nil, GKError(.notAuthenticated))
    }
    /// Reports progress: throws `GKError.notAuthenticated`.
    open class func report(_ achievements: [GKAchievement]) async throws { throw GKError(.notAuthenticated) }
    /// Reports progress: the handler gets `GKError.notAuthenticated`.
    open class func report(_ achievements: [GKAchievement], withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(GKError(.notAuthenticated))
    }
    /// Resets every achievement: throws `GKError.notAuthenticated`.
    open class func resetAchievements() async throws { throw GKError(.notAuthenticated) }
}

/// An achievement's text and points — GameKit's `GKAchievementDescription`.
open class GKAchievementDescription: NSObject, @unchecked Sendable {
    /// The identifier.
    open var identifier: String { "" }
    /// The title.
    open var title: String { "" }
    /// The text once achieved.
    open var achievedDescription: String { "" }
    /// The text before.
    open var unachievedDescription: String { "" }
    /// Its points.
    open var maximumPoints: Int { 0 }
    /// Whether it stays hidden until achieved.
    open var isHidden: Bool { false }
    /// Loads the game's descriptions: throws `GKError.notAuthenticated`.
    open class func loadAchievementDescriptions() async throws -> [GKAchievementDescription] { throw GKError(.notAuthenticated) }
    /// Loads the game's descriptions: the handler gets `GKError.notAuthenticated`.
    open class func loadAchievementDescriptions(completionHandler: (([GKAchievementDescription]?, Error?) -> Void)? = nil) {
        completionHandler?(nil, GKError(.notAuthenticated))
    }
}

/// What the Game Center dashboard opens on — `GKGameCenterViewControllerState` (Apple's raw values).
public enum GKGameCenterViewControllerState: Int, Sendable {
    case `default` = -1, leaderboards = 0, achievements = 1, challenges = 2, localPlayerProfile = 3, dashboard = 4, localPlayerFriendsList = 5
}

/// The Game Center access point — GameKit's `GKAccessPoint`. Nothing is signed in and a widget
/// presents no view controller: it is never visible, and a trigger's handler (called on iOS
/// when the presented dashboard is dismissed) is called at once.
open class GKAccessPoint: NSObject, @unchecked Sendable {
    /// Where the access point sits (Apple's raw values).
    public enum Location: Int, Sendable { case topLeading = 0, topTrailing = 1, bottomLeading = 2, bottomTrailing = 3 }
    /// The shared access point.
    public static let shared = GKAccessPoint()
    /// Whether the game wants it shown.
    open var isActive = false
    /// Whether it shows highlights.
    open var showHighlights = false
    /// Its corner.
    open var location = Location.topLeading
    /// Whether it is on screen (never: nobody is signed in).
    open var isVisible: Bool { false }
    /// Whether the dashboard is presented (never).
    open var isPresentingGameCenter: Bool { false }

    /// Opens the dashboard: nothing to present; `handler` is called.
    open func trigger(handler: @escaping () -> Void) { handler() }
    /// Opens the dashboard on `state`: nothing to present; `handler` is called.
    open func trigger(state: GKGameCenterViewControllerState, handler: @escaping () -> Void) { handler() }
    /// Opens an achievement (iOS 18): nothing to present; `handler` is called.
    open func trigger(achievementID: String, handler: (@Sendable () -> Void)? = nil) { handler?() }
    /// Opens a leaderboard (iOS 18): nothing to present; `handler` is called.
    open func trigger(leaderboardID: String, playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope, handler: (@Sendable () -> Void)? = nil) {
        handler?()
    }
    /// Opens a leaderboard set (iOS 18): nothing to present; `handler` is called.
    open func trigger(leaderboardSetID: String, handler: (@Sendable () -> Void)? = nil) { handler?() }
}
