import Foundation
import Testing
import WidgetShot

/// Issue 12, item 8: every public modifier and initialiser that takes a number survives NaN, ±∞,
/// ±1e300 and negative values: the render either succeeds or throws, it never traps.
@Suite(.serialized) struct NumericInputTests {
    static let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -1, -1e-300, 0, 1e18, 5]
    static let renderer = Result { try ViewRenderer() }

    /// One builder per public API taking a number.
    static let builders: [(String, (CGFloat) -> AnyView)] = [
        ("padding", { AnyView(Text("x").padding($0)) }),
        ("padding(edges)", { AnyView(Text("x").padding(.horizontal, $0)) }),
        ("padding(insets)", { AnyView(Text("x").padding(EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0))) }),
        ("frame", { AnyView(Color.red.frame(width: $0, height: $0)) }),
        ("flexFrame", { AnyView(Color.red.frame(minWidth: $0, idealWidth: $0, maxWidth: $0, minHeight: $0, idealHeight: $0, maxHeight: $0)) }),
        ("flexFrame(max)", { AnyView(Color.red.frame(maxWidth: $0, maxHeight: $0)) }),
        ("offset", { AnyView(Color.red.frame(width: 4, height: 4).offset(x: $0, y: $0)) }),
        ("position", { AnyView(Color.red.frame(width: 4, height: 4).position(x: $0, y: $0)) }),
        ("opacity", { AnyView(Color.red.opacity(Double($0))) }),
        ("Color.opacity", { AnyView(Color.red.opacity(Double($0)).frame(width: 5, height: 5)) }),
        ("Color(red:)", { AnyView(Color(red: Double($0), green: 0, blue: Double($0), opacity: Double($0))) }),
        ("Color(white:)", { AnyView(Color(white: Double($0), opacity: Double($0))) }),
        ("Color(hue:)", { AnyView(Color(hue: Double($0), saturation: Double($0), brightness: Double($0), opacity: Double($0))) }),
        ("cornerRadius", { AnyView(Color.red.cornerRadius($0)) }),
        ("shadow(radius)", { AnyView(Color.red.frame(width: 8, height: 8).shadow(radius: $0)) }),
        ("shadow(offset)", { AnyView(Color.red.frame(width: 8, height: 8).shadow(radius: 2, x: $0, y: $0)) }),
        ("shadow(color)", { AnyView(Color.red.frame(width: 8, height: 8).shadow(color: Color.red.opacity(Double($0)), radius: 2)) }),
        ("shadow(color rgb)", { AnyView(Color.red.frame(width: 8, height: 8).shadow(color: Color(red: Double($0), green: 0, blue: 0), radius: 2)) }),
        ("blur", { AnyView(Color.red.frame(width: 8, height: 8).blur(radius: $0)) }),
        ("rotationEffect", { AnyView(Color.red.frame(width: 8, height: 8).rotationEffect(.degrees(Double($0)))) }),
        ("rotationEffect(anchor)", { AnyView(Color.red.frame(width: 8, height: 8).rotationEffect(.radians(1), anchor: UnitPoint(x: $0, y: $0))) }),
        ("scaleEffect", { AnyView(Color.red.frame(width: 8, height: 8).scaleEffect($0)) }),
        ("scaleEffect(xy)", { AnyView(Color.red.frame(width: 8, height: 8).scaleEffect(x: $0, y: 1)) }),
        ("scaleEffect(size)", { AnyView(Color.red.frame(width: 8, height: 8).scaleEffect(CGSize(width: 1, height: $0), anchor: UnitPoint(x: $0, y: 0))) }),
        ("zIndex", { v in AnyView(ZStack { Color.red.zIndex(Double(v)); Color.blue }) }),
        ("layoutPriority", { v in AnyView(HStack { Text("a").layoutPriority(Double(v)); Text("b") }) }),
        ("lineLimit", { AnyView(Text("a b c").lineLimit($0.isFinite ? Int(max(min($0, 1e9), -1e9)) : Int.min)) }),
        ("minimumScaleFactor", { AnyView(Text("long text here").minimumScaleFactor($0).frame(width: 10)) }),
        ("lineSpacing", { AnyView(Text("a\nb").lineSpacing($0)) }),
        ("kerning", { AnyView(Text("abc").kerning($0)) }),
        ("tracking", { AnyView(Text("abc").tracking($0)) }),
        ("baselineOffset", { AnyView(Text("abc").baselineOffset($0)) }),
        ("font(size)", { AnyView(Text("abc").font(.system(size: $0))) }),
        ("font(custom)", { AnyView(Text("abc").font(.custom("Inter", size: $0))) }),
        ("font(fixed)", { AnyView(Text("abc").font(.custom("Inter", fixedSize: $0))) }),
        ("aspectRatio", { AnyView(Color.red.aspectRatio($0, contentMode: .fit)) }),
        ("aspectRatio(size)", { AnyView(Color.red.aspectRatio(CGSize(width: $0, height: 1), contentMode: .fill)) }),
        ("HStack spacing", { AnyView(HStack(spacing: $0) { Color.red; Color.blue }) }),
        ("VStack spacing", { AnyView(VStack(spacing: $0) { Color.red; Color.blue }) }),
        ("Spacer", { v in AnyView(HStack { Spacer(minLength: v); Text("a") }) }),
        ("RoundedRectangle", { AnyView(RoundedRectangle(cornerRadius: $0).fill(Color.red)) }),
        ("RoundedRectangle(size)", { AnyView(RoundedRectangle(cornerSize: CGSize(width: $0, height: $0)).fill(Color.red)) }),
        ("stroke", { AnyView(Circle().stroke(Color.red, lineWidth: $0)) }),
        ("strokeBorder", { AnyView(Circle().strokeBorder(Color.red, lineWidth: $0)) }),
        ("StrokeStyle", { AnyView(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, miterLimit: $0, dash: [$0, 2], dashPhase: $0))) }),
        ("border", { AnyView(Color.red.border(Color.blue, width: $0)) }),
        ("LinearGradient", { AnyView(LinearGradient(stops: [.init(color: .red, location: $0), .init(color: .blue, location: 1)],
                                                       startPoint: UnitPoint(x: $0, y: 0), endPoint: .bottom)) }),
        ("RadialGradient", { AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: $0, endRadius: $0)) }),
        ("AngularGradient", { AnyView(AngularGradient(colors: [.red, .blue], center: UnitPoint(x: $0, y: 0.5), startAngle: .degrees(Double($0)), endAngle: .zero)) }),
        ("ProgressView", { AnyView(ProgressView(value: Double($0), total: Double($0))) }),
        ("alignmentGuide", { v in AnyView(VStack(alignment: .leading) { Text("a").alignmentGuide(.leading) { _ in v }; Text("b") }) }),
        ("Angle", { AnyView(Color.red.rotationEffect(Angle(radians: Double($0)))) }),
    ]

    @Test("every numeric input: render or throw, never trap", arguments: 0..<builders.count)
    func numericInputs(_ index: Int) throws {
        let (name, build) = Self.builders[index]
        let renderer = try Self.renderer.get()
        for value in Self.values {
            // Either outcome is fine; a trap would end the test process.
            _ = try? renderer.render(build(value), size: CGSize(width: 40, height: 40), scale: 2)
            _ = name
        }
    }

    @Test("canvas sizes and scales out of range are errors, not traps; a 0×0 canvas says empty")
    func canvasAndScale() throws {
        let renderer = try Self.renderer.get()
        for value in Self.values {
            _ = try? renderer.render(Color.red, size: CGSize(width: value, height: 10), scale: 2)
            _ = try? renderer.render(Color.red, size: CGSize(width: 10, height: value), scale: 2)
            _ = try? renderer.render(Color.red, size: CGSize(width: 10, height: 10), scale: value)
        }
        do {
            _ = try renderer.render(Color.red, size: .zero, scale: 2)
            Issue.record("a 0×0 canvas must be an error")
        } catch {
            #expect("\(error)".contains("empty"), "\(error)")
        }
        #expect(throws: (any Error).self) { _ = try renderer.render(Color.red, size: CGSize(width: 1e300, height: 10), scale: 2) }
        #expect(throws: (any Error).self) { _ = try renderer.render(Color.red, size: CGSize(width: 10, height: 10), scale: 1e300) }
    }

    @Test("a custom device with an absurd scale is an error, not a trap")
    func customDevice() throws {
        let widgets = try WidgetRenderer(views: try Self.renderer.get())
        for value in Self.values {
            let device = Device.custom(name: "X", scale: value, sizes: [.systemSmall: CGSize(width: value, height: 170)], cornerRadius: value)
            _ = try? widgets.render(NumericTestWidget().body.definition, family: .systemSmall, device: device)
        }
    }
}

