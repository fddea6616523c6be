import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetShot

/// Apple APIs the company sweep of issue 20 stopped on: Alamofire 5.12's Security and Foundation
/// calls (horizontalsystems/unstoppable-wallet-ios' widget, through HsToolKit), Core Foundation's
/// `CFDataGetBytes` and `kCFBooleanTrue!` (rainbow-me/rainbow's price widget and its pod
/// swift-vibrant), and `NSInteger` (Kingfisher 7, pennlabs/penn-mobile-ios).
@Suite(.serialized) struct CompanyThirteenAppleAPITests {
    /// `kCFBooleanTrue` is implicitly unwrapped, as Apple declares it: `kCFBooleanTrue!` compiles,
    /// and a query written so still finds the item (the Optional inside `Any` casts to `Bool`).
    @Test func aKeychainQueryWithForceUnwrappedBooleansFindsTheItem() {
        let service = "com.example.companyThirteen.\(UUID().uuidString)"
        let add = [kSecClass: kSecClassInternetPassword, kSecAttrServer: service, kSecAttrAccount: "currency",
                   kSecValueData: Data("EUR".utf8)] as [String: Any]
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        let query = [kSecClass: kSecClassInternetPassword, kSecAttrServer: service, kSecReturnAttributes: kCFBooleanTrue!,
                     kSecReturnData: kCFBooleanTrue!, kSecMatchLimit: kSecMatchLimitOne] as [String: Any]
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
        let found = item as? [String: Any]
        #expect((found?[kSecValueData as String] as? Data) == Data("EUR".utf8))
        #expect(found?[kSecAttrAccount as String] as? String == "currency")
        let unwrappedFalse: CFBoolean = kCFBooleanFalse
        #expect(unwrappedFalse.boolValue == false && kCFBooleanTrue.boolValue)
        #expect(SecItemDelete([kSecClass: kSecClassInternetPassword, kSecAttrServer: service] as CFDictionary) == errSecSuccess)
    }

    /// swift-vibrant copies a `CGImage`'s pixels with `CFDataGetBytes`.
    @Test func cfDataGetBytesCopiesTheRange() {
        let data = Data([10, 20, 30, 40, 50]) as CFData
        var all = [UInt8](repeating: 0, count: CFDataGetLength(data))
        CFDataGetBytes(data, CFRange(location: 0, length: CFDataGetLength(data)), &all)
        #expect(all == [10, 20, 30, 40, 50])
        var middle = [UInt8](repeating: 0, count: 2)
        CFDataGetBytes(data, CFRangeMake(2, 2), &middle)
        #expect(middle == [30, 40])
        var none: [UInt8] = [7]
        CFDataGetBytes(data, CFRangeMake(5, 0), &none)
        #expect(none == [7])
    }

    /// Kingfisher's `DisplayLinkCompatible` declares `var preferredFramesPerSecond: NSInteger`.
    @Test func nsIntegerIsTheWordSizedInt() {
        let frames: NSInteger = 60
        let count: NSUInteger = 3
        #expect(frames == Int(60) && count == UInt(3))
        #expect(MemoryLayout<NSInteger>.size == MemoryLayout<Int>.size)
    }

    /// Alamofire's `MultipartFormData` checks a body part's file with `checkPromisedItemIsReachable()`.
    @Test func aPromisedItemIsReachableWhenTheFileIsThere() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("company-thirteen-\(UUID().uuidString).txt")
        try Data("part".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try file.checkPromisedItemIsReachable())
        #expect(throws: (any Error).self) { try file.appendingPathExtension("missing").checkPromisedItemIsReachable() }
    }

    /// Alamofire's `AFError.downloadResumeData` reads this key; Linux's URLSession never sets it.
    @Test func theResumeDataKeyIsApplesAndAbsentFromErrors() {
        #expect(NSURLSessionDownloadTaskResumeData == "NSURLSessionDownloadTaskResumeData")
        let error = URLError(.notConnectedToInternet)
        #expect(error.userInfo[NSURLSessionDownloadTaskResumeData] == nil)
    }

    /// Alamofire's `RevocationTrustEvaluator.Options` are these flags (SecPolicy.h's values).
    @Test func revocationFlagsAndPolicy() {
        #expect([kSecRevocationOCSPMethod, kSecRevocationCRLMethod, kSecRevocationPreferCRL,
                 kSecRevocationRequirePositiveResponse, kSecRevocationNetworkAccessDisabled] == [1, 2, 4, 8, 16])
        #expect(kSecRevocationUseAnyAvailableMethod == kSecRevocationOCSPMethod | kSecRevocationCRLMethod)
        #expect(SecPolicyCreateRevocation(kSecRevocationUseAnyAvailableMethod | kSecRevocationRequirePositiveResponse) != nil)
    }

    /// Alamofire's `setAnchorCertificates(_:)`: the trust keeps the anchors (and only them is the
    /// default once set); a non-certificate is `errSecParam`; the leaf's key is `SecTrustCopyKey`'s.
    @Test func anchorsAreKeptOnTheTrust() throws {
        let der = Data([0x30, 0x03, 0x02, 0x01, 0x01])
        let certificate = try #require(SecCertificateCreateWithData(nil, der as CFData))
        var made: SecTrust?
        #expect(SecTrustCreateWithCertificates(certificate, SecPolicyCreateBasicX509(), &made) == errSecSuccess)
        let trust = try #require(made)
        var anchors: CFArray?
        #expect(SecTrustCopyCustomAnchorCertificates(trust, &anchors) == errSecSuccess)
        #expect(anchors == nil)
        #expect(SecTrustSetAnchorCertificates(trust, [certificate] as CFArray) == errSecSuccess)
        #expect(SecTrustCopyCustomAnchorCertificates(trust, &anchors) == errSecSuccess)
        let kept = (anchors as? [Any])?.compactMap { $0 as? SecCertificate } ?? []
        #expect(kept.map { SecCertificateCopyData($0) as Data } == [der])
        #expect(SecTrustSetAnchorCertificatesOnly(trust, false) == errSecSuccess)
        #expect(SecTrustSetAnchorCertificates(trust, ["not a certificate"] as CFArray) == errSecParam)
        #expect((SecTrustCopyPublicKey(trust) == nil) == (SecTrustCopyKey(trust) == nil))
    }
}

/// SwiftDate 6 (themuzzleflare/Provenance's widget pod) finds the start of a unit with
/// `NSCalendar.range(of:start:interval:for:)`.
@Suite struct CompanyThirteenCalendarRangeTests {
    @Test func theDayAndTheMonthAroundADate() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14 22:13:20 UTC
        var start: NSDate?
        var interval: TimeInterval = 0
        #expect((calendar as NSCalendar).range(of: .day, start: &start, interval: &interval, for: date))
        #expect(start.map { $0 as Date } == Date(timeIntervalSince1970: 1_699_920_000))   // 2023-11-14 00:00 UTC
        #expect(interval == 86_400)
        #expect((calendar as NSCalendar).range(of: .month, start: &start, interval: &interval, for: date))
        #expect(start.map { $0 as Date } == Date(timeIntervalSince1970: 1_698_796_800))   // 2023-11-01 00:00 UTC
        #expect(interval == 30 * 86_400)
        #expect((calendar as NSCalendar).range(of: .day, start: nil, interval: nil, for: date))
    }
}
