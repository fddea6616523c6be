import Foundation

// Core Foundation notification centres (`CFNotificationCenterGetDarwinNotifyCenter` and friends):
// apps and their widget extensions post Darwin notifications to tell each other that shared data
// changed. A render is one process: a posted notification reaches the observers registered in it,
// as the poster's own observers receive it on iOS; no other process listens. Darwin notifications
// carry no object or user info (Apple: "object and userInfo are ignored" for the Darwin center).

/// A notification centre — Core Foundation's `CFNotificationCenter`.
public final class CFNotificationCenter: @unchecked Sendable {
    fileprivate struct Observation {
        let observer: UnsafeRawPointer?
        let callback: CFNotificationCallback
        let name: CFNotificationName?
        let object: UnsafeRawPointer?
    }
    /// Whether this is the Darwin (system-wide) centre, which drops objects and user info.
    let isDarwin: Bool
    private let lock = NSLock()
    private var observations: [Observation] = []

    init(isDarwin: Bool) { self.isDarwin = isDarwin }

    fileprivate func add(_ observation: Observation) {
        lock.lock(); defer { lock.unlock() }
        observations.append(observation)
    }

    fileprivate func remove(observer: UnsafeRawPointer?, name: CFNotificationName?, object: UnsafeRawPointer?) {
        lock.lock(); defer { lock.unlock() }
        observations.removeAll { o in
            o.observer == observer && (name == nil || o.name == name) && (object == nil || o.object == object)
        }
    }

    fileprivate func post(name: CFNotificationName, object: UnsafeRawPointer?, userInfo: CFDictionary?) {
        lock.lock()
        let matching = observations.filter { o in
            (o.name == nil || o.name == name) && (isDarwin || o.object == nil || o.object == object)
        }
        lock.unlock()
        for o in matching {
            o.callback(self, UnsafeMutableRawPointer(mutating: o.observer), name, isDarwin ? nil : object, isDarwin ? nil : userInfo)
        }
    }

    static let darwin = CFNotificationCenter(isDarwin: true)
    static let local = CFNotificationCenter(isDarwin: false)
}

/// A notification's name — Core Foundation's `CFNotificationName` (a `CFString`).
public struct CFNotificationName: RawRepresentable, Hashable, @unchecked Sendable {
    /// The name.
    public let rawValue: CFString
    /// A name from a string.
    public init(rawValue: CFString) { self.rawValue = rawValue }
    /// A name from a string.
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
    public static func == (l: CFNotificationName, r: CFNotificationName) -> Bool { (l.rawValue as String) == (r.rawValue as String) }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue as String) }
}

/// The function a centre calls for a notification — Core Foundation's `CFNotificationCallback`
/// (a C function pointer on Apple platforms; a Swift closure here, so the closures apps write
/// compile unchanged): centre, observer, name, object, user info.
public typealias CFNotificationCallback = (CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?) -> Void

/// What a centre does with notifications for a suspended app — Core Foundation's
/// `CFNotificationSuspensionBehavior` (raw values as Apple's). A render's process is never
/// suspended: every behaviour delivers at once.
public enum CFNotificationSuspensionBehavior: Int, Sendable {
    case drop = 1, coalesce = 2, hold = 3, deliverImmediately = 4
}

/// The Darwin notification centre, shared by every process on iOS (`CFNotificationCenterGetDarwinNotifyCenter`).
public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter { .darwin }
/// The process's local centre (`CFNotificationCenterGetLocalCenter`).
public func CFNotificationCenterGetLocalCenter() -> CFNotificationCenter { .local }

/// Registers `callBack` for notifications named `name` (`nil`: every name) from `object` (`nil`: any).
public func CFNotificationCenterAddObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer?, _ callBack: @escaping CFNotificationCallback,
                                            _ name: CFString!, _ object: UnsafeRawPointer?, _ suspensionBehavior: CFNotificationSuspensionBehavior) {
    center.add(.init(observer: observer, callback: callBack, name: name.map { CFNotificationName(rawValue: $0) }, object: object))
}

/// Removes `observer`'s registrations for `name` (`nil`: all names) and `object` (`nil`: any).
public func CFNotificationCenterRemoveObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer?, _ name: CFNotificationName?, _ object: UnsafeRawPointer?) {
    center.remove(observer: observer, name: name, object: object)
}

/// Removes every registration of `observer`.
public func CFNotificationCenterRemoveEveryObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer?) {
    center.remove(observer: observer, name: nil, object: nil)
}

/// Posts a notification: the matching observers' callbacks run now, on this thread, as Core
/// Foundation delivers them (`deliverImmediately` is ignored: delivery is always immediate).
public func CFNotificationCenterPostNotification(_ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer?,
                                                 _ userInfo: CFDictionary?, _ deliverImmediately: Bool) {
    center.post(name: name, object: object, userInfo: userInfo)
}

/// A point in time in seconds since 1 January 2001 — Core Foundation's `CFAbsoluteTime`.
public typealias CFAbsoluteTime = Double
/// A time interval in seconds — Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double
/// The current time (`CFAbsoluteTimeGetCurrent`): `Date().timeIntervalSinceReferenceDate`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

/// Core Foundation's error: `NSError` (toll-free bridged on Apple platforms).
public typealias CFError = NSError
