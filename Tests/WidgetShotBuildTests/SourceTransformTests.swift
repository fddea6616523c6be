import Testing
@testable import WidgetShotBuild

/// The per-file transform: line numbers never move, imports, `@main`, `#Preview` and
/// `PreviewProvider` handling.
struct SourceTransformTests {
    func transform(_ source: String, index: Int = 0) -> SourceTransform.Output {
        SourceTransform(originalPath: "/src/Widget.swift", fileIndex: index).transform(source)
    }

    /// The transformed lines that correspond to the user's lines (after `#sourceLocation`).
    func userLines(_ output: SourceTransform.Output, count: Int) -> [String] {
        Array(output.text.components(separatedBy: "\n").dropFirst().prefix(count))
    }

    @Test func sourceLocationPointsAtTheOriginalFileAndLinesDoNotMove() {
        let source = "import SwiftUI\n\nstruct A: View {\n    var body: some View { Text(\"a\") }\n}"
        let output = transform(source)
        #expect(output.text.hasPrefix("#sourceLocation(file: \"/src/Widget.swift\", line: 1)\n"))
        #expect(userLines(output, count: 5).count == 5)
        #expect(userLines(output, count: 5)[3] == "    var body: some View { Text(\"a\") }")
    }

    @Test func appleImportsBecomeWidgetShot() {
        let source = """
            import SwiftUI
            import WidgetKit
            @preconcurrency import Combine
            import struct SwiftUI.Color
            import os.log
            import SwiftUICore
            import Foundation
            import Kingfisher
            """
        let lines = userLines(transform(source), count: 8)
        #expect(lines[0] == "import WidgetShotSDK; import WidgetShotCombine")
        #expect(lines[1] == "import WidgetShotSDK; import WidgetShotCombine")
        #expect(lines[2] == "@preconcurrency import WidgetShotSDK; @preconcurrency import WidgetShotCombine")
        #expect(lines[3] == "import WidgetShotSDK; import WidgetShotCombine")
        #expect(lines[4] == "import WidgetShotSDK; import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published")   // os: no Combine (routeTen)
        #expect(lines[5] == "import WidgetShotSDK; import WidgetShotCombine")
        #expect(lines[6] == "import Foundation; import FoundationNetworking; import Observation; import WidgetShotFoundation; import struct WidgetShotUI.LocalizedStringResource; import WidgetShotSecurity; import FoundationXML; import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published" + FoundationRewrites.unfairLockImports)
        #expect(lines[7] == "import Kingfisher")   // not Apple's: the compiler reports it if missing
    }

