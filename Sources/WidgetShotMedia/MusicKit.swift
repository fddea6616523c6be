import Foundation

/// Apple Music access (MusicKit, https://developer.apple.com/documentation/musickit): the user
/// has not been asked, so every request throws `MusicTokenRequestError.permissionDenied` and
/// the players play nothing.
public struct MusicAuthorization: Sendable {
    /// Permission states.
    public enum Status: String, Equatable, Hashable, Sendable, CustomStringConvertible {
        case notDetermined, denied, restricted, authorized
        public var description: String { rawValue }
    }
    /// The current permission: not asked.
    public static var currentStatus: Status { .notDetermined }
    /// Asks: an extension cannot show the prompt, so the status stays `.notDetermined`.
    public static func request() async -> Status { .notDetermined }
}

/// Why a request could not get a token.
public enum MusicTokenRequestError: Error, Equatable, Hashable, Sendable {
    case developerTokenRequestFailed, permissionDenied, privacyAcknowledgementRequired, userNotSignedIn
    case userTokenRequestFailed, userTokenRevoked, unknown
}

/// An item's identifier.
public struct MusicItemID: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
}

/// Anything MusicKit returns.
public protocol MusicItem: Sendable {
    /// The item's identifier.
    var id: MusicItemID { get }
}

/// Artwork of an item.
public struct Artwork: Hashable, Sendable {
    /// The largest size.
    public let maximumWidth: Int
    /// The largest size.
    public let maximumHeight: Int
    /// The artwork's URL at a size: none without a catalog response.
    public func url(width: Int, height: Int) -> URL? { nil }
}

/// A song.
public struct Song: MusicItem, Hashable, Identifiable {
    public let id: MusicItemID
    public let title: String
    public let artistName: String
    public var albumTitle: String?
    public var artwork: Artwork?
    public var duration: TimeInterval?
    public var url: URL?
}

/// An album.
public struct Album: MusicItem, Hashable, Identifiable {
    public let id: MusicItemID
    public let title: String
    public let artistName: String
    public var artwork: Artwork?
    public var url: URL?
}

/// An artist.
public struct Artist: MusicItem, Hashable, Identifiable {
    public let id: MusicItemID
    public let name: String
    public var artwork: Artwork?
}

/// A playlist.
public struct Playlist: MusicItem, Hashable, Identifiable {
    public let id: MusicItemID
    public let name: String
    public var curatorName: String?
    public var artwork: Artwork?
}

/// A station.
public struct Station: MusicItem, Hashable, Identifiable {
    public let id: MusicItemID
    public let name: String
    public var artwork: Artwork?
}

/// Items a request returns.
public struct MusicItemCollection<MusicItemType: MusicItem>: RandomAccessCollection, Sendable {
    let items: [MusicItemType]
    /// A collection of `items`.
    public init(_ items: [MusicItemType] = []) { self.items = items }
    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(position: Int) -> MusicItemType { items[position] }
    /// Whether a next batch exists: no.
    public var hasNextBatch: Bool { false }
}

/// A type that can be searched in the catalog.
public protocol MusicCatalogSearchable: MusicItem {}
extension Song: MusicCatalogSearchable {}
extension Album: MusicCatalogSearchable {}
extension Artist: MusicCatalogSearchable {}
extension Playlist: MusicCatalogSearchable {}
extension Station: MusicCatalogSearchable {}

/// Searches the Apple Music catalog: throws, the user has not allowed Apple Music access.
public struct MusicCatalogSearchRequest: Sendable {
    /// The search term.
    public var term: String
    /// The most results per type.
    public var limit: Int?
    /// The offset.
    public var offset: Int?
    let types: [any MusicCatalogSearchable.Type]

    /// Searches `term` among `types`.
    public init(term: String, types: [any MusicCatalogSearchable.Type]) {
        self.term = term
        self.types = types
    }

    /// The results: throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicCatalogSearchResponse { throw MusicTokenRequestError.permissionDenied }
}

/// Search results.
public struct MusicCatalogSearchResponse: Sendable {
    public let songs: MusicItemCollection<Song>
    public let albums: MusicItemCollection<Album>
    public let artists: MusicItemCollection<Artist>
    public let playlists: MusicItemCollection<Playlist>
    public let stations: MusicItemCollection<Station>
}

/// Fetches catalog items by property: throws, no Apple Music access.
public struct MusicCatalogResourceRequest<MusicItemType: MusicItem>: Sendable {
    /// The most results.
    public var limit: Int?
    /// Items whose `keyPath` equals `value` (`\.id`, `"1440857781"`).
    public init<Value: Equatable>(matching keyPath: KeyPath<MusicItemType, Value>, equalTo value: Value) {}
    /// Items whose `keyPath` is one of `values`.
    public init<Value: Equatable>(matching keyPath: KeyPath<MusicItemType, Value>, memberOf values: [Value]) {}
    /// The items: throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicCatalogResourceResponse<MusicItemType> { throw MusicTokenRequestError.permissionDenied }
}

/// Catalog items.
public struct MusicCatalogResourceResponse<MusicItemType: MusicItem>: Sendable {
    public let items: MusicItemCollection<MusicItemType>
}

