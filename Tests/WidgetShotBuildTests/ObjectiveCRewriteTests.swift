import Testing
@testable import WidgetShotBuild

/// Issue 20 (sweep): Objective-C runtime idioms and CommonCrypto in extension builds.
struct ObjectiveCRewriteTests {
    func userLines(_ source: String) -> [String] {
        let output = SourceTransform(originalPath: "/src/Widget.swift", fileIndex: 0).transform(source)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return Array(output.text.components(separatedBy: "\n").dropFirst().prefix(source.components(separatedBy: "\n").count))
    }

    @Test func selectorExpressionsBecomeTheirObjectiveCNames() {
        let lines = userLines("""
            NotificationCenter.default.addObserver(self, selector: #selector(reload(_:)), name: .NSCalendarDayChanged, object: nil)
            let a = #selector(self.refresh), b = #selector(Store.load(from:into:))
            timer.schedule(#selector( getter: Model.title ), #selector(setter: Model.title))
            let c = #selector(handle(_:context:)) // #selector(kept) in a comment is rewritten too
            let d = #selector(share(with:))
            """)
        #expect(lines == [
            #"NotificationCenter.default.addObserver(self, selector: Selector("reload:"), name: .NSCalendarDayChanged, object: nil)"#,
            #"let a = Selector("refresh"), b = Selector("loadWithFrom:into:")"#,
            #"timer.schedule(Selector("title"), Selector("setTitle:"))"#,
            #"let c = Selector("handle:context:") // Selector("kept") in a comment is rewritten too"#,
            #"let d = Selector("shareWith:")"#,
        ])
    }

    @Test func objectiveCImportBecomesFoundationAndOverrideOfObserveValueIsDropped() {
        let lines = userLines("""
            import ObjectiveC
            final class Observer: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                override public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                override func viewDidLoad() {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            """)
        #expect(lines[0].hasPrefix("import Foundation; ") && lines[0].contains("import WidgetShotFoundation"))
        #expect(lines[2] == "    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {")
        #expect(lines[3] == "    public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {")
        #expect(lines[4] == "    override func viewDidLoad() {")
        #expect(lines[5] == "        super._widgetShotSuperObserveValue(forKeyPath: keyPath, of: object, change: change, context: context)")
        // `canImport(ObjectiveC)` stays the compiler's (false on Linux): runtime-only code stays off.
        #expect(ConditionRewriter.rewrite("canImport(ObjectiveC)").condition == "canImport(ObjectiveC)")
    }

    /// sindresorhus/Defaults' Observation.swift: one parameter per line, `swiftlint:disable` above.
    @Test func observeValueWithOneParameterPerLineLosesItsOverrideToo() {
        let lines = userLines("""
            final class Observer: NSObject {
                // swiftlint:disable:next block_based_kvo
                override func observeValue(
                    forKeyPath keyPath: String?,
                    of object: Any?,
                    change: [NSKeyValueChangeKey: Any]?,
                    context: UnsafeMutableRawPointer?
                ) {
                    super.observeValue(
                        forKeyPath: keyPath, of: object, change: change, context: context)
                override func observeValues() {
            """)
        #expect(lines[2] == "    func observeValue(")
        #expect(lines[8] == "        super._widgetShotSuperObserveValue(")
        #expect(lines[10] == "    override func observeValues() {")
    }

    @Test func commonCryptoImportsItsStandIn() {
        #expect(userLines("import CommonCrypto") == ["import WidgetShotCommonCrypto"])
        #expect(ConditionRewriter.rewrite("canImport(CommonCrypto)").condition == "true")
    }
}
