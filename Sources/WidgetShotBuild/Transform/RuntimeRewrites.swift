import Foundation

/// Rewrites of attributes that need the Objective-C runtime or Apple's macro plug-ins, which no
/// Linux build has, into the WidgetShot equivalents — on one line, keeping its line number:
///
/// - `@NSManaged var x` → `@NSManagedProperty var x` (Core Data accessors, WidgetShotCoreData);
///   inside an `extension` (Xcode's `+CoreDataProperties.swift`), where no property wrapper is
///   allowed, `@NSManaged public var x: T` → `public var x: T { get { _widgetShotManagedValue(forKey: "x") }
///   set { … } }` (``managedInExtension(_:)``; braces are counted to know the extension's body);
///   `@NSManaged public func addToItems(_ value: Item)` (a to-many accessor Core Data makes at run
///   time) → the same function with a body (``ManagedRelationshipAccessorRewrite``);
/// - `@objc`, `@objc(Name)`, `@objcMembers` → removed (Objective-C interop is off on Linux); an
///   `@objc` protocol keeps its class-only constraint as `AnyObject` (``ObjCProtocolRewrite``);
/// - `@Model class Trip {` → `class Trip: PersistentModel {` (SwiftData's macro; the conformance
///   is what WidgetShotSwiftData needs), and `@Attribute(…)`, `@Relationship(…)`, `@Transient`,
///   iOS 18's `#Unique<Trip>([\.name])` and `#Index<Trip>([\.date])` → removed (storage only); `@ModelActor actor Store {` → `actor Store: ModelActor {` + the synthesised members
///   (``ModelActorRewrite``);
/// - `#selector(refresh(_:))` → `Selector("refresh:")` (``SelectorRewrite``);
/// - `override func observeValue(forKeyPath:…` → `func observeValue(forKeyPath:…` and
///   `super.observeValue(forKeyPath:…` → `super._widgetShotSuperObserveValue(forKeyPath:…` (also
///   with the parameters on the following lines):
///   Foundation's key-value observing on Linux is WidgetShotFoundation's `NSObject` extension,
///   whose methods a subclass cannot override or redeclare — except in a class whose superclass
///   in the module declares `observeValue` (DGCharts' `BarLineChartViewBase` under
///   `ChartViewBase`): that one overrides its superclass's method, as written;
/// - `Timer()` → `Timer(widgetShotPlaceholder: ())` (NSObject's `init()`, which Foundation's
///   `Timer` on Linux does not inherit and an extension cannot redeclare; WidgetShotFoundation's
///   SelectorTimers.swift);
/// - `os.Logger` → `WidgetShotSDK.Logger` (there is no `os` module to qualify with; WidgetShotSDK
///   re-exports WidgetShotOSLog's, and stays unambiguous beside a package's own `Logger`, as
///   RevenueCat's `LoggerStore` keeps `os.Logger`s beside its `enum Logger`);
/// - `(data as NSData).bytes` → `(data as NSData)._widgetShotLiveBytes` (WidgetShotFoundation's
///   BridgedDataBytes.swift): on Linux the bridged temporary is freed before a C function reads
///   the pointer (appstoreconnect-swift-sdk's `CC_SHA256((message as NSData).bytes, …)`);
/// - `config.waitsForConnectivity` → `config._widgetShotWaitsForConnectivity` (URLSessionConfiguration's,
///   unavailable in swift-corelibs-foundation; WidgetShotFoundation keeps the value: ruuvi's RuuviCloud);
/// - `URLSession(configuration:` (and `URLSession.init(configuration:`) → `URLSession(_widgetShotConfiguration:`
///   (WidgetShotFoundation's OfflineNetwork.swift): a session of the app's own configuration is
///   offline like `URLSession.shared` — swift-corelibs-foundation's configurations list its HTTP
///   protocol before any registered one;
/// - `@Entry var name: T = value` in an `EnvironmentValues` extension → the macro's expansion on
///   the same line (``EntryMacroRewrite``);
/// - `@Previewable @State var x = …` in a `#Preview` body → `@State var x = …` (SwiftUI's iOS 18
///   macro moves the variable into a generated view; the preview's body here is a closure, where
///   a local property wrapper keeps `x` and `$x` working);
/// - `@Animatable` and `@AnimatableIgnored` (SwiftUI's iOS 26 macros that synthesise
///   `animatableData`) → removed: a rendered frame never interpolates, so the shape draws from
///   its stored properties as written;
/// - names qualified with an Apple module (`SwiftUI.View`, `WidgetKit.TimelineEntry`,
///   `WidgetKit.Timeline<Entry>`) → qualified with `WidgetShotSDK`, which re-exports them
///   (`Combine.AnyCancellable` → `WidgetShotCombine.AnyCancellable`); `CoreGraphics.CGFloat` → `Foundation.CGFloat` (Core Graphics' types are Foundation's on Linux);
/// - `@Query var items: [Item]` → `@Query<Item, [Item]> var items: [Item]` (``QueryWrapperRewrite``);
/// - `NSLocalizedString(` → `WidgetShotNSLocalizedString(`, which reads the extension's string
///   tables (Foundation's reads the Linux process's bundle, which has none);
/// - `bundle.localizedString(forKey:value:table:)` → `bundle.widgetShotLocalizedString(forKey:…)`
///   (SwiftGen's and hand-written string accessors go through `Bundle`): the same tables, in the
///   render's locale — Foundation's reads `.strings` only, in the process's language, and no
///   string catalog (Xcode compiles `.xcstrings` at build time).
/// - `Locale.current`, `Calendar.current`, `TimeZone.current`, `DateFormatter()`… → the render's
///   locale, calendar and time zone (``LocaleRewrites``);
/// - `#available(iOS 17.0, *)` / `#unavailable(iOS 17)` → a check of the release rendered
///   (``AvailabilityRewrite``; `--os`).
struct RuntimeRewrites {
    /// `@Model` seen on a line of its own: the next type declaration gets the conformance.
    var pendingModel = false
    /// Brace depth of the file so far, and the depth an `extension` body opened at (while inside
    /// one): `@NSManaged` there cannot become a property wrapper (``managedInExtension(_:)``).
    var braceDepth = 0
    var extensionDepth: Int?
    var pendingExtension = false
    /// Stood-in frameworks the file imports (``FrameworkStandIns``): names qualified with one
    /// (`StoreKit.Transaction`, `MusicKit.Song`) are qualified with its stand-in module.
    var importedStandIns: Set<String> = []
    /// SwiftData's `@ModelActor` (``ModelActorRewrite``).
    var modelActor = ModelActorRewrite()
    /// `@objc` protocols stay class-only (``ObjCProtocolRewrite``).
    var objcProtocol = ObjCProtocolRewrite()
    /// SwiftUI's `@Entry` (``EntryMacroRewrite``).
    var entry = EntryMacroRewrite()
    /// The platform the file is built for: which `#available` entry counts (``AvailabilityRewrite``).
    var platform = BuildPlatform.iOS
    /// Whether the line's `#available` checks stay as written (``OpaqueAvailabilityScan``).
    var keepAvailability = false
    /// Whether the line is in a class whose superclass, in the module, declares
    /// `observeValue(forKeyPath:…)` itself: its `override` and `super.observeValue(` stay
    /// (``ExtensionOverrideRewrite/rewrite(_:plan:condition:)``).
    var keepObserverOverride = false

