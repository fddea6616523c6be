import WidgetKit
import SwiftUI
import Security
import CryptoKit
import CoreImage
import CoreImage.CIFilterBuiltins
import UniformTypeIdentifiers

enum TokenStore {
    static let service = "com.example.accounts"

    static func token() -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "session",
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess, let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }
}

struct AccountEntry: TimelineEntry {
    let date: Date
    let signedIn: Bool
    let cacheKey: String
    let avatar: UIImage?
    var jwt = ""
}

struct AccountProvider: TimelineProvider {
    func placeholder(in context: Context) -> AccountEntry { AccountEntry(date: Date(), signedIn: false, cacheKey: "", avatar: nil) }
    func getSnapshot(in context: Context, completion: @escaping (AccountEntry) -> Void) { completion(makeEntry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<AccountEntry>) -> Void) {
        completion(Timeline(entries: [makeEntry()], policy: .never))
    }

    func makeEntry() -> AccountEntry {
        let digest = SHA256.hash(data: Data("avatar-42".utf8))
        let key = digest.prefix(4).map { String(format: "%02x", $0) }.joined()
        return AccountEntry(date: Date(), signedIn: TokenStore.token() != nil, cacheKey: key, avatar: blurredAvatar(),
                            jwt: APIToken.check(keyData: APIToken.demoKey))
    }

    /// A blurred, desaturated backdrop, as photo widgets draw behind text.
    func blurredAvatar() -> UIImage? {
        let source = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        guard let input = CIImage(image: source) else { return nil }
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = input.clampedToExtent()
        blur.radius = 4
        let controls = CIFilter.colorControls()
        controls.inputImage = blur.outputImage?.cropped(to: input.extent)
        controls.saturation = 0.6
        guard let output = controls.outputImage,
              let cgImage = CIContext().createCGImage(output, from: output.extent) else { return nil }
        _ = UTType.png.preferredFilenameExtension
        return UIImage(cgImage: cgImage)
    }
}

struct AccountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Account", provider: AccountProvider()) { entry in
            VStack(spacing: 6) {
                if let avatar = entry.avatar {
                    Image(uiImage: avatar).resizable().frame(width: 40, height: 40).clipShape(Circle())
                }
                Text(entry.signedIn ? "Signed in" : "Signed out")
                    .font(.headline)
                Text("cache \(entry.cacheKey)")
                    .font(.caption2.monospaced())
                Text(entry.jwt)
                    .font(.caption2)
                Text(SalesSummary.line())
                    .font(.caption2)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Account")
        .supportedFamilies([.systemSmall])
    }
}
