import ArgumentParser
import Foundation
import Testing
@testable import WidgetShotCLI

/// `widgetshot render …` takes a fast path past the root's parse (``RenderCommandLine``, issue 21
/// goal 4): it must give the same command as the root's parse, and hand everything else (help,
/// completion scripts, errors) back to the root's parse.
@Suite(.serialized)
struct SpeedElevenRenderParseTests {
    /// Everything the parsed command holds, property wrappers' values included.
    static func contents(_ command: Any) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    static let accepted: [[String]] = [
        ["render", "--widget", "next_flight_widget"],
        ["render", "--widget", "next_flight_widget", "-o", "/tmp/x.png"],
        ["render", "--widget", "daily", "--family", "systemMedium", "--device", "iPhoneSE3", "--appearance", "dark", "--entry", "1",
         "--locale", "de_DE", "--time-zone", "Europe/Berlin", "--os", "26", "--output", "out/"],
        ["render", "--activity", "boarding", "--presentation", "expanded", "--os", "17"],
        ["render", "--control", "boarding-countdown", "--dynamic-type", "xxxLarge"],
        ["render", "--variant-timeout", "3600", "--memory-limit", "0", "--widget", "next_flight_widget", "--date", "2025-01-01T00:00:00Z"],
    ]

    @Test("the fast path gives the command the root's parse gives", arguments: accepted)
    func sameCommand(arguments: [String]) throws {
        let fast = try #require(RenderCommandLine.renderCommand(arguments), "\(arguments)")
        let root = try #require(try WidgetShotTool.parseAsRoot(arguments) as? RenderCommand)
        #expect(Self.contents(fast) == Self.contents(root))
        #expect(Self.contents(fast).contains("next_flight_widget") || !arguments.contains("next_flight_widget"))
    }

    static let declined: [[String]] = [
        [], ["gallery"], ["devices"], ["render", "--help"], ["render", "-h"], ["render", "help"],
        ["render", "--generate-completion-script", "bash"], ["render", "--generate-completion-script=zsh"],
        ["render", "--widget"], ["render", "--no-such-option"], ["render", "--entry", "-1", "--widget", "x"],
        ["render", "--entry", "1", "--date", "2025-01-01T00:00:00Z"], ["render", "--locale", "xx_nowhere_42"],
        ["render", "--experimental-dump-help"], ["---completion", "render", "--", "--widget", "0", "0"],
    ]

    @Test("help, completion requests and errors go to the root's parse", arguments: declined)
    func declines(arguments: [String]) {
        #expect(RenderCommandLine.renderCommand(arguments) == nil, "\(arguments)")
    }

    @Test func helpAndErrorsAreTheRootsThroughTheTool() throws {
        var status: Int32 = -1
        // `--help` is the root's help request (ArgumentParser's help command), not a render.
        let help = try WidgetShotTool.parseCommandLine(["render", "--help"])
        #expect(!(help is RenderCommand))
        #expect(DemoTool.run(["render", "--help"]) == 0)
        let errors = try captureStandardError { status = DemoTool.run(["render", "--entry", "1", "--date", "2025-01-01T00:00:00Z", "--widget", "x"]) }
        #expect(status == 64)
        #expect(errors.contains("--entry and --date both pick the entry"), "\(errors)")
        #expect(errors.contains("widgetshot render"), "\(errors)")
    }
}
