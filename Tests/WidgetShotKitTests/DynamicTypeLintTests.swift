import Foundation
import Testing
import WidgetShot

/// A gate label in a fixed 100-pt column: fits at Large, truncates at some larger size.
struct GateWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "gate", provider: HourlyProvider(count: 1)) { _ in
            VStack(alignment: .leading, spacing: 2) {
                Text("Gate B32").font(.headline).lineLimit(1).frame(width: 100, alignment: .leading)
                Text("A").font(.caption)
            }
            .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// `WidgetRenderer.reportsFirstTruncatingSize`: the first Dynamic Type size at which each text truncates.
@Suite(.serialized) struct DynamicTypeLintTests {
    static let renderer = Result { try WidgetRenderer() }

    private func render(at size: DynamicTypeSize, firstTruncating: Bool) throws -> WidgetRender {
        let r = try Self.renderer.get()
        r.dynamicTypeSize = size
        r.reportsFirstTruncatingSize = firstTruncating
        defer { r.dynamicTypeSize = .large; r.reportsFirstTruncatingSize = false }
        return try r.render(GateWidget().body.definition, family: .systemSmall, device: .iPhone16Pro, entries: .timeline)[0]
    }

    private func truncated(_ render: WidgetRender) -> Bool { render.lints.contains { $0.message == "Text \"Gate B32\" is truncated" } }

    @Test("the lint names the first size at which a text truncates, and that size is where it starts")
    func firstTruncatingSize() throws {
        let render = try render(at: .large, firstTruncating: true)
        #expect(!truncated(render), "fits at Large")
        let messages = render.lints.map(\.message).filter { $0.contains("truncates from") }
        #expect(messages.count == 1, "only Gate B32 truncates somewhere: \(messages)")
        let prefix = "Text \"Gate B32\" truncates from "
        let name = try #require(messages.first { $0.hasPrefix(prefix) }).dropFirst(prefix.count)
        let first = try #require(DynamicTypeSizeNames.size(named: String(name)))
        #expect(first > .large)
        // Cross-check with plain renders: truncated at `first`, not at the size below it.
        #expect(truncated(try self.render(at: first, firstTruncating: false)))
        let below = DynamicTypeSize.allCases[DynamicTypeSize.allCases.firstIndex(of: first)! - 1]
        #expect(!truncated(try self.render(at: below, firstTruncating: false)))
        // The same answer whatever size is rendered; the lint is the truncatedText rule.
        let ax5 = try self.render(at: .accessibility5, firstTruncating: true)
        #expect(ax5.lints.contains { $0.rule == .truncatedText && $0.message == "Text \"Gate B32\" truncates from \(name)" })
        #expect(ax5.dynamicTypeSize == .accessibility5 && ax5.variantName.hasSuffix(".light.accessibility5.entry0"))
        #expect(render.variantName.hasSuffix(".light.entry0"), "Large keeps the old file name")
    }

    @Test("without the option there is no first-size lint")
    func off() throws {
        #expect(!(try render(at: .large, firstTruncating: false)).lints.contains { $0.message.contains("truncates from") })
    }
}

/// OneKDay's count: a 500-pt number that `minimumScaleFactor` shrinks until it fits.
struct ShrinkingCountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: HourlyProvider(count: 1)) { _ in
            Text("1,000").font(.system(size: 500)).lineLimit(1).minimumScaleFactor(0.01)
                .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite(.serialized) struct ShrunkTextLintTests {
    @Test("text that minimumScaleFactor shrinks until it fits shows everything: no truncatedText lint, at any size")
    func shrunkIsNotTruncated() throws {
        let r = try WidgetRenderer()
        r.reportsFirstTruncatingSize = true
        let render = try r.render(ShrinkingCountWidget().body.definition, family: .systemSmall, device: .iPhone16Pro, entries: .timeline)[0]
        #expect(!render.lints.contains { $0.rule == .truncatedText }, "\(render.lints.map(\.message))")
    }
}