    mutating func rewrite(_ line: String) -> String {
        var out = line
        if out.contains("@NSManaged"), out.contains("func "), let accessor = ManagedRelationshipAccessorRewrite.rewrite(out) { out = accessor }
        if out.contains("@NSManaged"), extensionDepth != nil, let computed = Self.managedInExtension(out) { out = computed }
        if out.contains("@NSManaged") { out = replace(#"@NSManaged\b(?!Property)"#, in: out, with: "@NSManagedProperty") }
        trackExtensions(line)
        if out.contains("#selector(") { out = SelectorRewrite.rewrite(out) }
        // Also the form with one parameter per line (`observeValue(` ending its line, as SwiftLint
        // and swift-format lay out long signatures).
        if out.contains("super.observeValue("), !keepObserverOverride { out = replace(#"\bsuper\.observeValue\((?=forKeyPath|\s*$)"#, in: out, with: "super._widgetShotSuperObserveValue(") }
        if out.contains("func observeValue("), !keepObserverOverride { out = replace(#"\boverride\s+(?=(?:public\s+|open\s+|internal\s+)?func observeValue\((?:forKeyPath|\s*$))"#, in: out, with: "") }
        if objcProtocol.pending || out.contains("@objc") { out = objcProtocol.rewrite(out) }
        if out.contains("@objc") { out = replace(#"@objc(Members)?(\([^)]*\))?"#, in: out, with: "") }
        // Interface Builder's attributes name outlets and actions for nibs and storyboards through the
        // Objective-C runtime, which Linux lacks ("'@IBOutlet' property cannot have non-'@objc' class
        // type"): the declarations stay, unmarked (view controllers a widget target compiles too).
        if out.contains("@IB") { out = replace(#"@IB(Outlet|OutletCollection|Action|Inspectable|Designable|SegueAction)\b(\([^)]*\))?\s?"#, in: out, with: "") }
        if out.contains("@Attribute") || out.contains("@Relationship") {
            out = replace(#"@(Attribute|Relationship)(\((?:[^()]|\([^()]*\))*\))?"#, in: out, with: "")
        }
        if out.contains("@Transient") { out = replace(#"@Transient\b"#, in: out, with: "") }
        if out.contains("#Unique<") || out.contains("#Index<") { out = replace(#"#(Unique|Index)<[^<>]*>\((?:[^()]|\([^()]*\))*\)"#, in: out, with: "") }
        if out.contains("extension") || out.contains("@Entry") { out = entry.rewrite(out) }
        if out.contains("@Previewable") { out = replace(#"@Previewable\b\s*"#, in: out, with: "") }
        if out.contains("@Animatable") { out = replace(#"@Animatable(Ignored)?\b"#, in: out, with: "") }
        if out.contains(".") { out = qualifyAppleModules(out) }
        if !importedStandIns.isEmpty, out.contains(".") { out = qualifyStandInModules(out) }
        if out.contains("@Query") { out = QueryWrapperRewrite.rewrite(out) }
        if out.contains(".localizedString(forKey:") { out = replace(#"\.localizedString\(forKey:"#, in: out, with: ".widgetShotLocalizedString(forKey:") }
        if out.contains("NSLocalizedString(") { out = replace(#"(?<![\w.])NSLocalizedString\("#, in: out, with: "WidgetShotNSLocalizedString(") }
        out = LocaleRewrites.rewrite(out)
        if out.contains("Timer()") { out = replace(#"(?<![\w.])((?:Foundation\.)?Timer)\(\)"#, in: out, with: "$1(widgetShotPlaceholder: ())") }
        if out.contains("os.Logger") { out = replace(#"\bos\.Logger\b"#, in: out, with: "WidgetShotSDK.Logger") }
        if out.contains("NSData).bytes") { out = replace(#"(\bas\s+NSData\s*\))\.bytes\b"#, in: out, with: "$1._widgetShotLiveBytes") }
        if out.contains(".waitsForConnectivity") { out = replace(#"\.waitsForConnectivity\b"#, in: out, with: "._widgetShotWaitsForConnectivity") }
        if out.contains("URLSession") { out = replace(#"(?<![\w])URLSession(?:\.init)?\(configuration:"#, in: out, with: "URLSession(_widgetShotConfiguration:") }
        if out.contains("available("), !keepAvailability { out = AvailabilityRewrite.rewrite(out, platform: platform) }
        if out.contains("@ModelActor") || modelActor.state != .idle { out = modelActor.rewrite(out) }
        if out.contains("@Model") {
            out = replace(#"@Model\b"#, in: out, with: "")
            pendingModel = true
        }
        if pendingModel, let declaration = out.range(of: #"\bclass\s+[A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression) {
            pendingModel = false
            let rest = out[declaration.upperBound...]
            let trimmed = rest.drop { $0 == " " }
            if trimmed.hasPrefix(":") {
                let colon = out.index(out.startIndex, offsetBy: out.distance(from: out.startIndex, to: trimmed.startIndex))
                out.replaceSubrange(colon...colon, with: ": PersistentModel,")
            } else {
                out.insert(contentsOf: ": PersistentModel", at: declaration.upperBound)
            }
        }
        return out
    }

    /// Apple modules whose qualified names become `WidgetShotSDK.`-qualified (Combine's: `WidgetShotCombine.`). Not `os` (left to the
    /// `os.Logger` rewrite) nor `Intents` (a common name for an app's own namespace enum).
    static let qualifiedModules = ["SwiftUI", "SwiftUICore", "WidgetKit", "AppIntents", "ActivityKit", "UIKit", "Combine",
                                   "CoreLocation", "CoreData", "SwiftData", "OSLog", "UniformTypeIdentifiers", "IntentsUI"]
    static let qualifiedRegex = try! NSRegularExpression(pattern: #"(?<![\w.])("# + qualifiedModules.joined(separator: "|") + #")\.(?=[A-Z_])"#)
    static let coreGraphicsRegex = try! NSRegularExpression(pattern: #"(?<![\w.])(CoreGraphics|CoreFoundation)\.(?=[A-Z_])"#)
    /// `Darwin.round(x)`: Apple's C library qualified by its module, which Foundation brings on
    /// Apple's platforms (xDrip4iOS's `Double.round(toDecimalPlaces:)`); on Linux it is Glibc.
    static let darwinRegex = try! NSRegularExpression(pattern: #"(?<![\w.])Darwin\.(?=[A-Za-z_])"#)

    func qualifyAppleModules(_ line: String) -> String {
        var out = line
        if Self.qualifiedModules.contains(where: { out.contains($0 + ".") }) {
            if out.contains("Combine.") { out = replace(#"(?<![\w.])Combine\.(?=[A-Z_])"#, in: out, with: "WidgetShotCombine.") }
            out = Self.qualifiedRegex.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "WidgetShotSDK.")
        }
        if out.contains("Darwin.") {
            out = Self.darwinRegex.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "Glibc.")
        }
        if out.contains("CoreGraphics.") || out.contains("CoreFoundation.") {
            out = Self.coreGraphicsRegex.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "Foundation.")
        }
        if out.contains("Foundation.URL") || out.contains("Foundation.HTTP") || out.contains("Foundation.NSURL") || out.contains("Foundation.NSMutableURL")
            || out.contains("Foundation.CachedURL") {
            out = Self.networkingRegex.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "FoundationNetworking.")
        }
        return out
    }

    /// `Foundation.URLSessionDelegate`: Apple's Foundation holds URL loading, which on Linux is
    /// FoundationNetworking's (the Foundation import brings it, ``FoundationRewrites``), so names
    /// qualified with `Foundation.` take that module (PortainerKit's `NSObject, Foundation.URLSessionDelegate`).
    static let networkingRegex = try! NSRegularExpression(pattern: #"(?<![\w.])Foundation\.(?=(?:URLSession\w*|URLRequest|URLResponse|HTTPURLResponse|HTTPCookie\w*|URLCache|CachedURLResponse|URLCredential\w*|URLProtectionSpace|URLAuthenticationChallenge\w*|URLProtocol\w*|NSURLRequest|NSMutableURLRequest)\b)"#)

    /// `StoreKit.Transaction` → `WidgetShotStoreKit.Transaction`, for the frameworks the file
    /// imports (so an app's own `Photos.` namespace is left alone in files that do not import Photos).
    func qualifyStandInModules(_ line: String) -> String {
        var out = line
        for framework in importedStandIns where out.contains(framework + ".") {
            guard let module = FrameworkStandIns.modules(for: framework, platform: .watchOS)?.first else { continue }   // imported, so available
            out = replace(#"(?<![\w.])"# + framework + #"\.(?=[A-Z_])"#, in: out, with: module + ".")
        }
        return out
    }

    func replace(_ pattern: String, in text: String, with template: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }

    /// `@NSManaged public var code: String` (in an extension) → `public var code: String { get {
    /// _widgetShotManagedValue(forKey: "code") } set { … } }` on the same line: WidgetShotCoreData's
    /// accessors over the same storage as `@NSManagedProperty`.
    static func managedInExtension(_ line: String) -> String? {
        let pattern = #"@NSManaged\s+((?:(?:public|internal|fileprivate|private|open|nonisolated)\s+)*)var\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^={}]+?)\s*(//.*)?$"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let m = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let whole = Range(m.range, in: line), let modifiers = Range(m.range(at: 1), in: line),
              let name = Range(m.range(at: 2), in: line), let type = Range(m.range(at: 3), in: line) else { return nil }
        let key = String(line[name])
        let accessors = "\(line[modifiers].replacingOccurrences(of: "open ", with: "public "))var \(key): \(line[type]) { get { _widgetShotManagedValue(forKey: \"\(key)\") } set { _widgetShotSetManagedValue(newValue, forKey: \"\(key)\") } }"
        var out = line
        out.replaceSubrange(whole, with: accessors + (Range(m.range(at: 4), in: line).map { " " + line[$0] } ?? ""))
        return out
    }

    /// Follows `extension … {` bodies by counting braces outside string literals and comments.
    mutating func trackExtensions(_ line: String) {
        if line.range(of: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private)\s+)?extension\s"#, options: .regularExpression) != nil {
            pendingExtension = true
        }
        for c in LexicalState.codeCharacters(of: line) {
            if c == "{" {
                if pendingExtension && extensionDepth == nil { extensionDepth = braceDepth }
                pendingExtension = false
                braceDepth += 1
            } else if c == "}" {
                braceDepth = max(0, braceDepth - 1)
                if let d = extensionDepth, braceDepth <= d { extensionDepth = nil }
            }
        }
    }
}
