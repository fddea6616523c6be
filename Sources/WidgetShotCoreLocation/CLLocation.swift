import Foundation

// WidgetShotCoreLocation stands in for CoreLocation: the value types widgets pass around, and a
// location manager that compiles and never has a location (see `CLLocationManager`).

/// Latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double
/// A speed accuracy in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// A course accuracy in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// A coordinate. Like Apple's C struct it is not `Equatable`/`Codable`, so the conformances apps
/// add themselves still compile.
public struct CLLocationCoordinate2D: @unchecked Sendable {
    /// Degrees north of the equator.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich.
    public var longitude: CLLocationDegrees
    /// The coordinate (0, 0).
    public init() { self.init(latitude: 0, longitude: 0) }
    /// A coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is within ±90° latitude and ±180° longitude (and not NaN).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    coord.latitude.isFinite && coord.longitude.isFinite && abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

/// Makes a coordinate.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// An invalid coordinate (Apple's value: -180, -180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
/// No distance filter.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// Accuracy constants (Apple's values, https://developer.apple.com/documentation/corelocation/kcllocationaccuracybest).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// See ``kCLLocationAccuracyBestForNavigation``.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// See ``kCLLocationAccuracyBestForNavigation``.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// See ``kCLLocationAccuracyBestForNavigation``.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// See ``kCLLocationAccuracyBestForNavigation``.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// See ``kCLLocationAccuracyBestForNavigation``.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// See ``kCLLocationAccuracyBestForNavigation``.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000

/// What the user does while location updates run — Core Location's `CLActivityType` (Apple's raw values).
public enum CLActivityType: Int, Sendable {
    /// Unknown or other activity.
    case other = 1
    /// Driving a car.
    case automotiveNavigation = 2
    /// Walking, running, cycling.
    case fitness = 3
    /// Boat, train or other non-car navigation.
    case otherNavigation = 4
    /// Flying.
    case airborne = 5
}

/// A location: a coordinate with altitude, accuracy, course, speed and time. It archives with
/// `NSKeyedArchiver` under Core Location's own keys (`kCLLocationCodingKeyCoordinateLatitude`…,
/// as iOS writes them), so a location an app stores that way in a shared `UserDefaults` reads back.
open class CLLocation: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// Horizontal accuracy in metres (negative: invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// Vertical accuracy in metres (negative: invalid).
    public let verticalAccuracy: CLLocationAccuracy
    /// Degrees from true north (negative: invalid).
    public let course: CLLocationDirection
    /// Metres per second (negative: invalid).
    public let speed: CLLocationSpeed
    /// When the location was measured.
    public let timestamp: Date

    /// A location at a coordinate, now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
                  verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date())
    }

    /// A location with altitude and accuracies.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with every property.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    /// The distance in metres to another location along the WGS-84 ellipsoid (Vincenty's inverse
    /// formula). Apple does not document its method; results agree with it to well under 1 %.
    /// Invalid coordinates give `-1`.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        guard CLLocationCoordinate2DIsValid(coordinate), CLLocationCoordinate2DIsValid(location.coordinate) else { return -1 }
        return Geodesy.distance(coordinate, location.coordinate)
    }

    /// Locations decode with their class checked.
    public static var supportsSecureCoding: Bool { true }

    /// Archives the location's properties; the timestamp as seconds since 2001 (`CFAbsoluteTime`).
    open func encode(with coder: NSCoder) {
        coder.encode(coordinate.latitude, forKey: CodingKey.latitude)
        coder.encode(coordinate.longitude, forKey: CodingKey.longitude)
        coder.encode(altitude, forKey: CodingKey.altitude)
        coder.encode(horizontalAccuracy, forKey: CodingKey.horizontalAccuracy)
        coder.encode(verticalAccuracy, forKey: CodingKey.verticalAccuracy)
        coder.encode(course, forKey: CodingKey.course)
        coder.encode(speed, forKey: CodingKey.speed)
        coder.encode(timestamp.timeIntervalSinceReferenceDate, forKey: CodingKey.timestamp)
    }

    /// A location read from an archive; absent values read as iOS's "invalid" (-1) where that exists.
    public required init?(coder: NSCoder) {
        func value(_ key: String, absent: Double) -> Double { coder.containsValue(forKey: key) ? coder.decodeDouble(forKey: key) : absent }
        coordinate = CLLocationCoordinate2D(latitude: value(CodingKey.latitude, absent: 0), longitude: value(CodingKey.longitude, absent: 0))
        altitude = value(CodingKey.altitude, absent: 0)
        horizontalAccuracy = value(CodingKey.horizontalAccuracy, absent: -1)
        verticalAccuracy = value(CodingKey.verticalAccuracy, absent: -1)
        course = value(CodingKey.course, absent: -1)
        speed = value(CodingKey.speed, absent: -1)
        timestamp = Date(timeIntervalSinceReferenceDate: value(CodingKey.timestamp, absent: 0))
        super.init()
    }

    /// Core Location's archive keys.
    enum CodingKey {
        static let latitude = "kCLLocationCodingKeyCoordinateLatitude", longitude = "kCLLocationCodingKeyCoordinateLongitude"
        static let altitude = "kCLLocationCodingKeyAltitude", horizontalAccuracy = "kCLLocationCodingKeyHorizontalAccuracy"
        static let verticalAccuracy = "kCLLocationCodingKeyVerticalAccuracy", course = "kCLLocationCodingKeyCourse"
        static let speed = "kCLLocationCodingKeySpeed", timestamp = "kCLLocationCodingKeyTimestamp"
    }

    open override var description: String {
        "<\(String(format: "%+.8f", coordinate.latitude)),\(String(format: "%+.8f", coordinate.longitude))> +/- \(horizontalAccuracy)m"
    }
}

/// Distances on the WGS-84 ellipsoid.
enum Geodesy {
    static let a = 6_378_137.0, f = 1 / 298.257_223_563, b = 6_378_137.0 * (1 - 1 / 298.257_223_563)

    static func distance(_ p: CLLocationCoordinate2D, _ q: CLLocationCoordinate2D) -> Double {
        let rad = Double.pi / 180
        let L = (q.longitude - p.longitude) * rad
        let U1 = atan((1 - f) * tan(p.latitude * rad)), U2 = atan((1 - f) * tan(q.latitude * rad))
        let sinU1 = sin(U1), cosU1 = cos(U1), sinU2 = sin(U2), cosU2 = cos(U2)
        var lambda = L, iterations = 0
        var sinSigma = 0.0, cosSigma = 0.0, sigma = 0.0, cosSqAlpha = 0.0, cos2SigmaM = 0.0
        repeat {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            sinSigma = ((cosU2 * sinLambda) * (cosU2 * sinLambda) + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)).squareRoot()
            if sinSigma == 0 { return 0 }
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cosSqAlpha = 1 - sinAlpha * sinAlpha
            cos2SigmaM = cosSqAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha : 0
            let C = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda = L + (1 - C) * f * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            iterations += 1
            if abs(lambda - previous) < 1e-12 { break }
        } while iterations < 200
        if iterations >= 200 { return haversine(p, q) }   // nearly antipodal: Vincenty does not converge
        let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
        let A = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
        let B = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
        let deltaSigma = B * sinSigma * (cos2SigmaM + B / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
            - B / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        return b * A * (sigma - deltaSigma)
    }

    static func haversine(_ p: CLLocationCoordinate2D, _ q: CLLocationCoordinate2D) -> Double {
        let rad = Double.pi / 180
        let dLat = (q.latitude - p.latitude) * rad, dLon = (q.longitude - p.longitude) * rad
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(p.latitude * rad) * cos(q.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
    }
}
