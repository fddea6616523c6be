import Foundation
import Testing
@testable import WidgetShotUI

/// A main-actor helper, as widget code calls from `body` (iOS 18's `View` is `@MainActor`).
@MainActor private func headline(_ n: Int) -> String { "Stop \(n)" }
@MainActor private var appearances = 0

private struct StopRow: View {
    let n: Int
    var body: some View {
        Text(headline(n)).accessibilityIdentifier("row")
            .onAppear { appearances += 1 }      // a main-actor closure, as on iOS
    }
}

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View { content.padding(Double(headline(1).count)) }
}

/// `View`, `ViewModifier` and the styles are main-actor isolated as in the iOS 18 SDK, while
/// WidgetShot keeps evaluating bodies on whatever thread renders.
@Suite struct MainActorViewTests {
    @Test("a @MainActor helper in body, onAppear and a ViewModifier compiles, and lays out off the main thread")
    func mainActorHelpersInBody() throws {
        let tree = try place(StopRow(n: 7).modifier(Bordered()), 200, 50)
        #expect(tree.node("row")?.label == "Stop 7")
    }

    @Test("views lay out on many threads at once (parallel renders) with the same result as one")
    func parallelLayout() throws {
        let expected = try place(StopRow(n: 3).modifier(Bordered()), 200, 50).jsonString()
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            let json = (try? place(StopRow(n: 3).modifier(Bordered()), 200, 50).jsonString()) ?? "failed \(i)"
            results.append(json)
        }
        #expect(results.all.count == 16 && results.all.allSatisfy { $0 == expected })
    }

    @Test("onGeometryChange, onHover and hoverEffect change no geometry and call nothing")
    func geometryAndHoverCallbacks() throws {
        var calls = 0
        let plain = try place(Text("12°").accessibilityIdentifier("t"), 100, 40)
        let observed = try place(
            Text("12°").accessibilityIdentifier("t")
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in calls += 1 }
                .onGeometryChange(for: CGSize.self, of: { $0.size }) { _, _ in calls += 1 }
                .onHover { _ in calls += 1 }
                .hoverEffect(.lift).hoverEffect().hoverEffectDisabled(),
            100, 40)
        #expect(plain.frame(of: "t") == observed.frame(of: "t"))
        #expect(calls == 0)
    }

    @Test("Binding.animation reads and writes the same value")
    func bindingAnimation() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let animated = binding.animation(.easeInOut)
        animated.wrappedValue = 5
        #expect(stored == 5 && binding.animation().wrappedValue == 5)
    }

    @Test("Measurement.FormatStyle.attributed marks the number and the unit, with the plain style's text")
    func attributedMeasurement() {
        let temperature = Measurement(value: 21.4, unit: UnitTemperature.celsius)
        let style = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "de_DE"))
        let attributed = temperature.formatted(style.attributed)
        #expect(String(attributed.characters) == style.format(temperature))
        let marked = attributed.runs.map { (String(attributed[$0.range].characters), $0.measurement) }
        #expect(marked.count == 2 && marked[0].1 == .value && marked[1].1 == .unit && marked[1].0 == "°C")
        let distance = Measurement(value: 12, unit: UnitLength.kilometers)
        let km = distance.formatted(Measurement<UnitLength>.FormatStyle(width: .abbreviated).attributed)
        #expect(String(km.characters) == "12 km")
        #expect(km.runs.map(\.measurement) == [.value, nil, .unit], "the space carries no measurement attribute")
    }
}

/// Results appended from several threads.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ s: String) { lock.lock(); items.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
