import Foundation
import Testing
@testable import WidgetShotUI

/// App screens compiled into widget targets (issue 20): lists, forms, navigation containers,
/// presentations and the environment of an app screen, laid out with the deterministic measurer.
@Suite struct AppScreenTests {
    private func box(_ w: CGFloat, _ h: CGFloat, _ id: String) -> some View {
        Color.red.frame(width: w, height: h).accessibilityIdentifier(id)
    }

    private func texts(_ tree: PlacedTree) -> [String] {
        (tree.root?.allNodes ?? []).compactMap { node in
            if case .text(let t) = node.content { return t.string }
            return nil
        }
    }

    @Test("a Form draws its sections as inset grouped cards: 16 in, rows 44 high, content 20 in")
    func formIsInsetGrouped() throws {
        let form = Form {
            Section("Account") {
                box(50, 22, "row1")
                box(50, 22, "row2")
            }
        }
        let tree = try place(form, 400, 600)
        // Top: half the 35-point section spacing; header: footnote (13 pt: a 16-point line with
        // the fixed measurer) + 7; card from y = 17.5 + 16 + 7 = 40.5; a row's content 11 down.
        expectFrame(tree, "row1", 36, 51.5, 50, 22)
        // Second row: one 44-point row and a hairline (1 pt at scale 1) below the first.
        expectFrame(tree, "row2", 36, 96.5, 50, 22)
        #expect(texts(tree).contains("ACCOUNT"), "\(texts(tree))")
        #expect(tree.root?.allNodes.contains { $0.unsupportedReason == "Form (not supported in widgets)" } == true)
    }

    @Test("scrollContentBackground(.hidden) leaves out the list's grouped background, not its cards (Aware)")
    func hiddenScrollContentBackground() throws {
        func fills(_ view: some View) throws -> [RGBA] {
            try place(view, 400, 600).root!.allNodes.compactMap { node -> RGBA? in
                guard case .shape(let shape) = node.content, case .color(let c) = shape.paint, c.alpha > 0 else { return nil }
                return c
            }
        }
        let form = Form { Section("Account") { Text("Name") } }
        let shown = try fills(form), hidden = try fills(form.scrollContentBackground(.hidden))
        // systemGroupedBackground (light): RGB 242/242/247; the card stays white.
        let grouped = RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        #expect(shown.contains(grouped) && !hidden.contains(grouped), "\(shown) / \(hidden)")
        #expect(hidden.contains(RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test("list styles: plain rows run edge to edge; loose rows and sections form separate groups")
    func listStyles() throws {
        let plain = List { box(10, 22, "a") }.listStyle(.plain)
        expectFrame(try place(plain, 300, 300), "a", 20, 11, 10, 22)
        let mixed = List {
            box(10, 22, "loose")
            Section { box(10, 22, "inSection") } footer: { Text("Footer") }
        }
        let tree = try place(mixed, 300, 400)
        // Group 1 at 17.5; group 2 after 44 + 35: 17.5 + 44 + 35 = 96.5, content 11 down.
        expectFrame(tree, "loose", 36, 28.5, 10, 22)
        expectFrame(tree, "inSection", 36, 107.5, 10, 22)
        @ViewBuilder func rows() -> some View {
            Text("x")
            Section { Text("y") }
            Text("z")
        }
        #expect(ListLayoutBody.groups(of: rows()).map(\.rows.count) == [1, 1, 1])
    }

    @Test("a navigation stack draws a large title below a 44-point bar, toolbar items at the edges")
    func navigationStackTitleAndToolbar() throws {
        let screen = NavigationStack {
            box(40, 40, "content")
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) { box(20, 20, "done") }
                    ToolbarItem(placement: .cancellationAction) { box(20, 20, "cancel") }
                }
        }
        let tree = try place(screen, 400, 800)
        #expect(texts(tree).contains("Settings"))
        // Bar row 44 high: items centred vertically (12 down), 16 from the edges.
        expectFrame(tree, "done", 364, 12, 20, 20)
        expectFrame(tree, "cancel", 16, 12, 20, 20)
        // Content centred in what is left below 44 + 52: (800 − 96 − 40) / 2 + 96 = 428.
        expectFrame(tree, "content", 180, 428, 40, 40)

