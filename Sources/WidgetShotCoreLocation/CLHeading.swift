import Foundation

/// A compass reading — Core Location's `CLHeading`
/// (https://developer.apple.com/documentation/corelocation/clheading). Core Location makes these
/// from the magnetometer; a widget render has none, so no code receives one (`MKUserLocation.heading`
/// is nil). An object made with `init()` reads as Core Location's invalid heading: accuracy −1.
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees from magnetic north.
    open private(set) var magneticHeading: CLLocationDirection = 0
    /// Degrees from true north (negative: invalid).
    open private(set) var trueHeading: CLLocationDirection = -1
    /// The maximum error of `magneticHeading` in degrees (negative: invalid).
    open private(set) var headingAccuracy: CLLocationDirection = -1
    /// When the reading was taken.
    open private(set) var timestamp = Date()
    /// The geomagnetic field along the device's x axis, in microteslas.
    open private(set) var x: Double = 0
    /// The geomagnetic field along the device's y axis, in microteslas.
    open private(set) var y: Double = 0
    /// The geomagnetic field along the device's z axis, in microteslas.
    open private(set) var z: Double = 0

    /// An invalid reading (Objective-C's `init`).
    public override init() { super.init() }
}
