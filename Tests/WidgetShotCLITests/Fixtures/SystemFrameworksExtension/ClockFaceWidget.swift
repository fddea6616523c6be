// A clock-face widget of the kind WidgetWeaver ships, with the settings plumbing of
// sindresorhus/Defaults (sweep 5, issue 20): numeral cells measured with UIKit's
// `NSString.size(withAttributes:)`, a photo filter that orients its `CIImage` by EXIF, rain noise
// tiles drawn with `Image(decorative:scale:orientation:)`, a debug badge asking StoreKit for the
// `AppTransaction`, theme colours converted with `CGColor.converted(to:intent:options:)`, and the
// settings library's associated objects, dyld image walk, `NSSecureCoding` colour and font
// archives and a KVO observer whose `observeValue` override has one parameter per line.
import CoreImage
import StoreKit
import SwiftUI
import UIKit
import WidgetKit

enum ClockNumerals {
    static func twoDigitWidth(fontSize: CGFloat) -> CGFloat {
        #if canImport(UIKit)
        let uiFont = UIFont.monospacedDigitSystemFont(ofSize: fontSize, weight: .heavy)
        return ("00" as NSString).size(withAttributes: [.font: uiFont]).width
        #else
        return fontSize * 1.2
        #endif
    }

    static func wrappedHeight(_ text: String, width: CGFloat) -> CGFloat {
        let rect = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                     options: [.usesLineFragmentOrigin, .usesFontLeading],
                                     attributes: [.font: UIFont.systemFont(ofSize: 13)], context: nil)
        return ceil(rect.height)
    }
}

enum PhotoOrientation {
    static func exifOrientation(for orientation: UIImage.Orientation) -> Int32 {
        switch orientation {
        case .up: return 1
        case .down: return 3
        case .left: return 8
        case .right: return 6
        case .upMirrored: return 2
        case .downMirrored: return 4
        case .leftMirrored: return 5
        case .rightMirrored: return 7
        @unknown default: return 1
        }
    }

    /// A 2×3 photo stored sideways, turned upright: 3×2.
    static func uprightExtent() -> String {
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 3), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            return f
        }()).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
        }
        guard let base = CIImage(image: photo) else { return "no image" }
        let upright = base.oriented(forExifOrientation: exifOrientation(for: .right))
        return "\(Int(upright.extent.width))×\(Int(upright.extent.height))"
    }
}

enum RainNoiseTile {
    static let tile: CGImage = {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { ctx in
            UIColor(white: 1, alpha: 0.4).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
        }
        return image.cgImage!
    }()

    static func image() -> Image { Image(decorative: tile, scale: 1.0, orientation: .up) }
}

actor DebugBadgeModel {
    private var cached: Bool?

    func isSandbox() async -> Bool {
        if let cached { return cached }
        let value: Bool
        do {
            let verificationResult = try await AppTransaction.shared
            switch verificationResult {
            case .verified(let appTransaction):
                value = appTransaction.environment == .sandbox
            case .unverified(let appTransaction, _):
                value = appTransaction.environment.rawValue.lowercased() == "sandbox"
            }
        } catch {
            value = false
        }
        cached = value
        return value
    }
}

extension Color {
    /// sRGB components, through Core Graphics when UIKit cannot give them.
    var themeComponents: (CGFloat, CGFloat, CGFloat, CGFloat)? {
        let ui = UIColor(self)
        if let cs = CGColorSpace(name: CGColorSpace.sRGB),
           let cg = ui.cgColor.converted(to: cs, intent: .defaultIntent, options: nil),
           let comps = cg.components, comps.count >= 4 {
            return (comps[0], comps[1], comps[2], comps[3])
        }
        return nil
    }
}

// MARK: - The settings library (Defaults-style)

