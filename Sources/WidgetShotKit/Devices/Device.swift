import Foundation
import WidgetShotUI

/// A device class WidgetShot can render widgets for: its screen, display scale and the widget
/// sizes of each family (`widgetkit-facts` §1).
///
/// On iPhone the canvas (the size the widget's SwiftUI view is laid out at) is the size shown on
/// the Home Screen. On iPad the system lays the widget out at a larger canvas and scales it down:
/// `onScreenSizes` holds the shown sizes, and `deviceScale(for:)` the factor.
///
/// ```swift
/// Device.iPhone16Pro.widgetSize(for: .systemSmall)     // 162×162 (unconfirmed size class)
/// Device.all.map(\.name)
/// Device.custom(name: "Mock", scale: 2, sizes: [.systemSmall: CGSize(width: 150, height: 150)])
/// ```
public struct Device: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// How certain the widget sizes are.
    public enum Confidence: String, Hashable, Sendable, Codable {
        /// From Apple's HIG table, cross-checked by measurements.
        case confirmed
        /// A best guess (newest iPhones, Plus-phone small size): see `notes`.
        case unconfirmed
    }

    /// The kind of device: iPhone, iPad or Apple Watch (`Device+Watch.swift`: accessory
    /// families only).
    public enum Idiom: String, Hashable, Sendable, Codable { case phone, pad, watch }

    /// A stable identifier, the static member's name: `"iPhone16Pro"`.
    public let id: String
    /// A display name: `"iPhone 16 Pro"`.
    public let name: String
    /// Other models sharing the screen class.
    public let models: [String]
    public let idiom: Idiom
    /// Portrait screen size in points.
    public let screenSize: CGSize
    /// UIKit display scale (2 or 3; 2 on every Apple Watch).
    public let scale: CGFloat
    /// Layout (canvas) size per family, in points.
    public let canvasSizes: [WidgetFamily: CGSize]
    /// Shown size per family where it differs from the canvas (iPad), in points.
    public let onScreenSizes: [WidgetFamily: CGSize]
    /// The Home Screen widget corner radius in canvas points (Apple does not publish it; see
    /// `widgetkit-facts` §3 — a per-device placeholder that can be overridden when rendering).
    public let cornerRadius: CGFloat
    public let confidence: Confidence
    /// Where the sizes come from and what is uncertain.
    public let notes: String

    public init(id: String, name: String, models: [String] = [], idiom: Idiom = .phone, screenSize: CGSize, scale: CGFloat,
                canvasSizes: [WidgetFamily: CGSize], onScreenSizes: [WidgetFamily: CGSize] = [:], cornerRadius: CGFloat = 22,
                confidence: Confidence = .confirmed, notes: String = "") {
        self.id = id
        self.name = name
        self.models = models
        self.idiom = idiom
        self.screenSize = screenSize
        self.scale = scale
        self.canvasSizes = canvasSizes
        self.onScreenSizes = onScreenSizes
        self.cornerRadius = cornerRadius
        self.confidence = confidence
        self.notes = notes
    }

    /// A device of your own: any canvas sizes and scale.
    public static func custom(name: String, scale: CGFloat, sizes: [WidgetFamily: CGSize], cornerRadius: CGFloat = 22) -> Device {
        Device(id: "custom-" + name.filter { $0.isLetter || $0.isNumber }, name: name, screenSize: .zero, scale: scale,
               canvasSizes: sizes, cornerRadius: cornerRadius, confidence: .unconfirmed, notes: "custom canvas")
    }

    /// The families this device shows.
    public var families: [WidgetFamily] { WidgetFamily.everyFamily.filter { canvasSizes[$0] != nil } }

    /// The canvas size of a family, or `nil` if the device has no such widget.
    public func widgetSize(for family: WidgetFamily) -> CGSize? { canvasSizes[family] }

    /// The factor from canvas to on-screen size (1 on iPhone; ≈0.85–0.94 on iPad).
    public func deviceScale(for family: WidgetFamily) -> CGFloat {
        guard let canvas = canvasSizes[family], let shown = onScreenSizes[family], canvas.width > 0 else { return 1 }
        return shown.width / canvas.width
    }

    public var description: String { name }

    public static func == (l: Device, r: Device) -> Bool { l.id == r.id }
    public func hash(into h: inout Hasher) { h.combine(id) }

    /// Looks a device up by `id` (`"iPhone16Pro"`), display name (`"iPhone 16 Pro"`) or any of its
    /// `models` (`"iPhone 15 Pro Max"`, `"iPad Air 13-inch"`). Case, spaces, punctuation, "inch"
    /// and "generation"/ordinal suffixes are ignored, so `"iPadPro12_9"`, `"iPad Pro 12.9"` and
    /// `"iphone se 2nd gen"` work too.
    public static func named(_ name: String) -> Device? {
        let key = lookupKey(name)
        return all.first { lookupKey($0.id) == key }
            ?? all.first { lookupKey($0.name) == key || $0.models.contains { lookupKey($0) == key } }
    }

    /// The normalized form `named(_:)` compares: lowercase letters and digits, without "inch",
    /// "generation"/"gen" and the "st"/"nd"/"rd"/"th" of ordinals.
    static func lookupKey(_ s: String) -> String {
        var k = String(s.lowercased().filter { $0.isLetter || $0.isNumber })
        for word in ["generation", "gen", "inch"] { k = k.replacingOccurrences(of: word, with: "") }
        var out = ""
        var chars = Array(k)[...]
        while let c = chars.first {
            out.append(c)
            chars = chars.dropFirst()
            if c.isNumber, chars.count >= 2, ["st", "nd", "rd", "th"].contains(String(chars.prefix(2))),
               chars.dropFirst(2).first?.isNumber != true {
                chars = chars.dropFirst(2)
            }
        }
        return out
    }
}
