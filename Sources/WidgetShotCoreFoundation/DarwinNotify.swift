import Dispatch
import Foundation

// Darwin's notification API, libnotify (`import notify`; notify(3),
// https://developer.apple.com/documentation/darwinnotify): processes post names to the system's
// notification server and are told when a name they registered for is posted. It is the same
// system-wide namespace as the Darwin `CFNotificationCenter`, so registrations here are observers
// of `CFNotificationCenterGetDarwinNotifyCenter()`: a `notify_post` reaches CF observers and a
// Darwin `CFNotificationCenterPostNotification` reaches `notify_register_dispatch` handlers. A
// render is one process: nothing outside it posts or listens (as in `CFNotificationCenter.swift`).

/// The block `notify_register_dispatch` runs for each notification; it gets the registration's
/// token — libnotify's `notify_handler_t`.
public typealias notify_handler_t = (Int32) -> Void

/// Success (notify.h's status codes; Swift imports them as `Int32`, the functions return `UInt32`).
public var NOTIFY_STATUS_OK: Int32 { 0 }
/// The name is not valid (not used: every name is).
public var NOTIFY_STATUS_INVALID_NAME: Int32 { 1 }
/// The token is not a registration (never made, or cancelled).
public var NOTIFY_STATUS_INVALID_TOKEN: Int32 { 2 }
/// A Mach port is not valid (Mach-port delivery is not offered).
public var NOTIFY_STATUS_INVALID_PORT: Int32 { 3 }
/// A file descriptor is not valid (file-descriptor delivery is not offered).
public var NOTIFY_STATUS_INVALID_FILE: Int32 { 4 }
/// A signal is not valid (signal delivery is not offered).
public var NOTIFY_STATUS_INVALID_SIGNAL: Int32 { 5 }
/// An internal error.
public var NOTIFY_STATUS_INVALID_REQUEST: Int32 { 6 }
/// The process may not post or register for the name.
public var NOTIFY_STATUS_NOT_AUTHORIZED: Int32 { 7 }
/// An internal error.
public var NOTIFY_STATUS_OPT_DISABLE: Int32 { 8 }
/// The notification server is not reachable.
public var NOTIFY_STATUS_SERVER_NOT_FOUND: Int32 { 9 }
/// A required argument was nil: the name, or where the token or result goes.
public var NOTIFY_STATUS_NULL_INPUT: Int32 { 10 }
/// A failure with no other code.
public var NOTIFY_STATUS_FAILED: Int32 { 1_000_000 }
/// A token that is never a registration; apps initialise token variables with it.
public var NOTIFY_TOKEN_INVALID: Int32 { -1 }
/// Flag for the Mach-port and file-descriptor registrations: reuse a port or descriptor.
public var NOTIFY_REUSE: Int32 { 1 }

/// The process's registrations: tokens, what each does on a post, and each name's state.
final class NotifyRegistry: @unchecked Sendable {
    /// One registration (a token).
    final class Registration {
        let name: String
        /// The queue and block of a dispatch registration; nil for a check registration.
        let delivery: (queue: DispatchQueue, handler: notify_handler_t)?
        /// Whether `notify_check` has been called since the last post (the first call is true).
        var checked = false
        /// Posts since the last `notify_check`.
        var posted = false
        /// Suspended registrations hold deliveries; one is delivered on resume if any arrived.
        var suspensions = 0
        var heldWhileSuspended = false
        init(name: String, delivery: (queue: DispatchQueue, handler: notify_handler_t)?) {
            self.name = name
            self.delivery = delivery
        }
    }

    static let shared = NotifyRegistry()
    private let lock = NSLock()
    private var registrations: [Int32: Registration] = [:]
    private var states: [String: UInt64] = [:]
    private var nextToken: Int32 = 1

    /// Registers for `name` as an observer of the Darwin CF centre; returns the token.
    func register(_ name: String, delivery: (queue: DispatchQueue, handler: notify_handler_t)?) -> Int32 {
        lock.lock()
        let token = nextToken
        nextToken += 1
        let registration = Registration(name: name, delivery: delivery)
        registrations[token] = registration
        lock.unlock()
        CFNotificationCenterAddObserver(.darwin, Self.observer(token), { _, _, _, _, _ in
            NotifyRegistry.shared.deliver(token)
        }, name as CFString, nil, .deliverImmediately)
        return token
    }

    /// A distinct observer pointer per token, for `CFNotificationCenterRemoveObserver`.
    private static func observer(_ token: Int32) -> UnsafeRawPointer? {
        UnsafeRawPointer(bitPattern: 0x6E0_0000 + Int(token))
    }

    private func deliver(_ token: Int32) {
        lock.lock()
        guard let registration = registrations[token] else { lock.unlock(); return }
        registration.posted = true
        let suspended = registration.suspensions > 0
        if suspended { registration.heldWhileSuspended = true }
        lock.unlock()
        if !suspended, let delivery = registration.delivery {
            delivery.queue.async { delivery.handler(token) }
        }
    }

    func registration(_ token: Int32) -> Registration? {
        lock.lock(); defer { lock.unlock() }
        return registrations[token]
    }

    func cancel(_ token: Int32) -> Bool {
        lock.lock()
        let removed = registrations.removeValue(forKey: token)
        lock.unlock()
        guard let removed else { return false }
        CFNotificationCenterRemoveObserver(.darwin, Self.observer(token), CFNotificationName(removed.name as CFString), nil)
        return true
    }

    /// `notify_check`: true on the first call and after a post since the previous call.
    func check(_ registration: Registration) -> Bool {
        lock.lock(); defer { lock.unlock() }
        let result = !registration.checked || registration.posted
        registration.checked = true
        registration.posted = false
        return result
    }