        let inline = NavigationView { box(40, 40, "c").navigationBarTitle("T", displayMode: .inline) }.navigationViewStyle(.stack)
        expectFrame(try place(inline, 400, 800), "c", 180, 44 + (800 - 44 - 40) / 2, 40, 40)
        let hidden = NavigationStack { box(40, 40, "h").toolbar(.hidden, for: .navigationBar) }
        expectFrame(try place(hidden, 400, 800), "h", 180, 380, 40, 40)
    }

    @Test("presentations draw the presenting view only; the iOS 13 Alert type compiles")
    func presentationsDrawNothing() throws {
        var built = false
        let view = box(30, 30, "p")
            .sheet(isPresented: .constant(true)) { Text("Sheet") }
            .alert(isPresented: .constant(true)) { built = true; return Alert(title: Text("Hi"), dismissButton: .cancel()) }
            .alert("Delete?", isPresented: .constant(true)) { Button("OK") {} } message: { Text("Gone") }
            .confirmationDialog("Pick", isPresented: .constant(true)) { Button("A") {} }
        let tree = try place(view, 100, 100)
        expectFrame(tree, "p", 35, 35, 30, 30)
        #expect(!built)
        #expect(!texts(tree).contains("Sheet"))
    }

    @Test("safeAreaInset puts its content at the edge; LazyVStack takes the offered width")
    func safeAreaInsetAndLazyStack() throws {
        let inset = box(50, 50, "main").safeAreaInset(edge: .bottom, spacing: 10) { box(20, 10, "bar") }
        let tree = try place(inset, 100, 100)
        // A VStack of 50 + 10 + 10 centred in 100: from y = 15.
        expectFrame(tree, "main", 25, 15, 50, 50)
        expectFrame(tree, "bar", 40, 75, 20, 10)
        let lazy = LazyVStack(alignment: .leading) { box(20, 10, "row") }.accessibilityIdentifier("lazy")
        let lt = try place(lazy, 200, 100)
        expectFrame(lt, "lazy", 0, 45, 200, 10)
        expectFrame(lt, "row", 0, 45, 20, 10)
    }

    @Test("app environment values: an active scene on an upright iPhone, nothing presented")
    func appEnvironment() {
        let env = EnvironmentValues()
        #expect(env.scenePhase == .active)
        #expect(env.horizontalSizeClass == .compact && env.verticalSizeClass == .regular)
        #expect(env.presentationMode.wrappedValue.isPresented == false)
        var opened: Bool?
        env.openURL(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false)
        var custom = env
        custom.openURL = OpenURLAction { _ in .handled }
        custom.openURL(URL(string: "app://x")!) { opened = $0 }
        #expect(opened == true)
    }

    @Test("Color.Resolved: linear components, sRGB accessors, a Codable round trip")
    func colorResolved() throws {
        let env = EnvironmentValues()
        let resolved: Color.Resolved = Color(red: 0.5, green: 0, blue: 1).resolve(in: env)
        // sRGB 0.5 → linear ((0.5 + 0.055) / 1.055)^2.4 = 0.21404.
        #expect(abs(resolved.linearRed - 0.21404) < 1e-4 && abs(resolved.red - 0.5) < 1e-5)
        #expect(resolved.linearGreen == 0 && resolved.linearBlue == 1 && resolved.opacity == 1)
        let data = try JSONEncoder().encode(resolved)
        #expect(try JSONDecoder().decode(Color.Resolved.self, from: data) == resolved)
        let back: RGBA = Color(resolved).resolve(in: env)
        #expect(abs(back.red - 0.5) < 1e-5 && abs(back.blue - 1) < 1e-6)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404, green: 0, blue: 0)
        #expect(abs(linear.red - 0.5) < 1e-4)
    }

    @Test("small caps are carried into the resolved font")
    func smallCapsFonts() {
        #expect(Font.body.smallCaps().resolve().smallCaps == [.lowercase, .uppercase])
        #expect(Font.body.lowercaseSmallCaps().resolve().smallCaps == .lowercase)
        #expect(Font.caption.uppercaseSmallCaps().bold().resolve().smallCaps == .uppercase)
        #expect(Font.body.resolve().smallCaps.isEmpty)
    }

    @Test("SystemFormatStyle.DateReference: now, relative within the threshold, absolute beyond")
    func dateReference() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)   // 2026-05-10 06:13:20 UTC
        func phrase(_ seconds: TimeInterval, _ style: SystemFormatStyle.DateReference) -> String {
            var s = style
            s.date = now.addingTimeInterval(seconds)
            s.locale = Locale(identifier: "en_US")
            s.calendar = calendar
            return String(s.format(now).characters)
        }
        let base = SystemFormatStyle.DateReference(to: now)
        #expect(phrase(20, base) == "now")
        #expect(phrase(5 * 60, base) == "in 5 minutes")
        #expect(phrase(-3 * 86_400, base) == "3 days ago")
        #expect(phrase(86_400, base) == "tomorrow")
        // WellyBus: minutes only, relative under an hour, the time beyond.
        let bus: SystemFormatStyle.DateReference = .reference(to: now, allowedFields: [.hour, .minute], thresholdField: .minute)
        #expect(phrase(25 * 60, bus) == "in 25 minutes")
        #expect(phrase(2 * 3600, bus).hasPrefix("8:13") && phrase(2 * 3600, bus).hasSuffix("AM"), "\(phrase(2 * 3600, bus))")
        // Over a year away: month and year.
        #expect(phrase(400 * 86_400, base) == "June 2027")
    }
}
