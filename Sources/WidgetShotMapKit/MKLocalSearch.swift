import Foundation

/// A search of Apple Maps' places — MapKit's `MKLocalSearch`
/// (https://developer.apple.com/documentation/mapkit/mklocalsearch). Searches go to Apple's map
/// service, which a render cannot reach (it needs the device's Apple Maps credentials), so every
/// search fails with `MKError(.serverFailure)`, as on a device that cannot reach the service.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for — MapKit's `MKLocalSearch.Request`.
    open class Request: NSObject, @unchecked Sendable {
        /// Kinds of results.
        public struct ResultType: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Addresses.
            public static let address = ResultType(rawValue: 1 << 0)
            /// Points of interest.
            public static let pointOfInterest = ResultType(rawValue: 1 << 1)
            /// Physical features (iOS 18).
            public static let physicalFeature = ResultType(rawValue: 1 << 2)
        }
        /// The text to search for.
        open var naturalLanguageQuery: String?
        /// The area to search near.
        open var region = MKCoordinateRegion()
        /// The kinds of results wanted.
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        /// An empty request.
        public override init() { super.init() }
        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// Search results — MapKit's `MKLocalSearch.Response`.
    open class Response: NSObject, @unchecked Sendable {
        /// The places found.
        open private(set) var mapItems: [MKMapItem]
        /// The region holding them.
        open private(set) var boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
        }
    }

    /// The request.
    public let request: Request
    /// Whether a search is running (never: each fails at once).
    open private(set) var isSearching = false

    /// A search for `request`.
    public init(request: Request) { self.request = request; super.init() }

    /// Searches; the handler gets `MKError(.serverFailure)` on the main queue.
    open func start(completionHandler: @escaping @Sendable (Response?, Error?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil, MKError(.serverFailure)) }
    }
    /// Searches; throws `MKError(.serverFailure)`.
    open func start() async throws -> Response { throw MKError(.serverFailure) }
    /// Cancels (nothing is running).
    open func cancel() {}
}