/// FreeType refuses glyph sizes over 65,535 px ("cairo: error occurred in libfreetype"): an absurd
/// scale or a huge font at a large scale (StandBy's enlarged widget is about 7) failed the render,
/// and concurrent renders sharing the font face failed with it.
@Suite(.serialized) struct SharedFontFaceTests {
    @Test("absurd scales are refused and huge fonts capped, so later renders still draw text")
    func laterRendersStillDraw() throws {
        let renderer = try ViewRenderer()
        #expect(throws: LayoutError.invalidScale(1e18)) { try renderer.render(Text("x"), size: CGSize(width: 1, height: 1), scale: 1e18) }
        #expect(throws: LayoutError.invalidScale(1e-300)) { try renderer.render(Text("x"), size: CGSize(width: 170, height: 170), scale: 1e-300) }
        // 10,000 pt at scale 7 would ask FreeType for 490,000 px; huge sizes are capped per scale.
        for (size, scale) in [(CGFloat(10_000), CGFloat(1)), (10_000, 3), (10_000, 7), (10_000, 16), (1e300, 100)] {
            #expect(throws: Never.self, "\(size) pt at scale \(scale)") {
                try renderer.render(Text("W").font(.system(size: size)).frame(width: 20, height: 20).clipped(), size: CGSize(width: 20, height: 20), scale: scale)
            }
        }
        let after = try renderer.render(Text("Hello").font(.system(size: 30)).foregroundStyle(.black).background(.white),
                                        size: CGSize(width: 120, height: 50), scale: 2)
        #expect(after.warnings.isEmpty)
        var ink = 0
        for y in 0..<after.image.height { for x in 0..<after.image.width where after.image.pixel(x: x, y: y).r < 128 { ink += 1 } }
        #expect(ink > 200)
    }
}

struct NumericTestEntry: TimelineEntry { let date: Date }
struct NumericTestProvider: TimelineProvider {
    func placeholder(in context: Context) -> NumericTestEntry { NumericTestEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (NumericTestEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NumericTestEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
struct NumericTestWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "numeric", provider: NumericTestProvider()) { _ in Text("x").containerBackground(Color.white, for: .widget) }
    }
}
