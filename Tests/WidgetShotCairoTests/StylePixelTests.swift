import Foundation
import Testing
import WidgetShot

/// Styles, paints and compositing drawn as iOS draws them.
@Suite struct StylePixelTests {
    @Test("button styles: borderedProminent, bordered, borderless, plain, the automatic widget look, a custom ButtonStyle")
    func buttonStyles() throws {
        struct Intent: AppIntent {
            static var title: LocalizedStringResource = "Play"
            func perform() async throws -> some IntentResult { .result() }
        }
        func button<S: PrimitiveButtonStyle>(_ style: S) -> some View {
            Button(intent: Intent()) { Text("Play").accessibilityIdentifier("t") }.buttonStyle(style)
        }
        let prominent = try render(button(.borderedProminent), 100, 50)
        dumpForLooking(prominent.image, "prominent")
        let t = try #require(prominent.tree.frame(of: "t"))
        // Padding 12 × 7 around the label: the corner area inside the padding is the tint.
        #expect(prominent.image.px(Int((t.minX - 6) * 3), Int(t.midY * 3)).near(Apple.blue, 1))
        #expect(prominent.image.count { $0.near(Px(255, 255, 255, 255), 10) } > 20, "white title")

        // A circle border shape: the corner of the padded label is outside the circle.
        let circle = try render(button(.borderedProminent).buttonBorderShape(.circle), 100, 50)
        let c = try #require(circle.tree.frame(of: "t"))
        #expect(circle.image.alpha(Int((c.minX - 11) * 3), Int((c.minY - 6) * 3)) == 0, "rounded away")
        #expect(circle.image.px(Int(c.midX * 3), Int((c.minY - 5) * 3)).near(Apple.blue, 1), "the circle's top, above the title")
        let bordered = try render(button(.bordered).tint(.red), 100, 50)
        let b = try #require(bordered.tree.frame(of: "t"))
        let bg = bordered.image.px(Int((b.minX - 6) * 3), Int(b.midY * 3))
        #expect(bg.r == 255 && abs(bg.a - 38) <= 2, "red at 15 %: \(bg)")
        #expect(bordered.image.count { $0.near(Apple.red, 12) } > 20, "red title")

        let automatic = try render(button(.automatic), 100, 50)
        let a = try #require(automatic.tree.frame(of: "t"))
        let abg = automatic.image.px(Int((a.minX - 6) * 3), Int(a.midY * 3))
        #expect(abs(abg.a - 31) <= 2, "untinted bordered background is the tertiary system fill: \(abg)")

        let borderless = try render(button(.borderless), 100, 50).image
        #expect(borderless.count { $0.near(Apple.blue, 12) } > 20 && borderless.count { $0.a > 0 && $0.b < 200 } == 0, "blue text only")
        let plain = try render(button(.plain), 100, 50).image
        #expect(plain.count { $0.isColorful } == 0, "plain: black text, no tint")

        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(10).background(Capsule().fill(configuration.isPressed ? Color.gray : Color.green))
            }
        }
        let custom = try render(Button(intent: Intent()) { Text("Go") }.buttonStyle(Pill()), 100, 50).image
        #expect(custom.count { $0.near(Apple.green, 1) } > 1000, "the custom style's makeBody, not pressed")

        struct Outlined: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).overlay(Capsule().stroke(Color.red, lineWidth: 2))
            }
        }
        let wrapped = try render(Button(intent: Intent()) { Text("Go") }.buttonStyle(Outlined()), 100, 50).image
        #expect(wrapped.count { $0.near(Apple.red, 30) } > 100, "the primitive style's outline")
        #expect(wrapped.count { $0.near(Apple.blue, 12) } > 20, "Button(configuration) draws with the default (bordered) style")
    }

    @Test("a disabled button draws its title dimmed")
    func disabledButton() throws {
        struct Probe: View {
            @Environment(\.isEnabled) var enabled
            var body: some View { Text(enabled ? "on" : "off") }
        }
        #expect(try render(Probe().disabled(true), 60, 30).tree.allNodes.contains { $0.label == "off" })
        #expect(try render(Probe().disabled(false), 60, 30).tree.allNodes.contains { $0.label == "on" })
        #expect(try render(Probe().disabled(true).disabled(false), 60, 30).tree.allNodes.contains { $0.label == "off" })
        let image = try render(Button(action: {}) { Text("Stop") }.buttonStyle(.borderless).disabled(true), 60, 30).image
        #expect(image.count { $0.near(Apple.blue, 20) } == 0, "not tinted when disabled")
    }

    @Test("Toggle: the iOS switch (green on, knob right; grey off, knob left), the button style, a custom style")
    func toggles() throws {
        let on = try render(Toggle(isOn: .constant(true)) { EmptyView() }, 51, 31).image
        dumpForLooking(on, "switch-on")
        #expect(on.px(12, 46).near(Apple.green, 1), "track left of the knob: \(on.px(12, 46))")
        #expect(on.px(3 * 36, 46) == Px(255, 255, 255, 255), "knob on the right")
        let off = try render(Toggle(isOn: .constant(false)) { EmptyView() }, 51, 31).image
        #expect(off.px(3 * 15, 46) == Px(255, 255, 255, 255), "knob on the left")
        #expect(off.px(3 * 44, 46).a < 80 && off.px(3 * 44, 46).a > 20, "grey translucent track: \(off.px(132, 46))")
        let labelled = try render(Toggle(isOn: .constant(true)) { Text("Wi-Fi").accessibilityIdentifier("l") }.frame(width: 200), 200, 40)
        #expect(try #require(labelled.tree.frame(of: "l")).minX == 0, "label leading, switch trailing")
        #expect(labelled.image.px(3 * 160, 60).near(Apple.green, 1))

        let button = try render(Toggle(isOn: .constant(true)) { Text("Bold") }.toggleStyle(.button), 100, 40).image
        #expect(button.count { $0.b == 255 && abs($0.a - 38) <= 2 } > 500, "on: tinted background")
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                (configuration.isOn ? Color.green : Color.red).frame(width: 10, height: 10)
            }
        }
        #expect(try render(Toggle(isOn: .constant(false)) { Text("x") }.toggleStyle(Check()), 10, 10).image.px(15, 15) == Apple.red)
    }

    @Test("blendMode: multiply, screen and destinationOut composite with what is behind")
    func blendModes() throws {
        func over(_ mode: BlendMode) throws -> Px {
            try render(ZStack { Color.blue; Color.red.blendMode(mode) }, 10, 10).image.px(15, 15)
        }
        // multiply: (255,59,48) × (0,122,255) / 255 = (0, 28, 48).
        let multiply = try over(.multiply), screen = try over(.screen)
        #expect(multiply.near(Px(0, 28, 48, 255), 2), "\(multiply)")
        // screen: 1 − (1 − a)(1 − b) = (255, 153, 255).
        #expect(screen.near(Px(255, 153, 255, 255), 2), "\(screen)")
        #expect(try over(.destinationOut).a == 0, "destinationOut erases")
        #expect(try over(.normal) == Apple.red)
        let lintTree = try render(Color.red.blendMode(.plusDarker), 10, 10).tree
        #expect(lintTree.allNodes.contains { $0.unsupportedReason?.contains("plusDarker") == true })
    }

    @Test("hierarchical styles on fills, strokes and text, with iOS's opacities")
    func hierarchical() throws {
        func swatch<S: ShapeStyle>(_ s: S) throws -> Px { try render(Rectangle().fill(s), 10, 10).image.px(15, 15) }
        // Straight colours read back from premultiplied pixels: ±3 per channel (±6 below alpha 60,
        // where a premultiplied step is 5 straight units).
        let expected: [(Px, Px, String)] = [
            (try swatch(.primary), Px(0, 0, 0, 255), "primary"),
            // On the default label colour the levels are iOS's label colours (issue 24):
            // secondaryLabel, tertiaryLabel, quaternaryLabel = #3C3C43 at 0.6, 0.3, 0.18.
            (try swatch(.secondary), Px(60, 60, 67, 153), "secondaryLabel: #3C3C43 at 0.6"),
            (try swatch(.tertiary), Px(60, 60, 67, 77), "tertiaryLabel: 0.3"),
            (try swatch(.quaternary), Px(60, 60, 67, 46), "quaternaryLabel: 0.18"),
            (try swatch(.quinary), Px(0, 0, 0, 26), "quinary: 0.1"),
            (try swatch(.fill.tertiary), Px(118, 118, 128, 31), "tertiarySystemFill"),
            (try swatch(.fill.secondary), Px(120, 120, 128, 41), "secondarySystemFill"),
            (try swatch(Color.red.secondary), Px(255, 59, 48, 153), "red, second level"),
            (try swatch(.background), Px(255, 255, 255, 255), "systemBackground"),
            (try swatch(.background.secondary), Px(242, 242, 247, 255), "secondarySystemBackground"),
            (try swatch(.tint.opacity(0.5)), Px(0, 122, 255, 128), "tint at half opacity"),
            (try render(Rectangle().fill(.secondary).foregroundStyle(.red), 10, 10).image.px(15, 15), Px(255, 59, 48, 153), "secondary of the foreground"),
            (try render(Rectangle().fill(.background).environment(\.colorScheme, .dark), 10, 10).image.px(15, 15), Px(0, 0, 0, 255), "dark background"),
        ]
        for (actual, want, what) in expected { #expect(actual.near(want, want.a < 60 ? 6 : 3), "\(what): \(actual)") }
        let stroke = try render(Circle().stroke(.tertiary, lineWidth: 4), 20, 20).image.px(30, 3)
        #expect(abs(stroke.a - 77) <= 2, "stroke \(stroke)")
        let text = try render(Text("■■■■").font(.system(size: 30)).foregroundStyle(.quaternary), 100, 40).image
        #expect(text.count { abs($0.a - 46) <= 1 } > 100, "text at the quaternary level")
        #expect(text.count { $0.a > 50 } == 0, "nothing darker")
    }

    @Test("background() with no arguments fills with the system background behind the view")
    func defaultBackground() throws {
        let image = try render(Text("Hi").padding(8).background().environment(\.colorScheme, .dark), 60, 40).image
        let ink = try #require(image.inkBounds())
        #expect(image.px(ink.minX + 2, ink.minY + 2) == Px(0, 0, 0, 255))
    }

    @Test("strokeBorder keeps the stroke inside the frame and rounded corners concentric")
    func strokeBorder() throws {
        let view = RoundedRectangle(cornerRadius: 12).strokeBorder(Color.red, lineWidth: 6).frame(width: 40, height: 40)
        let image = try render(view, 40, 40).image
        dumpForLooking(image, "strokeborder")
        let ink = try #require(image.inkBounds())
        #expect(ink == PixelBox(minX: 0, minY: 0, maxX: 119, maxY: 119), "inside the frame: \(ink)")
        // The inner edge is the rectangle inset by 6 with radius 12 − 6 = 6: at 45° the inner
        // corner's arc sits 6 + 6(1 − √½) = 7.76 pt in; a point 7.2 pt in on the diagonal is
        // on the stroke, one 8.6 pt in is inside the hole.
        #expect(image.alpha(Int(7.2 * 3), Int(7.2 * 3)) == 255)
        #expect(image.alpha(Int(8.6 * 3), Int(8.6 * 3)) == 0)
        let inset = try render(Circle().inset(by: 10).fill(Color.blue).frame(width: 40, height: 40), 40, 40).image
        #expect(try #require(inset.inkBounds()) == PixelBox(minX: 30, minY: 30, maxX: 89, maxY: 89))
    }

    @Test("Color.gradient is lighter at the top than at the bottom, the colour in the middle")
    func colorGradient() throws {
        let image = try render(Rectangle().fill(Color.blue.gradient), 30, 100).image
        let top = image.px(45, 1), mid = image.px(45, 150), bottom = image.px(45, 298)
        #expect(top.r > mid.r && mid.r >= bottom.r && top.g > bottom.g, "\(top) \(mid) \(bottom)")
        #expect(mid.near(Apple.blue, 3))
        let any = try render(Rectangle().fill(AnyGradient(Gradient(colors: [.red, .blue]))), 10, 100).image
        #expect(any.px(15, 0).near(Apple.red, 4) && any.px(15, 299).near(Apple.blue, 4))
    }

    @Test("tint takes any ShapeStyle: a gradient tint paints the progress bar")
    func gradientTint() throws {
        let view = ProgressView(value: 1).tint(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing)).frame(width: 100)
        let image = try render(view, 100, 10).image
        let y = try #require(image.inkBounds()).minY + 5
        #expect(image.px(3, y).near(Apple.red, 12), "\(image.px(3, y))")
        #expect(image.px(296, y).near(Px(255, 204, 0, 255), 12), "\(image.px(296, y))")
    }

    @Test("GroupBox: label above content on the secondary background, 16 pt padding, nested on the tertiary")
    func groupBox() throws {
        let view = GroupBox("Today") {
            Text("3 meetings").accessibilityIdentifier("body")
            GroupBox { Text("Standup").accessibilityIdentifier("inner") }
        }
        .frame(width: 200)
        let result = try render(view, 200, 160)
        dumpForLooking(result.image, "groupbox")
        let ink = try #require(result.image.inkBounds())
        #expect(result.image.px(ink.minX + 30, ink.minY + 9) == Px(242, 242, 247, 255), "secondary system background")
        let body = try #require(result.tree.frame(of: "body"))
        #expect(abs(body.minX - 16) < 0.01, "16 pt padding: \(body)")
        let inner = try #require(result.tree.frame(of: "inner"))
        #expect(result.image.px(Int((inner.minX - 8) * 3), Int(inner.midY * 3)) == Px(255, 255, 255, 255), "nested box: tertiary background")
    }
}