    func suspend(_ registration: Registration) {
        lock.lock(); defer { lock.unlock() }
        registration.suspensions += 1
    }

    /// Ends one suspension; the held notification (at most one) is delivered when the last ends.
    func resume(_ token: Int32, _ registration: Registration) {
        lock.lock()
        registration.suspensions = max(registration.suspensions - 1, 0)
        let deliver = registration.suspensions == 0 && registration.heldWhileSuspended
        if deliver { registration.heldWhileSuspended = false }
        lock.unlock()
        if deliver, let delivery = registration.delivery { delivery.queue.async { delivery.handler(token) } }
    }

    func state(of name: String) -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        return states[name] ?? 0
    }

    func setState(_ state: UInt64, of name: String) {
        lock.lock(); defer { lock.unlock() }
        states[name] = state
    }
}

private func string(_ name: UnsafePointer<CChar>?) -> String? { name.map { String(cString: $0) } }
private func status(_ code: Int32) -> UInt32 { UInt32(code) }

/// Posts a notification for `name`: every registration for it in this process is told, and the
/// Darwin `CFNotificationCenter`'s observers of the name are called.
@discardableResult
public func notify_post(_ name: UnsafePointer<CChar>!) -> UInt32 {
    guard let name = string(name) else { return status(NOTIFY_STATUS_NULL_INPUT) }
    CFNotificationCenterPostNotification(.darwin, CFNotificationName(name as CFString), nil, nil, true)
    return status(NOTIFY_STATUS_OK)
}

/// Registers for `name` with delivery to `queue`: `handler` runs there, with the token, after
/// each post of the name.
@discardableResult
public func notify_register_dispatch(_ name: UnsafePointer<CChar>!, _ out_token: UnsafeMutablePointer<Int32>!,
                                     _ queue: DispatchQueue!, _ handler: notify_handler_t!) -> UInt32 {
    guard let name = string(name), let out_token, let queue, let handler else { return status(NOTIFY_STATUS_NULL_INPUT) }
    out_token.pointee = NotifyRegistry.shared.register(name, delivery: (queue, handler))
    return status(NOTIFY_STATUS_OK)
}

/// Registers for `name` for polling with `notify_check`.
@discardableResult
public func notify_register_check(_ name: UnsafePointer<CChar>!, _ out_token: UnsafeMutablePointer<Int32>!) -> UInt32 {
    guard let name = string(name), let out_token else { return status(NOTIFY_STATUS_NULL_INPUT) }
    out_token.pointee = NotifyRegistry.shared.register(name, delivery: nil)
    return status(NOTIFY_STATUS_OK)
}

/// Sets `check` to 1 the first time it is called for a token and when the name has been posted
/// since the previous call, else 0 (notify(3)).
@discardableResult
public func notify_check(_ token: Int32, _ check: UnsafeMutablePointer<Int32>!) -> UInt32 {
    guard let registration = NotifyRegistry.shared.registration(token) else { return status(NOTIFY_STATUS_INVALID_TOKEN) }
    guard let check else { return status(NOTIFY_STATUS_NULL_INPUT) }
    check.pointee = NotifyRegistry.shared.check(registration) ? 1 : 0
    return status(NOTIFY_STATUS_OK)
}

/// Ends a registration: no more deliveries for the token.
@discardableResult
public func notify_cancel(_ token: Int32) -> UInt32 {
    status(NotifyRegistry.shared.cancel(token) ? NOTIFY_STATUS_OK : NOTIFY_STATUS_INVALID_TOKEN)
}

/// Holds deliveries for the token until `notify_resume` (posts meanwhile coalesce into one).
@discardableResult
public func notify_suspend(_ token: Int32) -> UInt32 {
    guard let registration = NotifyRegistry.shared.registration(token) else { return status(NOTIFY_STATUS_INVALID_TOKEN) }
    NotifyRegistry.shared.suspend(registration)
    return status(NOTIFY_STATUS_OK)
}

/// Ends a `notify_suspend`; a notification posted while suspended is delivered now.
@discardableResult
public func notify_resume(_ token: Int32) -> UInt32 {
    guard let registration = NotifyRegistry.shared.registration(token) else { return status(NOTIFY_STATUS_INVALID_TOKEN) }
    NotifyRegistry.shared.resume(token, registration)
    return status(NOTIFY_STATUS_OK)
}

/// Sets the 64-bit state of the token's name (shared by every registration for the name).
@discardableResult
public func notify_set_state(_ token: Int32, _ state64: UInt64) -> UInt32 {
    guard let registration = NotifyRegistry.shared.registration(token) else { return status(NOTIFY_STATUS_INVALID_TOKEN) }
    NotifyRegistry.shared.setState(state64, of: registration.name)
    return status(NOTIFY_STATUS_OK)
}

/// Reads the 64-bit state of the token's name (0 until set).
@discardableResult
public func notify_get_state(_ token: Int32, _ state64: UnsafeMutablePointer<UInt64>!) -> UInt32 {
    guard let registration = NotifyRegistry.shared.registration(token) else { return status(NOTIFY_STATUS_INVALID_TOKEN) }
    guard let state64 else { return status(NOTIFY_STATUS_NULL_INPUT) }
    state64.pointee = NotifyRegistry.shared.state(of: registration.name)
    return status(NOTIFY_STATUS_OK)
}

/// Whether `val_token` is a current registration.
public func notify_is_valid_token(_ val_token: Int32) -> Bool {
    NotifyRegistry.shared.registration(val_token) != nil
}