    @Test func anAppleOnlyFrameworkIsAnErrorNamingIt() {
        let output = transform("import SwiftUI\nimport ARKit\n")
        #expect(output.diagnostics == [BuildDiagnostic(file: "/src/Widget.swift", line: 2, severity: .error,
                                                       message: "imports ARKit, an Apple framework WidgetShot does not stand in for on Linux")])
        // …but not inside a branch iOS does not compile.
        let guarded = transform("#if os(macOS)\nimport ARKit\n#endif\n")
        #expect(guarded.diagnostics.isEmpty)
    }

    @Test func aProviderOnlyFrameworkImportsItsOwnStandIn() {
        let source = "import HealthKit\n@preconcurrency import AVFoundation\nimport struct MusicKit.Song\nimport UserNotifications\n#if canImport(TipKit)\nlet tips = 1\n#endif"
        let output = transform(source)
        #expect(output.diagnostics.isEmpty)
        let lines = userLines(output, count: 5)
        #expect(lines[0] == "import WidgetShotHealthKit")
        #expect(lines[1] == "@preconcurrency import WidgetShotMedia")
        #expect(lines[2] == "import WidgetShotMedia")
        #expect(lines[3] == "import WidgetShotNotifications")
        #expect(lines[4] == "#if true")   // canImport of a stood-in framework is true, as on iOS
        // Names qualified with an imported stood-in framework take its module; an app's own
        // `Photos.` namespace in a file that does not import Photos is left alone.
        let qualified = transform("import SwiftUI\nimport StoreKit\nlet t = StoreKit.Transaction.updates\nlet p = Photos.all")
        let q = userLines(qualified, count: 4)
        #expect(q[1] == "import WidgetShotStoreKit")
        #expect(q[2] == "let t = WidgetShotStoreKit.Transaction.updates")
        #expect(q[3] == "let p = Photos.all")
        // Every stand-in module is named WidgetShot… (or is swift-crypto's Crypto), never like Apple's framework.
        for (apple, modules) in FrameworkStandIns.modules {
            for module in modules { #expect((module.hasPrefix("WidgetShot") || module == "Crypto") && module != apple) }
        }
    }

    @Test func conditionsAreRewrittenInPlace() {
        let source = "#if os(iOS)\nlet a = 1\n#elseif os(watchOS)\nlet a = 2\n#else\nlet a = 3\n#endif"
        let lines = userLines(transform(source), count: 7)
        #expect(lines[0] == "#if true")
        #expect(lines[2] == "#elseif false")
        #expect(lines[4] == "#else")
    }

    @Test func directivesInCommentsAndStringsAreLeftAlone() {
        let source = "/*\n#if os(macOS)\n*/\nlet s = \"\"\"\nimport SwiftUI\n\"\"\"\n// import UIKit"
        let lines = userLines(transform(source), count: 7)
        #expect(lines[1] == "#if os(macOS)")
        #expect(lines[4] == "import SwiftUI")
        #expect(lines[6] == "// import UIKit")
    }

    @Test func mainIsRemovedAndItsTypeRecorded() {
        let output = transform("import WidgetKit\n\n@main\nstruct MyBundle: WidgetBundle {\n}")
        #expect(output.mainType == "MyBundle")
        #expect(!output.text.contains("@main"))
        let sameLine = transform("@main struct Single: Widget {}")
        #expect(sameLine.mainType == "Single")
    }

    @Test func previewMacrosBecomePreviewValuesAndAreRegistered() {
        let source = """
            import SwiftUI
            #Preview(as: .systemSmall) {
                W()
            } timeline: {
                E()
            }
            #if DEBUG
            #Preview("Card") { Card() }
            #endif
            """
        let output = transform(source, index: 3)
        let lines = userLines(output, count: 9)
        #expect(lines[1] == "let __widgetShotPreview3_2 = WidgetShotPreviews.Preview(as: .systemSmall) {")
        #expect(lines[7] == "let __widgetShotPreview3_8 = WidgetShotPreviews.Preview(\"Card\") { Card() }")
        #expect(output.previewCount == 2)
        #expect(output.registryProperty == "file3")
        #expect(output.text.contains("#sourceLocation()\n"))
        #expect(output.text.contains("previews.append(__widgetShotPreview3_2.registered(defaultName: \"Widget.swift:2\""))
        // The second is registered under the same condition it is declared in.
        #expect(output.text.contains("        #if (DEBUG)\n        previews.append(__widgetShotPreview3_8"))
    }

    @Test func aPreviewUnderAConditionWithATrailingCommentIsRegisteredUnderTheBareCondition() {
        let source = """
            #if canImport(ActivityKit) && !targetEnvironment(macCatalyst) // TODO: Catalyst support
            import ActivityKit
            #Preview("Notification", as: .content, using: Attributes.preview) { Widget() } contentStates: { State() }
            #elseif os(watchOS) /* later */ && DEBUG
            #Preview("Watch") { Card() }
            #endif
            """
        let output = transform(source)
        #expect(output.text.contains("        #if (true && !false)\n        previews.append(__widgetShotPreview"), "\(output.text)")
        #expect(output.text.contains("        #if !(true && !false) && (false   && DEBUG)\n        previews.append("), "\(output.text)")
        #expect(ConditionRewriter.withoutComments("A /* x // y */ && B // z") == "A   && B")
        #expect(ConditionRewriter.withoutComments("A // x /* y") == "A")
    }

    @Test func darwinIsGlibcOnLinux() {
        // A database package that picks its C library per platform: an iOS build takes Darwin's branch.
        let source = "#if os(Linux)\nimport Glibc\n#elseif os(macOS) || os(iOS)\nimport Darwin\n#endif\n@_exported import Darwin.C\nimport func Darwin.strlen"
        let output = transform(source)
        let lines = userLines(output, count: 7)
        // Darwin's `os_unfair_lock` is WidgetShotOSLog's (imported, not re-exported).
        #expect(lines[3] == "import Glibc; import WidgetShotOSLog")
        #expect(lines[5] == "@_exported import Glibc; import WidgetShotOSLog")
        #expect(lines[6] == "import Glibc; import WidgetShotOSLog")
        #expect(output.diagnostics.isEmpty)
    }

    @Test func previewProvidersAreRegisteredEvenWhenPrivate() {
        let source = """
            private struct Card_Previews: PreviewProvider {
                static var previews: some View { Card() }
            }
            #if os(macOS)
            struct Mac_Previews: PreviewProvider { static var previews: some View { Card() } }
            #else
            struct Phone_Previews: SwiftUI.PreviewProvider { static var previews: some View { Card() } }
            #endif
            """
        let output = transform(source)
        #expect(output.previewCount == 3)
        #expect(output.text.contains("Preview.previews(of: Card_Previews.self"))
        #expect(output.text.contains("#if (false)\n        previews.append(contentsOf: WidgetShotPreviews.Preview.previews(of: Mac_Previews.self"))
        #expect(output.text.contains("#if !(false)\n        previews.append(contentsOf: WidgetShotPreviews.Preview.previews(of: Phone_Previews.self"))
    }

    @Test func undecidedFlagsAreWarnings() {
        let output = transform("#if os(iOS) && WIDGET_PRO\nlet x = 1\n#endif")
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics[0].severity == .warning)
        #expect(output.diagnostics[0].line == 1)
        #expect(output.diagnostics[0].message.contains("WIDGET_PRO"))
    }
}

