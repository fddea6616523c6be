import Foundation
import Testing
@testable import WidgetShotUI

/// Vocabulary that changes no pixels on its own: angle arithmetic, size categories, accessibility
/// in the geometry JSON, container-relative frames, motion that widgets freeze.
@Suite struct VocabularyTests {
    @Test("Angle arithmetic: +, −, unary −, ×, ÷, compound assignment, comparisons, zero")
    func angles() {
        let a = Angle.degrees(90), b = Angle.degrees(30)
        #expect(abs((a + b).degrees - 120) < 1e-9)
        #expect(abs((a - b).degrees - 60) < 1e-9)
        #expect(abs((-a).degrees + 90) < 1e-9)
        #expect(abs((a * 2).degrees - 180) < 1e-9 && abs((0.5 * a).degrees - 45) < 1e-9)
        #expect(abs((a / 3).degrees - 30) < 1e-9)
        var c = Angle.zero
        c += a
        c -= b
        c *= 3
        c /= 2
        #expect(abs(c.degrees - 90) < 1e-9)
        #expect(b < a && a > b && Angle.zero == Angle(radians: 0))
        #expect((a / 0).radians.isInfinite)
    }

    @Test("ContentSizeCategory maps both ways onto DynamicTypeSize through the environment")
    func sizeCategory() {
        #expect(ContentSizeCategory.allCases.count == 12)
        for (category, size) in zip(ContentSizeCategory.allCases, DynamicTypeSize.allCases) {
            #expect(DynamicTypeSize(category) == size && ContentSizeCategory(size) == category)
        }
        var env = EnvironmentValues()
        #expect(env.sizeCategory == .large)
        env.sizeCategory = .accessibilityExtraLarge
        #expect(env.dynamicTypeSize == .accessibility3 && env.sizeCategory.isAccessibilityCategory)
        #expect(ContentSizeCategory.extraSmall < .extraExtraExtraLarge)
    }

    @Test("accessibility modifiers keep their values in the geometry JSON and change no layout")
    func accessibility() throws {
        let plain = try place(Text("72%").accessibilityIdentifier("v"), 100, 40)
        let described = try place(
            Text("72%").accessibilityIdentifier("v")
                .accessibilityLabel("Battery").accessibilityValue(Text("72 percent")).accessibilityHint("Opens settings")
                .accessibilityAddTraits([.isButton, .updatesFrequently]).accessibilitySortPriority(2)
                .accessibilityElement(children: .combine).accessibilityHidden(false),
            100, 40)
        #expect(plain.frame(of: "v") == described.frame(of: "v"))
        let node = try #require(described.node("v"))
        #expect(node.accessibility["label"] == "Battery" && node.accessibility["value"] == "72 percent")
        #expect(node.accessibility["traits"] == "isButton,updatesFrequently" && node.accessibility["element"] == "combine")
        let json = described.jsonString()
        #expect(json.contains("\"hint\" : \"Opens settings\"") && json.contains("\"sortPriority\" : \"2\""))
        #expect(!plain.jsonString().contains("accessibility"), "no key when nothing is set")
        let rep = try place(Color.red.frame(width: 10, height: 10).accessibilityRepresentation { Text("Red") }, 20, 20)
        #expect(rep.allNodes.contains { $0.kind == "Text" } == false, "a representation is not drawn")
    }

    @Test("containerRelativeFrame sizes to the widget, or to a share of it")
    func containerRelativeFrame() throws {
        let container = ContainerShapeGeometry(rect: CGRect(x: 0, y: 0, width: 300, height: 150), cornerRadius: 20)
        let full = Color.red.containerRelativeFrame(.horizontal).frame(height: 10).accessibilityIdentifier("c")
        let tree = try place(VStack { full }.padding(20).environment(\.containerShape, container), 300, 150)
        #expect(tree.frame(of: "c")?.width == 300, "the container's width, not the padded proposal")
        let third = Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8).frame(height: 10).accessibilityIdentifier("c")
        // (300 − 8 × 2) / 3 × 2 + 8 = 197.33…
        let t2 = try place(third.environment(\.containerShape, container), 300, 150)
        #expect(abs((t2.frame(of: "c")?.width ?? 0) - (284.0 / 3 * 2 + 8)) < 1e-9)
        // No container: the proposal stands in for it.
        let t3 = try place(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .vertical ? length / 2 : length }.accessibilityIdentifier("c"), 100, 60)
        expectFrame(t3, "c", 0, 15, 100, 30)
    }

    @Test("motion compiles and draws the final state; repeatForever, onAppear and task are noted for lints")
    func motion() throws {
        var ran = false
        let lyric = Text("晚风把旧磁带轻轻倒回").id("line")
            .transition(.push(from: .bottom)).animation(.easeInOut(duration: 0.6), value: "line")
            .contentTransition(.numericText()).transaction { $0.animation = nil }
            .transition(.asymmetric(insertion: .move(edge: .top), removal: .opacity.combined(with: .scale)))
            .onChange(of: 1) { _ in ran = true }
            .accessibilityIdentifier("t")
        let still = Text("晚风把旧磁带轻轻倒回").accessibilityIdentifier("t")
        let a = try place(lyric, 200, 40), b = try place(still, 200, 40)
        #expect(a.frame(of: "t") == b.frame(of: "t"))
        #expect(a.allNodes.allSatisfy { $0.unsupportedReason == nil })
        let forever = try place(Circle().animation(.linear(duration: 1).repeatForever(autoreverses: false), value: 1), 20, 20)
        #expect(forever.allNodes.contains { $0.unsupportedReason?.contains("continuous") == true })
        let appear = try place(Text("x").onAppear { ran = true }.task { }, 20, 20)
        #expect(!ran, "closures never run in a render")
        #expect(appear.allNodes.contains { $0.unsupportedReason?.contains("onAppear") == true })
        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { ran = true }
        #expect(ran, "withAnimation runs its body")
        #expect(Animation.smooth(duration: 0.4).delay(0.1).speed(2).description == "smooth(duration: 0.4, extraBounce: 0).delay(0.1).speed(2)")
        let all: [Animation] = [.default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .smooth, .snappy, .bouncy, .interactiveSpring,
                                .easeIn(duration: 1), .easeOut(duration: 1), .bouncy(duration: 1, extraBounce: 0.1), .snappy(duration: 1),
                                .spring(duration: 0.5, bounce: 0.2), .interactiveSpring(response: 0.2), .interpolatingSpring(stiffness: 1, damping: 1),
                                .timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1), .default.repeatCount(3)]
        #expect(Set(all.map(\.description)).count == all.count)
        let transitions: [AnyTransition] = [.identity, .opacity, .scale, .slide, .scale(scale: 0.5), .offset(x: 4), .offset(CGSize(width: 1, height: 2)),
                                            .push(from: .leading), .move(edge: .bottom)]
        #expect(transitions.count == 9 && Transaction(animation: .default).animation == .default)
    }
}

@Suite struct GaugeValueTests {
    @Test("gauge values are clamped to the range; NaN, empty ranges and infinities do not crash")
    func clamping() {
        #expect(clampedFraction(5, 0, 10) == 0.5)
        #expect(clampedFraction(-3, 0, 10) == 0 && clampedFraction(30, 0, 10) == 1)
        #expect(clampedFraction(.nan, 0, 10) == 0 && clampedFraction(.infinity, 0, 10) == 1 && clampedFraction(-.infinity, 0, 10) == 0)
        #expect(clampedFraction(5, 3, 3) == 0 && clampedFraction(5, 10, 0) == 0)
    }
}
