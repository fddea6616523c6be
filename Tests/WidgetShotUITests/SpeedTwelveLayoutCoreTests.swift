import Foundation
import Testing
@testable import WidgetShotUI

/// Issue 21 (speed-12): cheaper per-node paths of the layout core must give what the general ones
/// give — a key of plain pieces expands to one joined run; `ModifiedContent` and
/// `_ConditionalContent` resolve without their own generic metadata but still lay their nodes
/// out in the environment's direction.
@Suite struct SpeedTwelveLayoutCoreTests {
    private func strings(_ runs: [Text.Run]) -> [String] {
        runs.map { run -> String in
            guard case .string(let s) = run.content else { return "<deferred>" }
            return s
        }
    }

    @Test("a key of plain pieces is one run holding what the pieces' runs join to")
    func plainKeyIsOneRun() {
        let env = EnvironmentValues()
        let keys: [LocalizedStringKey] = [
            "Song \(3)-\(14)", "\("a") and \("b")", "\(2.5) km", "\(UInt(7))%", "only \(1_234) left", "\("")",
        ]
        for key in keys {
            let runs = key.runs(table: nil, in: env)
            let general = FormatSpecifiers.expand(key.key, arguments: key.arguments, locale: env.locale)
            #expect(strings(runs) == [strings(general).joined()])
            #expect(runs.allSatisfy { $0.hasNoAttributes })
        }
    }

    @Test("keys with Markdown, interpolated texts or no pieces take the general path")
    func generalPathKept() {
        let env = EnvironmentValues()
        let bold: LocalizedStringKey = "**Song** \(3)"
        #expect(strings(bold.runs(table: nil, in: env)) == ["Song", " ", "3"])
        let styled: LocalizedStringKey = "a \(Text(verbatim: "b").italic()) \(2)"
        #expect(strings(styled.runs(table: nil, in: env)) == ["a ", "b", " ", "2"])
        #expect(FormatSpecifiers.plainString("", arguments: [], locale: env.locale) == nil)
        #expect(FormatSpecifiers.plainString("%@", arguments: [.text(Text("x"))], locale: env.locale) == nil)
        // A specifier without an argument is shown as written, as `expand` shows it.
        #expect(FormatSpecifiers.plainString("%@ %lld", arguments: [.string("x")], locale: env.locale) == "x %lld")
    }

    @Test("an interpolated text resolves as the same text written out, with its modifiers")
    func resolvesAsVerbatim() {
        let env = EnvironmentValues()
        #expect(Text("Song \(3)-\(14)").resolve(in: env) == Text(verbatim: "Song 3-14").resolve(in: env))
        #expect(Text("Song \(3)-\(14)").bold().foregroundColor(.red).underline().resolve(in: env)
                == Text(verbatim: "Song 3-14").bold().foregroundColor(.red).underline().resolve(in: env))
        var upper = env
        upper.textCase = .uppercase
        #expect(Text("Song \(3)-\(14)").resolve(in: upper).runs.map(\.string) == ["SONG 3-14"])
    }

    @Test("a modified branch of an if/else lays out in its environment's direction")
    func conditionalModifiedDirection() throws {
        for flag in [true, false] {
            let v = Group {
                if flag { box(30, 20, "a").padding(.leading, 10).accessibilityIdentifier("p") } else { box(30, 20, "a").padding(.trailing, 10).accessibilityIdentifier("p") }
            }
            .environment(\.layoutDirection, .rightToLeft)
            let tree = try LayoutEngine().layout(v, in: CGSize(width: 100, height: 100))
            // p: 40 × 20 centred at (30, 40). Leading padding is on the right in RTL: a at 30;
            // trailing padding on the left: a at 40.
            expectFrame(tree, "p", 30, 40, 40, 20)
            expectFrame(tree, "a", flag ? 30 : 40, 40, 30, 20)
        }
    }
}
