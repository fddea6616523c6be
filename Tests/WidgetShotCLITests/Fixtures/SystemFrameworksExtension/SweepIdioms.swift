// Apple-API idioms real apps use that stopped a sweep (issue 20): key-value observing of
// UserDefaults, Objective-C selectors, CommonCrypto, os_unfair_lock.
// Compile-only: nothing here is drawn.
import Foundation
import ObjectiveC
import CommonCrypto
import WidgetKit
import SwiftUI
import os

/// Observes one defaults key, as preference libraries do.
final class DefaultsKeyObserver: NSObject {
    private let defaults: UserDefaults
    private let key: String
    private let onChange: (Any?) -> Void

    init(defaults: UserDefaults, key: String, onChange: @escaping (Any?) -> Void) {
        self.defaults = defaults
        self.key = key
        self.onChange = onChange
        super.init()
        defaults.addObserver(self, forKeyPath: key, options: [.initial, .old, .new, .prior], context: nil)
    }

    deinit {
        defaults.removeObserver(self, forKeyPath: key, context: nil)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard keyPath == key, let change else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if change[.notificationIsPriorKey] as? Bool == true { return }
        let kind = (change[.kindKey] as? UInt).flatMap(NSKeyValueChange.init(rawValue:))
        if kind == .setting { onChange(change[.newKey] ?? change[.oldKey]) }
    }
}

/// Reloads its note when iCloud or the calendar day changes.
final class NoteSync: NSObject {
    private var observation: NSKeyValueObservation?

    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(storeDidChange(_:)),
                                               name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil)
        let action: Selector = #selector(dayChanged)
        _ = NSStringFromSelector(action)
        observation = UserDefaults.standard.observe(\.description, options: [.initial, .new]) { _, change in
            _ = change.newValue
        }
    }

    @objc func storeDidChange(_ notification: Notification) {}
    @objc private func dayChanged() {}
}

extension String {
    /// The SHA-1 of the string's UTF-8 bytes, in hex.
    var sha1: String {
        let data = Data(utf8)
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        data.withUnsafeBytes { _ = CC_SHA1($0.baseAddress, CC_LONG(data.count), &digest) }
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    func hmacSHA256(key: String) -> [UInt8] {
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.utf8.count, self, utf8.count, &mac)
        return mac
    }
}

/// CombineCommunity/CombineExt's `Lock`: Darwin's struct tag as the pointee.
extension UnsafeMutablePointer where Pointee == os_unfair_lock_s {
    func withSweepLock<T>(_ body: () throws -> T) rethrows -> T {
        os_unfair_lock_lock(self)
        defer { os_unfair_lock_unlock(self) }
        return try body()
    }
}

/// A lock in the style of reactive-extension packages.
final class UnfairLock {
    private let lock: os_unfair_lock_t

    init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
    }

    deinit { lock.deinitialize(count: 1); lock.deallocate() }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return try body()
    }

    func tryRun(_ body: () -> Void) -> Bool {
        guard os_unfair_lock_trylock(lock) else { return false }
        body()
        os_unfair_lock_unlock(lock)
        return true
    }
}

final class ThumbnailCache: @unchecked Sendable {
    private let entries = OSAllocatedUnfairLock(initialState: [String: Data]())
    func store(_ data: Data, for key: String) { entries.withLock { $0[key] = data } }
    func data(for key: String) -> Data? { entries.withLockUnchecked { $0[key] } }
}

/// A colour stored as its space's name and components, as preference libraries persist it.
struct StoredColor: Codable {
    var spaceName: String
    var components: [CGFloat]

    init?(_ color: CGColor) {
        guard let space = color.colorSpace, let name = space.name, let components = color.components else { return nil }
        spaceName = name as String
        self.components = components
    }

    var color: CGColor? {
        guard let space = CGColorSpace(name: spaceName as CFString) else { return nil }
        return CGColor(colorSpace: space, components: components)
    }
}

/// An app delegate from the app's shared code; a widget build compiles it and never calls it.
final class SharedAppDelegate: NSObject, UIApplicationDelegate {
    private var syncTask: UIBackgroundTaskIdentifier = .invalid

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem { _ = item.type }
        NotificationCenter.default.addObserver(self, selector: #selector(willEnterForeground), name: UIScene.willEnterForegroundNotification, object: nil)
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    @objc private func willEnterForeground() {
        syncTask = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.syncTask)
            self.syncTask = .invalid
        }
    }
}

/// A deal's artwork as a 2021 widget wrote it (mgacy/Adequate): Xcode's object literals.
enum DealArtwork {
    static var placeholder: UIImage { return #imageLiteral(resourceName: "PlaceholderDealImage") }
    static let accent = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    static var badge: Color { Color(#colorLiteral(red: 1, green: 0.8, blue: 0, alpha: 1)) }
}
