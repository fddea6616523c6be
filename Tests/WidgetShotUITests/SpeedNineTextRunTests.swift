import Foundation
import Testing
@testable import WidgetShotUI

/// Issue 21 (speed-9): a text's resolve skips copying runs that have nothing to inherit, and
/// resolves adjacent runs without attributes once, joined. Each cheap path must give what the
/// general one gives.
@Suite struct SpeedNineTextRunTests {
    private func runs(_ text: Text, _ env: EnvironmentValues = EnvironmentValues()) -> [ResolvedText.Run] {
        text.resolve(in: env).runs
    }

    @Test("inheriting from a run without attributes, in place, equals the general inheriting")
    func inheritInPlace() {
        var plain = Text.Run(string: "a")
        var colored = Text.Run(string: "b")
        colored.foreground = .red
        var based = Text.Run(string: "c")
        based.style = TextStyleBox(AnyShapeStyle(Color.blue), identity: "blue")
        based.styleBase = .green
        var baseOnly = Text.Run(string: "d")
        baseOnly.styleBase = .green
        plain.kerning = 2
        let all = [plain, colored, based, baseOnly, Text.Run(string: "e")]
        var outerStyled = Text.Run(string: "")
        outerStyled.weight = .bold
        for outer in [Text.Run(string: ""), outerStyled] {
            for live in [false, true] {
                var inPlace = all
                Text.Run.inherit(&inPlace, in: 1..<4, from: outer, live: live)
                var expected = all
                for i in 1..<4 {
                    expected[i] = all[i].inheriting(outer)
                    expected[i].isLive = expected[i].isLive || live
                }
                #expect(inPlace == expected)
            }
        }
        // The one change a plain outer run makes: a base colour without colour or style is dropped.
        var dropped = [baseOnly]
        Text.Run.inherit(&dropped, in: 0..<1, from: Text.Run(string: ""))
        #expect(dropped[0].styleBase == nil)
    }

    @Test("an interpolated key resolves to one run, styled interpolations keep theirs")
    func joinedRuns() {
        #expect(runs(Text("Song \(3)-\(14)")).map(\.string) == ["Song 3-14"])
        let mixed = runs(Text("a \(Text("b").bold()) c \(2)"))
        #expect(mixed.map(\.string) == ["a ", "b", " c 2"])
        #expect(mixed.map(\.font.weight) == [.regular, .bold, .regular])
        // Concatenated texts join where their attributes agree, as `coalesced` joins them.
        #expect(runs(Text("x") + Text("y") + Text("z").italic()).map(\.string) == ["xy", "z"])
    }

    @Test("under a text case each run is cased on its own, then joined")
    func textCase() {
        var env = EnvironmentValues()
        env.textCase = .uppercase
        #expect(runs(Text("Song \(3)-\(4)"), env).map(\.string) == ["SONG 3-4"])
        env.textCase = .lowercase
        #expect(runs(Text("A \(Text("B").italic()) C"), env).map(\.string) == ["a ", "b", " c"])
    }

    @Test("a hierarchical style's base colour from an outer foregroundColor survives the joining")
    func styleBaseKept() {
        let text = Text("n \(Text("s").foregroundStyle(.secondary)) m").foregroundColor(.red)
        let resolved = runs(text)
        #expect(resolved.map(\.string) == ["n ", "s", " m"])
        #expect(resolved[0].paint == resolved[2].paint)
        #expect(resolved[1].paint != resolved[0].paint)
    }
}
