import Foundation

// MapKit's geocoding requests (iOS 26), which replace CLGeocoder. Like `MKLocalSearch`, they need
// Apple's map service, which a render cannot reach: each request fails with
// `MKError(.serverFailure)`, as on a device that cannot reach the service.

/// Looks up the addresses at a location — MapKit's `MKReverseGeocodingRequest` (iOS 26).
open class MKReverseGeocodingRequest: NSObject, @unchecked Sendable {
    /// The location given to the initializer.
    public let location: CLLocation
    /// The locale the results should be in (nil: the device's).
    open var preferredLocale: Locale?
    /// Whether the request was cancelled.
    open private(set) var isCancelled = false
    /// Whether the request is running (never: each fails at once).
    open private(set) var isLoading = false

    /// A request for `location`; nil when its coordinate is not a valid latitude and longitude
    /// (**guess**: Apple does not say when it fails).
    public init?(location: CLLocation) {
        guard CLLocationCoordinate2DIsValid(location.coordinate) else { return nil }
        self.location = location
        super.init()
    }
    /// Looks the location up: the handler gets `MKError(.serverFailure)` on the main queue.
    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, Error?) -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(nil, MKError(.serverFailure)) } }
    }
    /// The map items at the location: throws `MKError(.serverFailure)`.
    open var mapItems: [MKMapItem] {
        get async throws { throw MKError(.serverFailure) }
    }
    /// Cancels the request.
    open func cancel() { isCancelled = true }
}

/// Looks up the places an address names — MapKit's `MKGeocodingRequest` (iOS 26).
open class MKGeocodingRequest: NSObject, @unchecked Sendable {
    /// The address given to the initializer.
    public let addressString: String
    /// The locale the results should be in (nil: the device's).
    open var preferredLocale: Locale?
    /// Whether the request was cancelled.
    open private(set) var isCancelled = false
    /// Whether the request is running (never: each fails at once).
    open private(set) var isLoading = false

    /// A request for `addressString`; nil when it is blank (**guess**: Apple does not say when it fails).
    public init?(addressString: String) {
        guard !addressString.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        self.addressString = addressString
        super.init()
    }
    /// Looks the address up: the handler gets `MKError(.serverFailure)` on the main queue.
    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, Error?) -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(nil, MKError(.serverFailure)) } }
    }
    /// The map items the address names: throws `MKError(.serverFailure)`.
    open var mapItems: [MKMapItem] {
        get async throws { throw MKError(.serverFailure) }
    }
    /// Cancels the request.
    open func cancel() { isCancelled = true }
}
