import Foundation
import Testing
import WidgetShot

/// Writes an image to /tmp when WIDGETSHOT_DUMP is set (to look at while developing).
func dumpForLooking(_ image: RasterImage, _ name: String) {
    guard ProcessInfo.processInfo.environment["WIDGETSHOT_DUMP"] != nil else { return }
    try? image.pngData().write(to: URL(fileURLWithPath: "/tmp/widgetshot-\(name).png"))
}

/// The pixel of a point on a circle of radius `r` (points) around `c` (points) at `degrees`
/// (0° = trailing, 90° = bottom), at scale 3.
private func ringPixel(_ c: CGPoint, _ r: CGFloat, _ degrees: Double) -> (Int, Int) {
    let a = degrees * .pi / 180
    return (Int(((c.x + r * cos(a)) * 3).rounded(.down)), Int(((c.y + r * sin(a)) * 3).rounded(.down)))
}

/// Lock Screen vocabulary drawn as iOS draws it: gauges, progress views, the accessory
/// background, labels and widget labels.
@Suite struct LockScreenPixelTests {
    /// A battery complication as a Lock Screen widget would write it.
    struct BatteryRing: View {
        let level: Double
        var body: some View {
            Gauge(value: level) {
                Image(systemName: "battery.100")
            } currentValueLabel: {
                Text("\(Int(level * 100))").accessibilityIdentifier("value")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .foregroundStyle(.white)
        }
    }

    @Test("accessoryCircularCapacity: a closed ring, filled clockwise from the top, the value in the centre")
    func circularCapacity() throws {
        let result = try render(BatteryRing(level: 0.75), 76, 76)
        dumpForLooking(result.image, "capacity")
        // d = 76, line 6.08, ring radius 38 − 3.04 = 34.96 around (38, 38).
        let c = CGPoint(x: 38, y: 38), r: CGFloat = 34.96
        for deg in [-60.0, 0, 90, 170] {    // filled: from −90° clockwise to 180°
            let (x, y) = ringPixel(c, r, deg)
            #expect(result.image.px(x, y).near(Px(255, 255, 255, 255), 2), "filled at \(deg)°: \(result.image.px(x, y))")
        }
        let (tx, ty) = ringPixel(c, r, 225)  // the unfilled track: white at 30 %
        #expect(abs(result.image.alpha(tx, ty) - 77) <= 3, "track alpha \(result.image.alpha(tx, ty))")
        let value = try #require(result.tree.frame(of: "value"))
        #expect(abs(value.midX - 38) < 0.5 && abs(value.midY - 38) < 0.5, "value label centred: \(value)")
    }

    @Test("accessoryCircular: an open ring with its gap at the bottom and a dot at the value")
    func circularOpenRing() throws {
        let gauge = Gauge(value: 0.5, in: 0...1) { Text("UV") } currentValueLabel: { Text("5") }
            .gaugeStyle(.accessoryCircular).foregroundStyle(.white)
        let result = try render(gauge, 76, 76)
        dumpForLooking(result.image, "circular")
        let c = CGPoint(x: 38, y: 38), r: CGFloat = 34.96
        let ink = { (deg: Double) -> Int in let p = ringPixel(c, r, deg); return result.image.alpha(p.0, p.1) }
        #expect(ink(180) == 255, "left of the ring")
        #expect(ink(0) == 255, "right of the ring")
        #expect(ink(90) == 0, "the gap at the bottom")
        #expect(ink(270) == 255, "the marker at the value (top, half way along 130°…410°)")
        // The cut around the marker: just outside the dot, before the ring resumes.
        #expect(ink(263.6) < 128 && ink(276.4) < 128, "cut around the marker: \(ink(263.6)), \(ink(276.4))")
    }

    @Test("a circular gauge with bound labels puts them just inside the ring's ends")
    func circularBoundLabels() throws {
        let gauge = Gauge(value: 21, in: 0...40) { Text("Temp") } currentValueLabel: { Text("21") }
            minimumValueLabel: { Text("0").accessibilityIdentifier("min") } maximumValueLabel: { Text("40").accessibilityIdentifier("max") }
            .gaugeStyle(.accessoryCircular)
        let tree = try render(gauge, 76, 76).tree
        let lo = try #require(tree.frame(of: "min")), hi = try #require(tree.frame(of: "max"))
        // At (38 ∓ 0.42 r, 38 + 0.7 r) with r = 34.96: x 23.3 and 52.7, y 62.5.
        #expect(abs(lo.midX - 23.32) < 0.5 && abs(hi.midX - 52.68) < 0.5, "inside the ends of the ring: \(lo) \(hi)")
        #expect(abs(lo.midY - 62.47) < 0.5 && abs(hi.midY - 62.47) < 0.5, "in the bottom gap")
        #expect(tree.allNodes.allSatisfy { $0.label != "Temp" }, "the label gives way to the bound labels")
    }