/// Attributes no Linux build can have, rewritten in place.
struct RuntimeRewritesTests {
    func rewrite(_ lines: [String]) -> [String] {
        var r = RuntimeRewrites()
        return lines.map { r.rewrite($0) }
    }

    @Test func coreDataAndObjectiveCAttributes() {
        #expect(rewrite(["    @NSManaged public var title: String?"]) == ["    @NSManagedProperty public var title: String?"])
        #expect(rewrite(["@objc(Task)"]) == [""])
        #expect(rewrite(["@objc public class Task: NSManagedObject {"]) == [" public class Task: NSManagedObject {"])
        #expect(rewrite(["let log = os.Logger(subsystem: \"a\", category: \"b\")"]) == ["let log = WidgetShotSDK.Logger(subsystem: \"a\", category: \"b\")"])
    }

    /// appstoreconnect-swift-sdk 1.7 hashes its JWT with `CC_SHA256((message as NSData).bytes, …)`:
    /// on Linux the bridged temporary dies before the pointer is read, so the bytes are kept alive.
    @Test func bridgedDataBytesStayAlive() {
        #expect(rewrite(["        CC_SHA256((message as NSData).bytes, CC_LONG(message.count), &hash)"])
                == ["        CC_SHA256((message as NSData)._widgetShotLiveBytes, CC_LONG(message.count), &hash)"])
        #expect(rewrite(["let p = stored.bytes; let q = (d as NSMutableData).bytes"]) == ["let p = stored.bytes; let q = (d as NSMutableData).bytes"])
    }

    @Test("@NSManaged in an extension (Xcode's +CoreDataProperties) becomes a computed property on the same line")
    func managedInExtensions() {
        let lines = rewrite(["extension FavoriteStop {", "    @NSManaged public var code: String", "    @NSManaged var stopID: UUID? // id",
                             "}", "final class Stop: NSManagedObject {", "    @NSManaged var name: String", "}"])
        #expect(lines[1] == "    public var code: String { get { _widgetShotManagedValue(forKey: \"code\") } set { _widgetShotSetManagedValue(newValue, forKey: \"code\") } }")
        #expect(lines[2] == "    var stopID: UUID? { get { _widgetShotManagedValue(forKey: \"stopID\") } set { _widgetShotSetManagedValue(newValue, forKey: \"stopID\") } } // id")
        #expect(lines[5] == "    @NSManagedProperty var name: String", "in a class body the property wrapper stays")
    }

    @Test("@NSManaged func (Xcode's generated to-many accessors) gets a body over the relationship's set, on the same line")
    func managedRelationshipAccessors() {
        let lines = rewrite(["extension Category {", "    @objc(addItemsObject:)", "    @NSManaged public func addToItems(_ value: Item)",
                             "    @NSManaged public func removeFromItems(_ values: NSSet)", "    @NSManaged public func insertIntoLegs(_ value: Leg, at idx: Int)",
                             "    @NSManaged public func removeFromLegs(at indexes: NSIndexSet)", "    @NSManaged public func replaceLegs(at idx: Int, with value: Leg) // ordered",
                             "    @NSManaged public func addToURLs(_ value: Link)", "}"])
        #expect(lines[1] == "    ")
        #expect(lines[2] == "    public func addToItems(_ value: Item) { _widgetShotAdd(value, toRelationship: \"items\") }")
        #expect(lines[3] == "    public func removeFromItems(_ values: NSSet) { _widgetShotRemove(values, fromRelationship: \"items\") }")
        #expect(lines[4] == "    public func insertIntoLegs(_ value: Leg, at idx: Int) { _widgetShotInsert(value, at: idx, intoRelationship: \"legs\") }")
        #expect(lines[5] == "    public func removeFromLegs(at indexes: NSIndexSet) { _widgetShotRemove(at: indexes, fromRelationship: \"legs\") }")
        #expect(lines[6] == "    public func replaceLegs(at idx: Int, with value: Leg) { _widgetShotReplace(at: idx, with: value, inRelationship: \"legs\") } // ordered")
        #expect(lines[7] == "    public func addToURLs(_ value: Link) { _widgetShotAdd(value, toRelationship: \"uRLs\") }")
        // Not an accessor form Xcode writes: left to the property rewrite (and the compiler's error).
        #expect(ManagedRelationshipAccessorRewrite.rewrite("    @NSManaged public func refresh()") == nil)
    }

    @Test("Timer() becomes the placeholder timer; other Timer calls and look-alike names are kept")
    func placeholderTimer() {
        #expect(rewrite(["    @ObservationIgnored var timer = Timer()"]) == ["    @ObservationIgnored var timer = Timer(widgetShotPlaceholder: ())"])
        #expect(rewrite(["var t: Timer = Foundation.Timer()"]) == ["var t: Timer = Foundation.Timer(widgetShotPlaceholder: ())"])
        #expect(rewrite(["let a = SleepTimer(), b = Kit.Timer(), c = Timer(timeInterval: 1, repeats: false) { _ in }"])
                == ["let a = SleepTimer(), b = Kit.Timer(), c = Timer(timeInterval: 1, repeats: false) { _ in }"])
    }

    @Test func swiftDataModels() {
        #expect(rewrite(["@Model final class Trip {"]) == [" final class Trip: PersistentModel {"])
        #expect(rewrite(["@Model", "class Trip: Codable {"]) == ["", "class Trip: PersistentModel, Codable {"])
        #expect(rewrite(["    @Attribute(.unique) var id: UUID"]) == ["     var id: UUID"])
        #expect(rewrite(["    @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []"]) == ["     var stops: [Stop] = []"])
        #expect(rewrite(["    @Transient var cache = 0"]) == ["     var cache = 0"])
        // iOS 18's uniqueness and index macros inside a model (LEOYoon-Tsaw/Chinendar's LocalSchemaV4).
        #expect(rewrite(["        #Unique<LocalStats>([\\.name])"]) == ["        "])
        #expect(rewrite(["    #Unique<Trip>([\\.name, \\.start], [\\.id]) // one trip a day"]) == ["     // one trip a day"])
        #expect(rewrite(["    #Index<Trip>([\\.start], [\\.name, \\.start])"]) == ["    "])
        #expect(rewrite(["    let unique = \"#Unique\""]) == ["    let unique = \"#Unique\""])
    }

    @Test("@ModelActor becomes the ModelActor conformance plus the synthesised members, on the same lines")
    func swiftDataModelActors() {
        let members = ModelActorRewrite.members
        #expect(rewrite(["@ModelActor actor Store {"]) == [" actor Store: ModelActor {" + members])
        #expect(rewrite(["@ModelActor", "final actor Store: Sendable", "{", "}"])
                == ["", "final actor Store: ModelActor, Sendable", "{" + members, "}"])
        #expect(rewrite(["@Model final class Trip {", "}", "@ModelActor actor Store {"])
                == [" final class Trip: PersistentModel {", "}", " actor Store: ModelActor {" + members], "@Model and @ModelActor in one file")
        #expect(members.contains("init(modelContainer: ModelContainer)"), "the macro's initialiser")
    }
}
