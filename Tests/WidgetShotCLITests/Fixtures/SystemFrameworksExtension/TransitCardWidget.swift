// A transit-card balance widget in the style of alexisakers/metrobuddy's MetroUI and of
// CloudKit-backed price widgets (Galaxoid-Labs/BitcoinWidget): a card shape built from
// UIBezierPath.cgPath, fonts derived with UIFontDescriptor and scaled with UIFontMetrics, a
// CloudKit query subscription set up from the provider, and a game-server ping over a stream task.
import WidgetKit
import SwiftUI
import UIKit
import CloudKit
import Combine

struct CardShape: Shape {
    var roundCorners = true

    func path(in rect: CGRect) -> Path {
        let leftRect = CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)
        let bottomRightRect = CGRect(x: rect.midX, y: rect.midY, width: rect.width / 2, height: rect.height / 2)
        let cornerRadius = roundCorners ? CGSize(width: 20, height: 20) : .zero
        var leftPath = Path(UIBezierPath(roundedRect: leftRect, byRoundingCorners: [.topLeft, .bottomLeft], cornerRadii: cornerRadius).cgPath)
        let topRight = CGMutablePath()
        topRight.move(to: CGPoint(x: rect.midX, y: 0))
        topRight.addLine(to: CGPoint(x: rect.maxX - 0.2 * rect.width, y: 0))
        topRight.addLine(to: CGPoint(x: rect.maxX, y: 0.2 * rect.width))
        topRight.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        topRight.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
        topRight.closeSubpath()
        leftPath.addPath(Path(topRight))
        leftPath.addPath(Path(UIBezierPath(roundedRect: bottomRightRect, byRoundingCorners: .bottomRight, cornerRadii: cornerRadius).cgPath))
        return leftPath
    }
}

extension UIFontDescriptor {
    func withWeight(_ weight: UIFont.Weight) -> UIFontDescriptor {
        var traits = fontAttributes[.traits, default: [:]] as! [TraitKey: Any]
        traits[.weight] = weight.rawValue
        return addingAttributes([.traits: traits])
    }
}

extension Font {
    static var cardBalance: Font {
        let descriptor = UIFont.preferredFont(forTextStyle: .title1).fontDescriptor.withDesign(.rounded)!.withWeight(.bold)
        let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(descriptor: descriptor, size: 0), maximumPointSize: 40)
        return Font(scaled)
    }
    static var cardCaption: Font {
        Font(UIFont(descriptor: UIFont.preferredFont(forTextStyle: .caption1).fontDescriptor.withDesign(.monospaced)!.withWeight(.semibold), size: 0))
    }
}

struct CardEntry: TimelineEntry {
    let date: Date
    let balance: Double
    let sync: String
    let server: String
}

struct CardProvider: TimelineProvider {
    func placeholder(in context: Context) -> CardEntry { CardEntry(date: Date(), balance: 42.5, sync: "…", server: "…") }
    func getSnapshot(in context: Context, completion: @escaping (CardEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CardEntry>) -> Void) {
        Task {
            let sync = await PriceSubscriptions.shared.subscribe()
            let server = await ServerPing(hostname: "mc.example.net", port: 25565).status()
            completion(Timeline(entries: [CardEntry(date: Date(), balance: 42.5, sync: sync, server: server)], policy: .never))
        }
    }
}

struct TransitCardWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TransitCard", provider: CardProvider()) { entry in
            ZStack(alignment: .bottomLeading) {
                CardShape().fill(Color.blue.opacity(0.25))
                VStack(alignment: .leading, spacing: 2) {
                    Text(String(format: "$%.2f", entry.balance)).font(.cardBalance)
                    Text("sync: \(entry.sync)").font(.cardCaption)
                    Text("server: \(entry.server)").font(.cardCaption)
                }
                .padding(8)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Transit card")
        .supportedFamilies([.systemMedium])
    }
}