    @Test("the automatic gauge is iOS's linear capacity bar: the accent colour over the system fill")
    func automaticLinearCapacity() throws {
        let gauge = Gauge(value: 0.25) { Text("Storage").accessibilityIdentifier("label") }
            .frame(width: 100)
        let result = try render(gauge, 100, 40)
        dumpForLooking(result.image, "linearcapacity")
        let label = try #require(result.tree.frame(of: "label"))
        // Bar: 4 pt under the label (4 pt spacing).
        let barY = Int((label.maxY + 4 + 2) * 3)
        #expect(result.image.px(30, barY).near(Apple.blue, 2), "filled quarter: \(result.image.px(30, barY))")
        let track = result.image.px(200, barY)
        #expect(track.near(Px(120, 120, 128, 51), 6), "track is systemFill (120,120,128,0.2): \(track)")
    }

    @Test("accessoryLinearCapacity and accessoryLinear draw bars in the foreground; a tint replaces it")
    func accessoryLinearStyles() throws {
        let capacity = Gauge(value: 0.5) { Text("Steps") }.gaugeStyle(.accessoryLinearCapacity).tint(.orange).frame(width: 120)
        let image = try render(capacity, 120, 40).image
        #expect(image.count { $0.near(Px(255, 149, 0, 255), 2) } > 500, "an orange fill")
        let linear = Gauge(value: 0.8) { EmptyView() }.gaugeStyle(.accessoryLinear).foregroundStyle(.white).frame(width: 120)
        let li = try render(linear, 120, 20).image
        dumpForLooking(li, "accessorylinear")
        let ink = try #require(li.inkBounds(above: 200))
        #expect(ink.width > 340 && ink.height >= 14 && ink.height <= 16, "a 5 pt bar across: \(ink)")
    }

