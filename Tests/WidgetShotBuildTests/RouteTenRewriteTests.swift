import Foundation
import Testing
@testable import WidgetShotBuild

/// route-10's rewrites and import scopes, line by line.
struct RouteTenRewriteTests {
    func rewrite(_ line: String) -> String {
        var r = RuntimeRewrites()
        return r.rewrite(line)
    }

    @Test func waitsForConnectivityIsKeptByWidgetShotFoundation() {
        #expect(rewrite("            config.waitsForConnectivity = true") == "            config._widgetShotWaitsForConnectivity = true")
        #expect(rewrite("let w = session.configuration.waitsForConnectivity") == "let w = session.configuration._widgetShotWaitsForConnectivity")
        #expect(rewrite("let waitsForConnectivity = true") == "let waitsForConnectivity = true")
    }

    @Test func qualifiedCombineNamesGoToWidgetShotCombine() {
        #expect(rewrite("var bag = Set<Combine.AnyCancellable>(); let v: SwiftUI.Color") == "var bag = Set<WidgetShotCombine.AnyCancellable>(); let v: WidgetShotSDK.Color")
        #expect(rewrite("let s = MyCombine.Thing") == "let s = MyCombine.Thing")
    }

    @Test func uikitBringsFoundationsCombineNamesOnlyAndSwiftUIBringsCombine() {
        let out = SourceTransform(originalPath: "F.swift", fileIndex: 0).transform("import UIKit\nimport SwiftUI\nimport Charts\n").text
            .components(separatedBy: "\n").dropFirst().prefix(3)
        #expect(Array(out) == ["import WidgetShotSDK; import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published",
                               "import WidgetShotSDK; import WidgetShotCombine",
                               "import WidgetShotCharts"])
    }
}
