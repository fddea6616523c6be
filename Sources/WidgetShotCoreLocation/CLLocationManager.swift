import Foundation

/// Whether the app may use location.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked (always the case when rendering with WidgetShot).
    case notDetermined = 0
    /// Restricted by the system.
    case restricted = 1
    /// Denied by the user.
    case denied = 2
    /// Allowed at any time.
    case authorizedAlways = 3
    /// Allowed while the app is in use.
    case authorizedWhenInUse = 4
    /// The old name of `authorizedAlways`.
    public static let authorized = CLAuthorizationStatus.authorizedAlways
}

/// Precise or approximate location.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Precise.
    case fullAccuracy = 0
    /// Approximate.
    case reducedAccuracy = 1
}

/// A Core Location error (`CLError(.denied)`, `error.code == .locationUnknown`).
public struct CLError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The error codes (Apple's values).
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure,
             regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult,
             geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow,
             deferredDistanceFiltered, deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined
    }
    /// The code.
    public let code: Code
    /// An error with a code.
    public init(_ code: Code) { self.code = code }
    /// See ``Code``.
    public static let locationUnknown = Code.locationUnknown
    /// See ``Code``.
    public static let denied = Code.denied
    /// See ``Code``.
    public static let network = Code.network
    /// See ``Code``.
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
    public var description: String { "CLError(\(code))" }
}

/// What a location manager tells its delegate; every method is optional, as in Apple's protocol.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations arrived (never, with WidgetShot).
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A request failed.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    /// The authorization changed (called once when the delegate is set).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorization changed (older form).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// Monitoring a region failed.
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error)
    /// Monitoring a region began (never, with WidgetShot).
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// The device entered a region (never, with WidgetShot).
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// The device left a region (never, with WidgetShot).
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    /// The state of a region was determined (after `requestState(for:)` or a boundary crossing).
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    /// A new heading (never, with WidgetShot).
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
}

/// A location manager with no location source.
///
/// Rendering has no user and no GPS: authorization stays `.notDetermined`, `location` is `nil`,
/// location services report disabled, and `requestLocation()` fails (asynchronously, on the main
/// queue as on iOS) with `CLError(.locationUnknown)`, so providers take their no-location path.
/// Pass coordinates through entries or intents to render a specific place.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// The delegate; setting it reports the authorization once, as iOS does.
    open weak var delegate: CLLocationManagerDelegate? {
        didSet {
            guard let delegate else { return }
            DispatchQueue.main.async { delegate.locationManagerDidChangeAuthorization(self) }
        }
    }
    /// Always `.notDetermined`.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// Always `.notDetermined`.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// Always `false`.
    open class func locationServicesEnabled() -> Bool { false }
    /// Always `.reducedAccuracy`.
    open var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }
    /// Always `false` (WidgetKit's flag for widgets allowed to use location).
    open var isAuthorizedForWidgetUpdates: Bool { false }
    /// Always `nil`.
    open var location: CLLocation? { nil }
    /// The desired accuracy (recorded).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance filter (recorded).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Recorded.
    open var pausesLocationUpdatesAutomatically = true
    /// Recorded.
    open var allowsBackgroundLocationUpdates = false
    /// What the user does while updates run, for pausing them (recorded; iOS's default is `.other`).
    open var activityType = CLActivityType.other
    /// Whether the status bar shows the background-location indicator (recorded).
    open var showsBackgroundLocationIndicator = false

    public override init() { super.init() }

    /// Nothing to ask: the status stays `.notDetermined`.
    open func requestWhenInUseAuthorization() {}
    /// Nothing to ask: the status stays `.notDetermined`.
    open func requestAlwaysAuthorization() {}
    /// Fails with `CLError(.locationUnknown)` on the main queue.
    open func requestLocation() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
        }
    }
    /// No updates will come.
    open func startUpdatingLocation() {}
    /// Nothing to stop.
    open func stopUpdatingLocation() {}
    /// No updates will come.
    open func startMonitoringSignificantLocationChanges() {}
    /// Nothing to stop.
    open func stopMonitoringSignificantLocationChanges() {}

    /// A request for precise location once (iOS 14): nothing to ask, accuracy stays reduced.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
    /// Always `false`: a render has no magnetometer (see ``CLHeading``).
    open class func headingAvailable() -> Bool { false }
    /// No headings will come.
    open func startUpdatingHeading() {}
    /// Nothing to stop.
    open func stopUpdatingHeading() {}

    /// Always `false`: region monitoring needs Always authorization, which a render never has.
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
    /// Regions being monitored: none, since every request fails.
    open var monitoredRegions: Set<CLRegion> { [] }
    /// −1, Apple's value when region monitoring is unavailable.
    open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
    /// Fails on the main queue with `CLError(.regionMonitoringDenied)`, as on a device without
    /// Always authorization (the status stays `.notDetermined`).
    open func startMonitoring(for region: CLRegion) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.locationManager(self, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied))
        }
    }
    /// Nothing to stop.
    open func stopMonitoring(for region: CLRegion) {}
    /// Retrieves the state of a region asynchronously (Core Location's `requestState(for:)`):
    /// with no location the device cannot tell whether it is inside, so the delegate's
    /// `locationManager(_:didDetermineState:for:)` receives `.unknown` on the main queue.
    open func requestState(for region: CLRegion) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.locationManager(self, didDetermineState: .unknown, for: region)
        }
    }
}

/// A place name for a location.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The location.
    open var location: CLLocation?
    /// The name.
    open var name: String?
    /// The city.
    open var locality: String?
    /// The district.
    open var subLocality: String?
    /// The state or province.
    open var administrativeArea: String?
    /// The country.
    open var country: String?
    /// The ISO country code.
    open var isoCountryCode: String?
    /// The time zone.
    open var timeZone: TimeZone?
}

/// Geocoding needs Apple's servers: every request fails with `CLError(.network)`.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// Handles geocoding results.
    public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void
    /// Always `false`.
    open var isGeocoding: Bool { false }
    public override init() { super.init() }
    /// Fails with `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.global().async { completionHandler(nil, CLError(.network)) }
    }
    /// Throws `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
    /// Fails with `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.global().async { completionHandler(nil, CLError(.network)) }
    }
    /// Throws `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
    /// Nothing to cancel.
    open func cancelGeocode() {}
}