final class ObjectAssociation<T> {
    subscript(index: AnyObject) -> T? {
        get {
            objc_getAssociatedObject(index, Unmanaged.passUnretained(self).toOpaque()) as! T?
        }
        set {
            objc_setAssociatedObject(index, Unmanaged.passUnretained(self).toOpaque(), newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}

protocol PreferenceSerializable {}

extension PreferenceSerializable where Self: NSSecureCoding & NSObject {
    static func archive(_ value: Self) -> Data? {
        try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    }

    static func unarchive(_ data: Data) -> Self? {
        try? NSKeyedUnarchiver.unarchivedObject(ofClass: Self.self, from: data)
    }
}

extension UIColor: PreferenceSerializable {}
extension UIFontDescriptor: PreferenceSerializable {}

final class PreferenceObserver: NSObject {
    private(set) var changes = 0

    // swiftlint:disable:next block_based_kvo
    override func observeValue(
        forKeyPath keyPath: String?,
        of object: Any?,
        change: [NSKeyValueChangeKey: Any]?, // swiftlint:disable:this discouraged_optional_collection
        context: UnsafeMutableRawPointer?
    ) {
        guard keyPath != nil else {
            super.observeValue(
                forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        changes += 1
    }
}

#if DEBUG
let loadedImageCount: UInt32 = {
    var found = 0
    for index in 0..<_dyld_image_count() {
        guard let name = _dyld_get_image_name(index), _dyld_get_image_header(index) != nil else { continue }
        if !String(cString: name).isEmpty { found += 1 }
    }
    return UInt32(found)
}()
#endif

// MARK: - The widget

struct ClockFaceEntry: TimelineEntry {
    let date: Date
    let summary: String
}

struct ClockFaceProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockFaceEntry { ClockFaceEntry(date: .now, summary: "…") }
    func getSnapshot(in context: Context, completion: @escaping (ClockFaceEntry) -> Void) {
        Task { completion(ClockFaceEntry(date: .now, summary: await Self.summary())) }
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockFaceEntry>) -> Void) {
        Task { completion(Timeline(entries: [ClockFaceEntry(date: .now, summary: await Self.summary())], policy: .never)) }
    }

    static func summary() async -> String {
        let digits = ClockNumerals.twoDigitWidth(fontSize: 40)
        let twoLines = ClockNumerals.wrappedHeight("Rain starting in 12 minutes, heavy at times", width: 120)
            > ClockNumerals.wrappedHeight("Rain", width: 120)
        let sandbox = await DebugBadgeModel().isSandbox() ? "sandbox" : "not from the App Store"
        let theme = Color(red: 1, green: 0.5, blue: 0).themeComponents.map { String(format: "%.1f", $0.1) } ?? "none"
        let p3 = CGColorSpace(name: CGColorSpace.displayP3).flatMap { UIColor.red.cgColor.converted(to: $0, intent: .defaultIntent, options: nil) }
        let association = ObjectAssociation<String>()
        let owner = NSObject()
        association[owner] = "tag"
        let archived = UIColor.archiveRoundTrip()
        let font = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).withDesign(.rounded)
        let fontBack = font.flatMap(UIFontDescriptor.archive).flatMap(UIFontDescriptor.unarchive)
        #if DEBUG
        let images = loadedImageCount > 0 ? "images" : "no images"
        #else
        let images = "release"
        #endif
        return [
            digits > 40 && digits < 60 ? "digits ok" : "digits \(digits)",
            twoLines ? "wraps" : "one line",
            PhotoOrientation.uprightExtent(),
            sandbox,
            "g \(theme)",
            "p3 \(p3?.numberOfComponents ?? 0)",
            association[owner] ?? "no tag",
            archived,
            fontBack?.object(forKey: .textStyle) != nil ? "font kept" : "font lost",
            images,
            NoiseSession.configure(),
        ].joined(separator: " · ")
    }
}

extension UIColor {
    static func archiveRoundTrip() -> String {
        let accent = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        guard let data = archive(accent), let back = unarchive(data) else { return "archive failed" }
        var g: CGFloat = 0
        back.getRed(nil, green: &g, blue: nil, alpha: nil)
        return String(format: "archived %.1f", g)
    }
}

struct ClockFaceView: View {
    var entry: ClockFaceEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            RainNoiseTile.image().resizable().frame(width: 16, height: 16)
            Text(entry.summary).font(.caption2)
        }
    }
}

struct ClockFaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ClockFace", provider: ClockFaceProvider()) { entry in
            ClockFaceView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Clock")
        .supportedFamilies([.systemMedium])
    }
}

// dayssince's theme comparison: `Self(red:…)` in a UIColor extension.
extension UIColor {
    func mix(with color: UIColor, amount: CGFloat) -> Self {
        var r1: CGFloat = 0, g1: CGFloat = 0, b1: CGFloat = 0, a1: CGFloat = 0
        var r2: CGFloat = 0, g2: CGFloat = 0, b2: CGFloat = 0, a2: CGFloat = 0
        getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        color.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
        return Self(red: r1 * (1 - amount) + r2 * amount, green: g1 * (1 - amount) + g2 * amount,
                    blue: b1 * (1 - amount) + b2 * amount, alpha: a1)
    }

    func lighter(by amount: CGFloat = 0.2) -> Self { mix(with: .white, amount: amount) }
}
