import Foundation
import Testing
import WidgetShotBuild

/// Chart bodies type-check as fast against WidgetShot as against Apple's SDK (issue 20, Penn
/// Mobile's `FitnessGraph`): the fixture `Fixtures/ChartsFifteenTypeCheck/PoolLaneChart.swift` is
/// one `body` expression shaped like that chart, transformed as the extension build transforms a
/// user's file and type-checked against this checkout's build with a small solver budget, so a
/// chart API gone missing or an overload set grown past Apple's fails here as "unable to
/// type-check this expression in reasonable time" (when a member is missing, the solver's search
/// for a fix through the whole chart expression took minutes and reported the timeout at the
/// first bar, not the missing member). The budget is the solver's scope count, not a clock.
@Suite struct ChartsFifteenTypeCheckTests {
    /// This checkout (…/Tests/WidgetShotCLITests/ChartsFifteenTypeCheckTests.swift → the root).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = root.appendingPathComponent("Tests/WidgetShotCLITests/Fixtures/ChartsFifteenTypeCheck/PoolLaneChart.swift")
    /// Constraint-solver scopes one expression may open. The fixture's body needs about 1,200 for
    /// the whole file (`-stats-output-dir`, Sema.NumConstraintScopes); without `AxisMark.offset`
    /// the same body went past 1,000,000.
    static let scopeBudget = 20_000

    @Test(.timeLimit(.minutes(20)))
    func aGymStyleChartBodyTypeChecksWithinASmallSolverBudget() throws {
        let prebuilt = try PrebuiltWidgetShot.locate(widgetShotRoot: Self.root, executable: nil).get()
        let source = try String(contentsOf: Self.fixture, encoding: .utf8)
        let transformed = SourceTransform(originalPath: Self.fixture.path, fileIndex: 0).transform(source)
        #expect(transformed.text.contains("import WidgetShotCharts"), "import Charts reads WidgetShotCharts")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("charts-fifteen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("PoolLaneChart.swift")
        try Data(transformed.text.utf8).write(to: file)

        let swiftc = URL(fileURLWithPath: ExtensionBuilder.findSwift()).deletingLastPathComponent().appendingPathComponent("swiftc")
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", "5", "-module-name", "PoolLane"] + prebuilt.compileFlags
            + ["-Xfrontend", "-solver-scope-threshold=\(Self.scopeBudget)", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(!output.contains("reasonable time"), "\(output)")
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