    @Test("a custom GaugeStyle's makeBody is used with the value as a fraction of the range")
    func customGaugeStyle() throws {
        struct Segments: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    Color.green.frame(width: 100 * configuration.value)
                    Color.gray.frame(width: 100 * (1 - configuration.value))
                }.frame(height: 10)
            }
        }
        let image = try render(Gauge(value: 30, in: 0...120) { Text("x") }.gaugeStyle(Segments()), 100, 10).image
        #expect(image.px(73, 15).near(Apple.green, 1) && image.px(76, 15).near(Px(142, 142, 147, 255), 1))
    }

    @Test("ProgressView: determinate bar, label above, current value below")
    func determinateProgress() throws {
        let view = ProgressView(value: 3, total: 4) { Text("Upload").accessibilityIdentifier("label") } currentValueLabel: { Text("75%").accessibilityIdentifier("value") }
            .frame(width: 200)
        let result = try render(view, 200, 80)
        dumpForLooking(result.image, "progress")
        let label = try #require(result.tree.frame(of: "label")), value = try #require(result.tree.frame(of: "value"))
        #expect(value.minY > label.maxY + 4, "the value under the bar")
        let barY = Int((label.maxY + 6) * 3)
        #expect(result.image.px(3 * 140, barY).near(Apple.blue, 2), "filled to 75%")
        #expect(result.image.px(3 * 160, barY).a < 80, "track beyond 75%")
    }

    @Test("ProgressView(timerInterval:) shows the fraction at the render's moment")
    func timerProgress() throws {
        let past = Date(timeIntervalSinceNow: -7200)...Date(timeIntervalSinceNow: -3600)
        let future = Date(timeIntervalSinceNow: 3600)...Date(timeIntervalSinceNow: 7200)
        let done = try render(ProgressView(timerInterval: past, countsDown: true).frame(width: 100), 100, 40).image
        let waiting = try render(ProgressView(timerInterval: future, countsDown: true).frame(width: 100), 100, 40).image
        #expect(done.count { $0.near(Apple.blue, 2) } == 0, "a finished countdown is empty")
        #expect(waiting.count { $0.near(Apple.blue, 2) } > 500, "a countdown that has not started is full")
        let label = try render(ProgressView(timerInterval: future, countsDown: true).frame(width: 100), 100, 40).tree
        // Counting down an interval that has not started: the whole hour is left.
        #expect(label.allNodes.contains { $0.label == "1:00:00" }, "the timer label shows the hour left")
    }

    @Test("an indeterminate ProgressView draws a frozen spinner and says so; .circular with a value draws a ring")
    func spinnerAndRing() throws {
        let spinner = try render(ProgressView(), 40, 40)
        dumpForLooking(spinner.image, "spinner")
        let ink = try #require(spinner.image.inkBounds())
        #expect(ink.width > 40 && ink.width <= 60, "20 pt spinner: \(ink)")
        #expect(spinner.tree.allNodes.contains { $0.unsupportedReason?.contains("spinners do not animate") == true })
        let ring = try render(ProgressView(value: 0.5).progressViewStyle(.circular), 40, 40).image
        dumpForLooking(ring, "ring")
        // Right half filled (tint), left half the track.
        #expect(ring.px(60 + 27, 60).near(Apple.blue, 2), "\(ring.px(87, 60))")
        #expect(ring.px(60 - 27, 60).a < 100)
    }

    @Test("AccessoryWidgetBackground fills its frame with translucent white")
    func accessoryBackground() throws {
        let image = try render(ZStack { AccessoryWidgetBackground(); Image(systemName: "drop.fill").font(.title) }, 76, 76).image
        #expect(image.px(10, 10) == Px(255, 255, 255, 64), "\(image.px(10, 10))")
    }

    @Test("Label: title and icon by default; iconOnly, titleOnly and a custom LabelStyle")
    func labelStyles() throws {
        func kinds<V: View>(_ v: V) throws -> [String] { try render(v, 200, 60).tree.allNodes.map(\.kind) }
        #expect(try kinds(Label("Rain", systemImage: "cloud.rain")).filter { $0 == "Text" || $0 == "Image" }.sorted() == ["Image", "Text"])
        #expect(try kinds(Label("Rain", systemImage: "cloud.rain").labelStyle(.iconOnly)).contains("Text") == false)
        #expect(try kinds(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleOnly)).contains("Image") == false)
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 2) { configuration.icon.accessibilityIdentifier("icon"); configuration.title.accessibilityIdentifier("title") }
            }
        }
        let tree = try render(Label { Text("3 °C") } icon: { Image(systemName: "thermometer") }.labelStyle(Stacked()), 200, 60).tree
        let icon = try #require(tree.frame(of: "icon")), title = try #require(tree.frame(of: "title"))
        #expect(icon.maxY <= title.minY, "the custom style stacks the icon above the title")
        let title2 = try render(Label("Inbox", image: "tray").labelStyle(.titleAndIcon), 200, 60).tree
        let icon2 = try #require(title2.allNodes.first { $0.kind == "Image" }), text2 = try #require(title2.allNodes.first { $0.kind == "Text" })
        #expect(icon2.frame.maxX <= text2.frame.minX, "icon leading")
    }

    @Test("widgetLabel is ignored on iOS and showsWidgetLabel is false")
    func widgetLabelIgnored() throws {
        struct Probe: View {
            @Environment(\.showsWidgetLabel) var shows
            var body: some View { Text(shows ? "shows" : "hidden") }
        }
        let plain = try render(Image(systemName: "cat"), 60, 60).image
        let labelled = try render(Image(systemName: "cat").widgetLabel { Text("Cats") }, 60, 60).image
        #expect(plain.bytes == labelled.bytes)
        let stringLabel = try render(Image(systemName: "cat").widgetLabel("Cats"), 60, 60).image
        #expect(plain.bytes == stringLabel.bytes)
        #expect(try render(Probe(), 100, 40).tree.allNodes.contains { $0.label == "hidden" })
    }

    @Test("the Kuwo lyric transition (push + easeInOut animation) draws exactly the still line")
    func frozenTransition() throws {
        let still = Text("晚风把旧磁带轻轻倒回").font(.system(size: 18).bold()).lineLimit(1)
        let animated = still.id("line").transition(.push(from: .bottom)).animation(.easeInOut(duration: 0.6), value: "line")
            .contentTransition(.numericText())
        #expect(try render(still, 200, 30).image.bytes == render(animated, 200, 30).image.bytes)
    }
}
