import Testing
@testable import WidgetShotBuild

/// Sweep 11 (RitualistCore's `@ModelActor public actor LogLocalDataSource`): the members the
/// rewrite synthesises are `public`, as in Apple's expansion, so a public actor satisfies the public
/// `ModelActor` protocol. The compiled case is `PublicTripArchive` in the TransitBoard fixture.
@Suite struct SweepElevenModelActorTests {
    @Test("@ModelActor on a public actor gets public modelExecutor, modelContainer and init(modelContainer:)")
    func publicMembers() {
        var rewrites = RuntimeRewrites()
        let line = rewrites.rewrite("@ModelActor public actor LogStore: LogStoring {")
        #expect(line.hasPrefix(" public actor LogStore: ModelActor, LogStoring {"))
        #expect(line.contains("public nonisolated let modelExecutor: any ModelExecutor;"))
        #expect(line.contains("public nonisolated let modelContainer: ModelContainer;"))
        #expect(line.contains("public init(modelContainer: ModelContainer) {"))
    }

    @Test("a comment naming @ModelActor leaves the next actor alone")
    func attributeInACommentIsNotTheMacro() {
        var rewrites = RuntimeRewrites()
        let lines = ["/// Direct instantiation (for singletons/@ModelActor where DI isn't available)",
                     "public actor DebugLogger {", "    nonisolated private let isProductionBuild: Bool", "}"]
        #expect(lines.map { rewrites.rewrite($0) } == lines)
        #expect(rewrites.rewrite("@ModelActor actor Store { // see @ModelActor").contains("ModelActor {"))
    }
}

/// Sweep 11 (CovidReporter's widget links DGCharts 4): `@objc` protocols stay class-only.
@Suite struct SweepElevenObjCProtocolTests {
    private func rewrite(_ lines: [String]) -> [String] {
        var rewrites = RuntimeRewrites()
        return lines.map { rewrites.rewrite($0) }
    }

    @Test("an @objc protocol becomes AnyObject-constrained; other @objc declarations are only unmarked")
    func objcProtocols() {
        #expect(rewrite(["@objc", "public protocol ChartDataSetProtocol", "{"]) == ["", "public protocol ChartDataSetProtocol: AnyObject", "{"])
        #expect(rewrite(["@objc public protocol Feed: NSObjectProtocol {"]) == [" public protocol Feed: AnyObject, NSObjectProtocol {"])
        #expect(rewrite(["@objc(CHDelegate) protocol ChartDelegate: class {"]) == [" protocol ChartDelegate: class {"])
        #expect(rewrite(["@objc class Renderer: NSObject {", "}", "protocol Plain {"]) == [" class Renderer: NSObject {", "}", "protocol Plain {"])
        #expect(rewrite(["    @objc optional func chartValueSelected()", "protocol After {"]) == ["     optional func chartValueSelected()", "protocol After {"])
        #expect(rewrite(["@objcMembers", "public protocol Members {"]) == ["", "public protocol Members {"])
        #expect(rewrite(["// an @objc protocol is class-only", "protocol Commented {"]).last == "protocol Commented {", "a comment is no attribute")
    }
}