/// Reads the user's library (iOS 16): throws, no permission.
public struct MusicLibraryRequest<MusicItemType: MusicItem>: Sendable {
    /// The most results.
    public var limit: Int = 25
    /// A request for every item of the type.
    public init() {}
    /// Filters by `keyPath` equal to `value`.
    public mutating func filter<Value: Equatable>(matching keyPath: KeyPath<MusicItemType, Value>, equalTo value: Value) {}
    /// Sorts by `keyPath`.
    public mutating func sort<Value: Comparable>(by keyPath: KeyPath<MusicItemType, Value>, ascending: Bool) {}
    /// The items: throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicLibraryResponse<MusicItemType> { throw MusicTokenRequestError.permissionDenied }
}

/// Library items.
public struct MusicLibraryResponse<MusicItemType: MusicItem>: Sendable {
    public let items: MusicItemCollection<MusicItemType>
}

/// Recently played items: throws, no permission.
public struct MusicRecentlyPlayedRequest<MusicItemType: MusicItem>: Sendable {
    /// The most results.
    public var limit: Int?
    /// A request.
    public init() {}
    /// The items: throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicRecentlyPlayedResponse<MusicItemType> { throw MusicTokenRequestError.permissionDenied }
}

/// Recently played items.
public struct MusicRecentlyPlayedResponse<MusicItemType: MusicItem>: Sendable {
    public let items: MusicItemCollection<MusicItemType>
}

/// The user's Apple Music subscription: none can be read without permission.
public struct MusicSubscription: Equatable, Hashable, Sendable {
    /// Whether the user may play catalog content.
    public let canPlayCatalogContent: Bool
    /// Whether the user may join Apple Music.
    public let canBecomeSubscriber: Bool
    /// Whether iCloud Music Library is on.
    public let hasCloudLibraryEnabled: Bool
    /// The current subscription: throws `permissionDenied`, as without Apple Music access.
    public static var current: MusicSubscription {
        get async throws { throw MusicTokenRequestError.permissionDenied }
    }
}

/// A MusicKit player (`ApplicationMusicPlayer.shared`, `SystemMusicPlayer.shared`): it holds a
/// queue and plays nothing (playing throws: no Apple Music access).
public class MusicPlayer: @unchecked Sendable {
    /// The player's state.
    public final class State: @unchecked Sendable {
        /// Stopped.
        public internal(set) var playbackStatus: PlaybackStatus = .stopped
        /// The rate.
        public internal(set) var playbackRate: Float = 0
        /// The repeat mode.
        public var repeatMode: RepeatMode?
        /// The shuffle mode.
        public var shuffleMode: ShuffleMode?
    }
    /// Playback states.
    public enum PlaybackStatus: Equatable, Hashable, Sendable { case stopped, playing, paused, interrupted, seekingForward, seekingBackward }
    /// Repeat modes.
    public enum RepeatMode: Equatable, Hashable, Sendable { case none, one, all }
    /// Shuffle modes.
    public enum ShuffleMode: Equatable, Hashable, Sendable { case off, songs }

    /// The state.
    public let state = State()
    /// The playhead in seconds.
    public var playbackTime: TimeInterval = 0
    /// Whether it is ready.
    public var isPreparedToPlay: Bool { false }

    init() {}
    /// Prepares the queue: throws, no Apple Music access.
    public func prepareToPlay() async throws { throw MusicTokenRequestError.permissionDenied }
    /// Plays: throws, no Apple Music access.
    public func play() async throws { throw MusicTokenRequestError.permissionDenied }
    /// Pauses.
    public func pause() { state.playbackStatus = .paused }
    /// Stops.
    public func stop() { state.playbackStatus = .stopped }
    /// Skips forward: throws, nothing is queued.
    public func skipToNextEntry() async throws { throw MusicTokenRequestError.permissionDenied }
    /// Skips back.
    public func skipToPreviousEntry() async throws { throw MusicTokenRequestError.permissionDenied }
    /// Restarts the current entry.
    public func restartCurrentEntry() {}
}

/// The app's own player.
public final class ApplicationMusicPlayer: MusicPlayer, @unchecked Sendable {
    /// The shared player.
    public static let shared = ApplicationMusicPlayer()
    /// The queue.
    public var queue = Queue()
    /// A player queue.
    public final class Queue: @unchecked Sendable {
        /// The entries.
        public private(set) var entries: [Entry] = []
        /// The current entry.
        public var currentEntry: Entry?
        /// An empty queue.
        public init() {}
        /// A queue of `items`.
        public init<S: Sequence>(for items: S, startingAt startItem: S.Element? = nil) where S.Element: MusicItem {
            entries = items.map { Entry(id: $0.id.rawValue, title: "") }
        }
        /// An entry.
        public struct Entry: Identifiable, Hashable, Sendable {
            public let id: String
            public let title: String
        }
    }
}

/// The Music app's player.
public final class SystemMusicPlayer: MusicPlayer, @unchecked Sendable {
    /// The shared player.
    public static let shared = SystemMusicPlayer()
    /// The queue.
    public var queue = ApplicationMusicPlayer.Queue()
}
