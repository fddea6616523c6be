import Foundation
import WidgetShotUI

/// A tappable region of a rendered widget.
public struct TapTarget: Codable, Hashable {
    public enum Kind: String, Codable { case widgetURL, link, intent }
    public var kind: Kind
    /// The URL a `widgetURL` or `Link` opens (empty for an intent).
    public var url: String
    /// The region in canvas points: `[x, y, width, height]`.
    public var rect: [Double]
    /// For `.intent`: the intent's type name (`Button(intent:)`, `Toggle(isOn:intent:)`).
    public var intent: String?
    /// For `.intent`: the intent's parameter values as text (a toggle adds `isOn`).
    public var parameters: [String: String]?

    public init(kind: Kind, url: String, rect: [Double], intent: String? = nil, parameters: [String: String]? = nil) {
        self.kind = kind
        self.url = url
        self.rect = rect
        self.intent = intent
        self.parameters = parameters
    }
}

/// A problem in a widget that WidgetKit would show differently from the code's intent.
public struct Lint: Codable, Hashable, CustomStringConvertible {
    public init(rule: Rule, message: String, rect: [Double]?) {
        self.rule = rule
        self.message = message
        self.rect = rect
    }

    public enum Rule: String, Codable, CaseIterable {
        case linkInSmallWidget, multipleWidgetURLs, missingContainerBackground, unsupportedView, oversizedImage, truncatedText
        /// The provider's timeline had no entries (the placeholder was rendered instead).
        case emptyTimeline
    }
    public var rule: Rule
    public var message: String
    /// Where, in canvas points (`[x, y, width, height]`), when the lint concerns one view.
    public var rect: [Double]?

    public var description: String {
        "warning: \(rule.rawValue): \(message)" + (rect.map { " at (\($0.map { PlacedTree.format($0) }.joined(separator: ", ")))" } ?? "")
    }
}

extension PlacedTree {
    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v) }
    /// A rect as `[x, y, width, height]` rounded to 1/100 pt.
    public static func rect(_ r: CGRect) -> [Double] { [r.minX, r.minY, r.width, r.height].map { (Double($0) * 100).rounded() / 100 } }

    /// The widget's tap targets: the `widgetURL` (the whole widget; the first one wins) and every
    /// `Link` and intent control (`Button(intent:)`, `Toggle(isOn:intent:)`) region, in drawing order.
    public func tapTargets() -> [TapTarget] {
        var targets: [TapTarget] = []
        let nodes = allNodes
        if let url = nodes.lazy.compactMap(\.widgetURL).first {
            targets.append(TapTarget(kind: .widgetURL, url: url.absoluteString, rect: Self.rect(CGRect(origin: .zero, size: canvasSize))))
        }
        for node in nodes {
            if let link = node.link { targets.append(TapTarget(kind: .link, url: link.absoluteString, rect: Self.rect(node.frame))) }
            if let action = node.intentAction {
                targets.append(TapTarget(kind: .intent, url: "", rect: Self.rect(node.frame), intent: action.type, parameters: action.parameters))
            }
        }
        return targets
    }

    /// Tap targets as stable JSON.
    public func tapTargetsJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(tapTargets())) ?? Data(), as: UTF8.self)
    }

    /// The lints that follow from the placed tree alone (see `Lint.Rule`).
    public func structuralLints(family: WidgetFamily) -> [Lint] {
        var lints: [Lint] = []
        let nodes = allNodes
        if family == .systemSmall {
            for n in nodes where n.link != nil {
                lints.append(Lint(rule: .linkInSmallWidget, message: "Link to \(n.link!.absoluteString) in a systemSmall widget is ignored on device; use widgetURL",
                                  rect: Self.rect(n.frame)))
            }
        }
        let urls = nodes.filter { $0.widgetURL != nil }
        if urls.count > 1 {
            lints.append(Lint(rule: .multipleWidgetURLs, message: "\(urls.count) widgetURL modifiers: which one a tap opens is undefined on device", rect: nil))
        }
        if nodes.contains(where: { $0.kind == "containerHost(no background)" }) {
            lints.append(Lint(rule: .missingContainerBackground,
                              message: "no .containerBackground(_:for: .widget): iOS 17 shows \"Please adopt containerBackground API\"", rect: nil))
        }
        for n in nodes { if let reason = n.unsupportedReason { lints.append(Lint(rule: .unsupportedView, message: reason, rect: Self.rect(n.frame))) } }
        return lints
    }
}
