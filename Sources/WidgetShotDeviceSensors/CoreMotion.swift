import Foundation

// CoreMotion (https://developer.apple.com/documentation/coremotion) in a widget's render: the
// process has no motion coprocessor access and the user has not granted Motion & Fitness, so
// pedometer and activity queries fail with CMErrorMotionActivityNotAuthorized and live updates
// never arrive. Availability answers as an iPhone would.

/// Motion sensors.
open class CMMotionManager: NSObject, @unchecked Sendable {
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var isAccelerometerAvailable: Bool { true }
    open var isGyroAvailable: Bool { true }
    open var isDeviceMotionAvailable: Bool { true }
    open var isAccelerometerActive: Bool { false }
    open var isDeviceMotionActive: Bool { false }
    /// The latest reading: none (no updates run in a render).
    open var accelerometerData: CMAccelerometerData? { nil }
    /// The latest device motion: none.
    open var deviceMotion: CMDeviceMotion? { nil }
    public override init() {}
    /// Starts accelerometer updates: none arrive in a render.
    open func startAccelerometerUpdates() {}
    /// Starts accelerometer updates to `handler` on `queue`: none arrive.
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAccelerometerData?, Error?) -> Void) {}
    /// Stops accelerometer updates.
    open func stopAccelerometerUpdates() {}
    /// Starts device-motion updates: none arrive.
    open func startDeviceMotionUpdates() {}
    /// Starts device-motion updates to `handler`: none arrive.
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMDeviceMotion?, Error?) -> Void) {}
    /// Stops device-motion updates.
    open func stopDeviceMotionUpdates() {}
}

/// An acceleration in g.
public struct CMAcceleration: Sendable { public var x, y, z: Double }
/// An accelerometer reading.
open class CMAccelerometerData: NSObject, @unchecked Sendable { open var acceleration = CMAcceleration(x: 0, y: 0, z: 0) }
/// A device-motion reading.
open class CMDeviceMotion: NSObject, @unchecked Sendable { open var userAcceleration = CMAcceleration(x: 0, y: 0, z: 0) }

/// Motion & Fitness permission.
public enum CMAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }

/// The CoreMotion error domain.
public let CMErrorDomain = "CMErrorDomain"
/// Motion activity not authorised (CMErrorMotionActivityNotAuthorized).
public let CMErrorMotionActivityNotAuthorized = 105

func motionNotAuthorized() -> NSError { NSError(domain: CMErrorDomain, code: CMErrorMotionActivityNotAuthorized) }

/// Step counts and distance.
open class CMPedometer: NSObject, @unchecked Sendable {
    public override init() {}
    /// Whether step counting exists: yes on an iPhone.
    open class func isStepCountingAvailable() -> Bool { true }
    /// Whether distance exists.
    open class func isDistanceAvailable() -> Bool { true }
    /// Whether floor counting exists.
    open class func isFloorCountingAvailable() -> Bool { true }
    /// Whether pace exists.
    open class func isPaceAvailable() -> Bool { true }
    /// Whether cadence exists: yes on an iPhone (iOS 9+).
    open class func isCadenceAvailable() -> Bool { true }
    /// Whether pause/resume events exist: yes on an iPhone (iOS 10+, `isPedometerEventTrackingAvailable()`).
    open class func isPedometerEventTrackingAvailable() -> Bool { true }
    /// The permission: not asked.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// Steps between two dates: fails, not authorised.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping (CMPedometerData?, Error?) -> Void) {
        DispatchQueue.global().async { handler(nil, motionNotAuthorized()) }
    }
    /// Live steps: fails, not authorised.
    open func startUpdates(from start: Date, withHandler handler: @escaping (CMPedometerData?, Error?) -> Void) {
        DispatchQueue.global().async { handler(nil, motionNotAuthorized()) }
    }
    /// Stops live steps.
    open func stopUpdates() {}
}

/// Pedometer data.
open class CMPedometerData: NSObject, @unchecked Sendable {
    open var startDate = Date()
    open var endDate = Date()
    open var numberOfSteps: NSNumber = 0
    open var distance: NSNumber?
    open var floorsAscended: NSNumber?
    open var floorsDescended: NSNumber?
}

/// Activity (walking, driving…) classification.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
    public override init() {}
    /// Whether activity classification exists.
    open class func isActivityAvailable() -> Bool { true }
    /// The permission: not asked.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// Activities between two dates: fails, not authorised.
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue, withHandler handler: @escaping ([CMMotionActivity]?, Error?) -> Void) {
        queue.addOperation { handler(nil, motionNotAuthorized()) }
    }
    /// Live activities: none arrive.
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void) {}
    /// Stops live activities.
    open func stopActivityUpdates() {}
}

/// An activity.
open class CMMotionActivity: NSObject, @unchecked Sendable {
    open var stationary = false, walking = false, running = false, automotive = false, cycling = false, unknown = true
    open var startDate = Date()
}

/// Barometric altitude.
open class CMAltimeter: NSObject, @unchecked Sendable {
    public override init() {}
    /// Whether relative altitude exists.
    open class func isRelativeAltitudeAvailable() -> Bool { true }
    /// The permission: not asked.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// Live altitude: none arrives.
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, Error?) -> Void) {}
    /// Stops live altitude.
    open func stopRelativeAltitudeUpdates() {}
}

/// An altitude reading.
open class CMAltitudeData: NSObject, @unchecked Sendable {
    open var relativeAltitude: NSNumber = 0
    open var pressure: NSNumber = 0
}
