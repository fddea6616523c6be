import Foundation
import Testing
@testable import WidgetShotBuild

/// A package module named like an Apple framework WidgetShot stands in for keeps its import: in
/// Xcode `import Charts` names the package's module when the target links a package `Charts`
/// (bestK1ngArthur/CovidApp, 2020: swift-extensions/swiftui-charts; apps on danielgindi/Charts
/// before its v5 rename to DGCharts), not Apple's Swift Charts.
struct SweepSevenPackageModuleTests {
    @Test func aProvidedModuleKeepsItsImportAndAStandInIsRewrittenOtherwise() {
        let source = "import SwiftUI\nimport Charts\n"
        let standIn = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0).transform(source).text
        #expect(standIn.contains("import WidgetShotCharts"), "\(standIn)")

        var transform = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0)
        transform.providedModules = ["Charts"]
        let provided = transform.transform(source).text
        let lines = provided.components(separatedBy: "\n")
        #expect(lines.contains("import Charts"), "\(provided)")
        #expect(!provided.contains("WidgetShotCharts"))
        #expect(!lines.contains("import SwiftUI"), "SwiftUI is still WidgetShot's: \(provided)")
    }

    /// The package's tools-5.1 manifest (abridged): a library `Charts` whose target depends on
    /// the product `Shapes` of swiftui-shapes by bare name.
    static let chartsDump = """
        {"name": "Charts", "products": [{"name": "Charts", "targets": ["Charts"]}],
         "dependencies": [{"sourceControl": [{"identity": "swiftui-shapes", "location": {"remote": [{"urlString": "https://github.com/swift-extensions/swiftui-shapes.git"}]},
                           "requirement": {"range": [{"lowerBound": "1.0.0", "upperBound": "2.0.0"}]}}]}],
         "targets": [{"name": "Charts", "type": "regular", "dependencies": [{"byName": ["Shapes", null]}], "exclude": [], "resources": [], "settings": []}]}
        """

    @Test func theWidgetImportingALinkedPackageChartsGetsThePackagesModule() throws {
        let project = try BuildPlanGeneratorTests.Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let charts = project.root.appendingPathComponent("Packages/swiftui-charts")
        let chartFile = charts.appendingPathComponent("Sources/Charts/Chart.swift")
        try FileManager.default.createDirectory(at: chartFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "import SwiftUI\nimport Shapes\npublic struct Chart: View { public var body: some View { EmptyView() } }\n"
            .write(to: chartFile, atomically: true, encoding: .utf8)
        var options = GenerationOptions(knowsAllConditions: true)
        options.loadPackage = { folder in try PackageDump.parse(Data(Self.chartsDump.utf8), folder: folder) }
        let plan = project.plan(packages: [PackageReference(identity: "swiftui-charts", location: .local(charts)),
                                           PackageReference(identity: "swiftui-shapes", location: .remote(url: "https://github.com/swift-extensions/swiftui-shapes.git", requirement: .upToNextMajor("1.0.0")))],
                                products: [PackageProductReference(product: "Charts", package: "swiftui-charts")])
        let prepared = try project.workspace.prepare(plan, options: options)
        let widgetFolder = prepared.packageRoot.appendingPathComponent("Extensions")
        let files = try FileManager.default.subpathsOfDirectory(atPath: widgetFolder.path).filter { $0.hasSuffix("ProductImports.swift") }
        let imports = try String(contentsOf: widgetFolder.appendingPathComponent(try #require(files.first)), encoding: .utf8)
        #expect(imports.components(separatedBy: "\n").contains("import Charts"), "\(imports)")
        #expect(!imports.contains("WidgetShotCharts"))
        let manifest = try String(contentsOf: prepared.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".product(name: "Shapes", package: "swiftui-shapes")"#), "\(manifest)")
    }
}

/// Interface Builder's attributes are dropped, the declarations kept: gokulnair2001/COVID-TODAY's
/// widget target compiles the app's view controllers, whose `@IBOutlet weak var profileButton:
/// UIButton!` fails on Linux ("'@IBOutlet' property cannot have non-'@objc' class type").
struct SweepSevenInterfaceBuilderTests {
    @Test func interfaceBuilderAttributesAreDropped() {
        var rewrites = RuntimeRewrites()
        #expect(rewrites.rewrite("    @IBOutlet weak var profileButton: UIButton!") == "    weak var profileButton: UIButton!")
        #expect(rewrites.rewrite("    @IBOutlet var labels: [UILabel]!") == "    var labels: [UILabel]!")
        #expect(rewrites.rewrite("    @IBAction func profileBtn(_ sender: Any) {") == "    func profileBtn(_ sender: Any) {")
        #expect(rewrites.rewrite("@IBDesignable class RoundButton: UIButton {") == "class RoundButton: UIButton {")
        #expect(rewrites.rewrite("    @IBInspectable var cornerRadius: CGFloat = 0") == "    var cornerRadius: CGFloat = 0")
        #expect(rewrites.rewrite("    @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? {") == "    func makeDetail(_ coder: NSCoder) -> UIViewController? {")
        #expect(rewrites.rewrite("let label = \"@IBOutlets\"") == "let label = \"@IBOutlets\"", "a word that only starts like one stays")
    }
}
