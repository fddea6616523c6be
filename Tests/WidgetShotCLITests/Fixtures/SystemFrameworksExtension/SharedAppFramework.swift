// Code of an app's shared framework that a widget build compiles whole (issue 20 sweep:
// NetNewsWire's RSCore, Galaxoid-Labs/BitcoinWidget's CKManager, jmshrv/MinecraftPing, GRDB's
// iOS branch, SwiftyJSON, sindresorhus/Defaults, Kingfisher's CarPlay extension).
// Compile-only except what the TransitCard widget shows.
import Foundation
import UIKit
import CloudKit
import Combine
#if canImport(CarPlay)
import CarPlay
#endif

// MARK: - UIKit app classes (RSCore/UIKit)

final class ImageHeaderView: UITableViewHeaderFooterView {
    static let rowHeight = CGFloat(integerLiteral: 88)
    let imageView = UIImageView()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    func commonInit() {
        imageView.tintColor = UIColor.label
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
    }

    override func layoutSubviews() {
        imageView.frame = CGRect(x: (bounds.width - 48) / 2, y: (bounds.height - 48) / 2, width: 48, height: 48)
    }
}

final class NonIntrinsicImageView: UIImageView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
}

final class ModalNavigationController: UINavigationController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let frame = navigationBar.frame
        navigationBar.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.size.width, height: 64.0)
    }
}

final class CroppingPreviewParameters: UIPreviewParameters {
    override init() { super.init() }

    init(view: UIView) {
        super.init()
        let newBounds = CGRect(x: 1, y: 1, width: view.bounds.width - 2, height: view.bounds.height - 2)
        visiblePath = UIBezierPath(roundedRect: newBounds, cornerRadius: 10)
    }
}

extension UIFont {
    func withTraits(traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
        if let descriptor = fontDescriptor.withSymbolicTraits(traits) {
            return UIFont(descriptor: descriptor, size: 0)
        }
        return self
    }
    func bold() -> UIFont { withTraits(traits: .traitBold) }
}

// MARK: - App delegate handlers (Ikigai, BitcoinWidget, GRDB)

final class SyncAppDelegate: NSObject {
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        restorationHandler(nil)
        return false
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        guard let notification = CKNotification(fromRemoteNotificationDictionary: userInfo),
              let query = notification as? CKQueryNotification, query.recordID != nil else { return .noData }
        return query.queryNotificationReason == .recordDeleted ? .newData : .noData
    }

    func beginSave() {
        backgroundTask = UIApplication.shared.beginBackgroundTask { [weak self] in self?.endSave() }
    }

    func endSave() {
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}

// MARK: - CloudKit subscriptions (CKManager)

actor PriceSubscriptions {
    static let shared = PriceSubscriptions()
    private let publicDB = CKContainer(identifier: "iCloud.com.example.transit").publicCloudDatabase
    private var priceSub: CKSubscription.ID?

    func subscribe() async -> String {
        do {
            let subs = try await publicDB.allSubscriptions()
            priceSub = subs.compactMap { $0 as? CKQuerySubscription }.first { $0.recordType == "Price" }?.subscriptionID
            if priceSub == nil {
                let subscription = CKQuerySubscription(recordType: "Price", predicate: NSPredicate(value: true))
                let info = CKSubscription.NotificationInfo()
                info.shouldSendContentAvailable = true
                subscription.notificationInfo = info
                try await publicDB.save(subscription)
                priceSub = subscription.subscriptionID
            }
            return "subscribed"
        } catch let error as CKError where error.code == .notAuthenticated {
            return "not signed in"
        } catch {
            return "failed"
        }
    }

    func record(price: Double) -> CKRecord {
        let record = CKRecord(recordType: "Price", recordID: CKRecord.ID(recordName: "USD"))
        record.setValue(price, forKey: "price")
        return record
    }
}

// MARK: - A server ping over a stream task (MinecraftPing)

struct ServerPing {
    let hostname: String
    let port: UInt16

    func status() async -> String {
        let connection = URLSession.shared.streamTask(withHostName: hostname, port: Int(port))
        connection.resume()
        do {
            try await connection.write(Data([0x0F, 0x00]), timeout: .zero)
            let (data, _) = try await connection.readData(ofMinLength: 0, maxLength: .max, timeout: .zero)
            return data.map { "\($0.count) bytes" } ?? "no data"
        } catch let error as URLError {
            return "offline (\(error.code.rawValue))"
        } catch {
            return "offline"
        }
    }
}

// MARK: - Four-character codes (RSCore/AppKit/FourCharCode.swift)

extension String {
    var fourCharCode: FourCharCode {
        var sum: UInt32 = 0
        for scalar in unicodeScalars { sum = sum * 256 + scalar.value }
        return sum
    }
}

// MARK: - NSNumber comparisons (SwiftyJSON 5)

func == (lhs: NSNumber, rhs: NSNumber) -> Bool {
    lhs.compare(rhs) == .orderedSame
}

func < (lhs: NSNumber, rhs: NSNumber) -> Bool {
    lhs.compare(rhs) == .orderedAscending
}

func isCheaper(_ a: NSNumber, than b: NSNumber) -> Bool { a < b }

// MARK: - Combine (Defaults' Observation+Combine)

enum KeyChanges {
    static func publisher(for names: [String]) -> AnyPublisher<Void, Never> {
        let initial = Empty<Void, Never>(completeImmediately: false).eraseToAnyPublisher()
        return names
            .map { NotificationCenter.default.publisher(for: Notification.Name($0)).map { _ in () }.eraseToAnyPublisher() }
            .reduce(initial) { combined, next in combined.merge(with: next).eraseToAnyPublisher() }
    }
}

// MARK: - CarPlay (Kingfisher's CPListItem extension, home-assistant's icons)

#if canImport(CarPlay)
extension CPListItem {
    func setStopIcon(_ image: UIImage?) {
        let size = CPListItem.maximumImageSize
        setImage(image?.size.width ?? 0 > size.width ? nil : image)
    }
}

func gridIconSize() -> CGSize {
    if #available(iOS 26.0, *) {
        return CPListTemplate.maximumGridButtonImageSize
    }
    return CGSize(width: 60, height: 60)
}
#endif
