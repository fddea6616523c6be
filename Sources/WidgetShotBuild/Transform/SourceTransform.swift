import Foundation

/// Turns one of the user's Swift files into the file the extension package compiles, the way the
/// iOS compiler would see it, without changing a line number:
///
/// - `#sourceLocation(file:line:)` first, so every diagnostic, `#file` and `#line` names the
///   user's original file and line;
/// - Apple imports become `import WidgetShot` (``AppleModules``), or the framework's own stand-in
///   modules (``FrameworkStandIns``: `import HealthKit` → `import WidgetShotHealthKit`); an
///   Apple-only framework WidgetShot does not stand in for is an error naming it; `import
///   Foundation` also imports FoundationNetworking, Observation and WidgetShotFoundation
///   (``FoundationRewrites``);
/// - `#if`/`#elseif` platform atoms are decided as on iOS (``ConditionRewriter``);
/// - `@main` is removed (the generated entry point runs the bundle) and its type recorded;
/// - attributes that need the Objective-C runtime or Apple's macro plug-ins (`@NSManaged`,
///   `@objc`, `@Model`…) become WidgetShot's equivalents (``RuntimeRewrites``), and Foundation's
///   `#bundle` its expansion (``BundleMacroRewrite``); `@objc optional` requirements get empty
///   defaults and their `name?(` calls lose the `?` (``ObjCOptionalRequirementRewrite``);
/// - `override` and `@objc`/`dynamic` members of an extension of a class the module declares are
///   declared in the class, calling the extension's body under another name
///   (``ExtensionOverrideRewrite``);
/// - `#Preview …` becomes `let __widgetShotPreview… = WidgetShotPreviews.Preview …` — the same
///   arguments and trailing closures, as an initializer call — and `PreviewProvider` types are
///   recorded; both are listed in a registry appended to the file (after `#sourceLocation()`),
///   inside the same `#if` conditions as the declarations, so the file's private types stay in reach.
public struct SourceTransform {
    /// What the transform found in a file.
    public struct Output {
        /// The text to compile.
        public var text: String
        /// The type marked `@main`, if any.
        public var mainType: String?
        /// How many previews (`#Preview` and `PreviewProvider` types) the file declares.
        public var previewCount: Int
        /// Undecidable conditions (warnings) and unavailable imports (errors).
        public var diagnostics: [BuildDiagnostic]
        /// The name of the registry property appended to the file (nil when it has no previews).
        public var registryProperty: String?
    }

    /// The user's path, used in `#sourceLocation` and diagnostics.
    public var originalPath: String
    /// A small number unique among the extension's files, used in generated names.
    public var fileIndex: Int
    /// Modules the app builds from sources named with `--include` (its own frameworks and local
    /// packages, such as `import FoodTruckKit`). Those sources compile into the extension's module,
    /// so an `import` of one is commented out (keeping the line count).
    public var localModules: Set<String> = []
    /// Rewrites names qualified with a local module to the extension's module (nil: none).
    public var localQualifiers: LocalModuleQualifiers?
    /// The name Xcode gives the module this file compiles into (`PRODUCT_MODULE_NAME`) when the
    /// generated target is named otherwise (the extension's `Ext…_hash` target): Swift ignores an
    /// `import` of the module being compiled with a warning ("file … is part of module …; ignoring
    /// import"), so that line is commented out instead of naming a module the build lacks.
    public var ownModule: String?
    /// Conditions the module defines (``ModulePlan/compilationConditions``, passed to the compiler
    /// as `-D`): `#if NAME` is known to be true there, not reported as undecidable.
    public var definedConditions: Set<String> = []
    /// Whether ``definedConditions`` lists every condition of the module (a project read from
    /// Xcode): then any other name is known to be undefined and is not reported either.
    public var knowsAllConditions = false
    /// Prebuilt binary frameworks the module links and CocoaPods pods it lacks, by module name →
    /// what to say about one (``BinaryFrameworks``, ``CocoaPodsStandIns``): an `import` of one is
    /// an error with that text.
    public var binaryFrameworks: [String: String] = [:]
    /// Modules the build itself provides to this module — a package's targets and products, the
    /// project's own modules — named like an Apple framework WidgetShot stands in for (a package
    /// `Charts`, as swift-extensions/swiftui-charts or DGCharts before v5, beside Apple's Swift
    /// Charts): an `import` of one names that module, as in Xcode, and is left as it is.
    public var providedModules: Set<String> = []
    /// The platform the module is built for (``BuildPlatform``): decides `os(…)` conditions.
    var platform = BuildPlatform.iOS
    /// The module's `@objc optional` requirements its calls use (``ObjCOptionalRequirementRewrite``).
    var optionalRequirementNames: Set<String> = []
    /// The module's classes and the members its extensions move into them
    /// (``ExtensionOverrideRewrite``; nil: the file alone is read).
    var extensionOverrides: ExtensionOverridePlan?
    /// Whether `canImport(Darwin)` is true in this file, as on iOS: in a module written for Apple
    /// platforms only (``ConditionRewriter/isWrittenForApplePlatformsOnly(_:)``). A module with a
    /// Linux branch keeps it (false here), since that branch is the one written for this libc.
    var importsDarwin = false

    public init(originalPath: String, fileIndex: Int, localModules: Set<String> = []) {
        self.originalPath = originalPath
        self.fileIndex = fileIndex
        self.localModules = localModules
    }

    /// One level of `#if` nesting: the conditions of its earlier clauses and the current one.
    struct ConditionLevel {
        var earlier: [String] = []
        var current: String?          // nil in an `#else` clause
        var activeValues: [Bool?] = []  // evaluated earlier + current
        /// The condition under which this clause is compiled.
        var guardExpression: String {
            let negated = earlier.map { "!(\($0))" }
            return (negated + (current.map { ["(\($0))"] } ?? [])).joined(separator: " && ")
        }
        /// Whether this clause is compiled: true, false or unknown.
        var isActive: Bool? {
            var result: Bool? = true
            for (index, value) in activeValues.enumerated() {
                let isCurrent = index == activeValues.count - 1 && current != nil
                let v = isCurrent ? value : value.map { !$0 }
                if v == false { return false }
                if v == nil { result = nil }
            }
            return result
        }
    }

    /// The value of an `#if`/`#elseif` condition as written, on iOS (nil: only the compiler knows).
    func conditionValue(_ condition: String) -> Bool? {
        let rewritten = ConditionRewriter.rewrite(condition, defined: definedConditions, knowsAllConditions: knowsAllConditions, platform: platform,
                                                  importsDarwin: importsDarwin)
        return ConditionEvaluator.evaluate(rewritten.condition, defined: definedConditions, knowsAllConditions: knowsAllConditions)
    }

    /// Transforms `source`.
    public func transform(_ source: String) -> Output {
        var lines = source.components(separatedBy: "\n")
        // Overrides in an extension move into the class; the lines of classes overriding a module superclass's observeValue.
        let observerOverrides = ExtensionOverrideRewrite.rewrite(&lines, plan: extensionOverrides, condition: conditionValue)
        var diagnostics: [BuildDiagnostic] = []
        var mainType: String?
        var pendingMain = false
        var stack: [ConditionLevel] = []
        var registrations: [(guards: [String], statement: String)] = []
        var scanner = LexicalState()
        var runtime = RuntimeRewrites()
        var optionalRequirements = ObjCOptionalRequirementRewrite()
        optionalRequirements.names = optionalRequirementNames
        let rewritesOptionalRequirements = optionalRequirements.applies(to: source)
        runtime.platform = platform
        let keptAvailability = OpaqueAvailabilityScan.linesKeepingAvailability(lines)

        func regionActive() -> Bool? {
            var result: Bool? = true
            for level in stack {
                if level.isActive == false { return false }
                if level.isActive == nil { result = nil }
            }
            return result
        }

        for index in lines.indices {
            let line = lines[index]
            let lineNumber = index + 1
            defer { scanner.advance(over: lines[index]) }
            guard scanner.isCode else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)

            if let condition = directive(trimmed, "#if") ?? directive(trimmed, "#elseif") {
                let rewritten = ConditionRewriter.rewrite(condition, defined: definedConditions, knowsAllConditions: knowsAllConditions, platform: platform,
                                                          importsDarwin: importsDarwin)
                for flag in Set(rewritten.undecided).sorted() {
                    diagnostics.append(BuildDiagnostic(file: originalPath, line: lineNumber, severity: .warning,
                                                       message: "'\(flag)' is a build setting WidgetShot cannot know; the condition is left to the compiler (false unless defined)"))
                }
                let indent = String(line.prefix { $0 == " " || $0 == "\t" })
                let keyword = trimmed.hasPrefix("#elseif") ? "#elseif" : "#if"
                lines[index] = "\(indent)\(keyword) \(rewritten.condition)"
                let value = ConditionEvaluator.evaluate(rewritten.condition, defined: definedConditions, knowsAllConditions: knowsAllConditions)
                // The registry repeats the condition inside parentheses: without the line's comment.
                let bare = ConditionRewriter.withoutComments(rewritten.condition)
                if keyword == "#if" {
                    stack.append(ConditionLevel(earlier: [], current: bare, activeValues: [value]))
                } else if var level = stack.popLast() {
                    if let c = level.current { level.earlier.append(c) }
                    level.current = bare
                    level.activeValues.append(value)
                    stack.append(level)
                }
                continue
            }
            if trimmed == "#else" || trimmed.hasPrefix("#else ") || trimmed.hasPrefix("#else//") {
                if var level = stack.popLast() {
                    if let c = level.current { level.earlier.append(c) }
                    level.current = nil
                    stack.append(level)
                }
                continue
            }
            if trimmed.hasPrefix("#endif") {
                _ = stack.popLast()
                continue
            }
            if let module = importedModule(trimmed) {
                if providedModules.contains(module) && !localModules.contains(module) {
                    // the package's (or project's) module of that name, not the Apple framework
                } else if let standIns = FrameworkStandIns.modules(for: module, platform: platform) {
                    lines[index] = rewriteImport(line, to: standIns)
                    runtime.importedStandIns.insert(module)
                } else if AppleModules.standIns.contains(module) {
                    // On watchOS, SwiftUI and WidgetKit bring WatchKit (`WKInterfaceDevice.current()`
                    // in a complication file that imports only those two: xDrip4iOS).
                    let watchKit = platform == .watchOS && (module == "SwiftUI" || module == "WidgetKit")
                    lines[index] = rewriteImport(line, to: AppleModules.importedModules(for: module) + (watchKit ? ["WidgetShotWatchKit"] : []))
                } else if module == "Foundation" {
                    lines[index] = FoundationRewrites.rewriteImport(line)   // Foundation as Apple ships it
                } else if module == "ObjectiveC" {
                    // The Objective-C runtime's module: `Selector` and `NSStringFromSelector` are
                    // WidgetShotFoundation's (``SelectorRewrite``), which the Foundation import brings.
                    lines[index] = FoundationRewrites.rewriteImport(rewriteImport(line, to: ["Foundation"]))
                } else if module == "Darwin" {
                    // Apple's C library; on Linux it is Glibc. Code that picks its libc by `os(iOS)`
                    // takes the Darwin branch in an iOS build (GRDB, CombineExt). Darwin's
                    // `os_unfair_lock` (CombineExt's Lock) is WidgetShotOSLog's (imported, never re-exported).
                    lines[index] = rewriteImport(line, to: ["Glibc"]) + "; import WidgetShotOSLog"
                } else if localModules.contains(module) {
                    lines[index] = "// " + line   // compiled into this module from an --include
                } else if module == ownModule {
                    lines[index] = "// " + line   // the module being compiled: Swift ignores the import
                } else if let explanation = binaryFrameworks[module], regionActive() != false {
                    diagnostics.append(BuildDiagnostic(file: originalPath, line: lineNumber, severity: .error,
                                                       message: "imports \(module), \(explanation)"))
                    lines[index] = "// " + line
                } else if AppleModules.unavailable.contains(module) && regionActive() != false {
                    diagnostics.append(BuildDiagnostic(file: originalPath, line: lineNumber, severity: .error,
                                                       message: "imports \(module), an Apple framework WidgetShot does not stand in for on Linux"))
                    lines[index] = "// " + line   // the error above stops the build; keep the line count
                }
                continue
            }
            runtime.keepAvailability = keptAvailability.contains(index)
            runtime.keepObserverOverride = observerOverrides.contains(index)
            lines[index] = runtime.rewrite(lines[index])
            if rewritesOptionalRequirements { lines[index] = optionalRequirements.rewrite(line, lines[index]) }
            lines[index] = FoundationRewrites.rewrite(lines[index])
            if BundleMacroRewrite.uses(lines[index]) {   // Foundation's `#bundle` (iOS 18 SDK)
                if let expansion = BundleMacroRewrite.expansion(definedConditions: definedConditions) {
                    lines[index] = BundleMacroRewrite.rewrite(lines[index], expansion: expansion)
                } else if regionActive() != false {
                    diagnostics.append(BuildDiagnostic(file: originalPath, line: lineNumber, severity: .error,
                                                       message: "#bundle: " + BundleMacroRewrite.unavailableMessage))
                }
            }
            if let localQualifiers { lines[index] = localQualifiers.rewrite(lines[index]) }
            if let range = line.range(of: #"(^|\s)@main\b"#, options: .regularExpression) {
                let at = line.range(of: "@main", range: range)!
                lines[index].replaceSubrange(at, with: "     ")
                pendingMain = true
            }
            if pendingMain, let name = SwiftIdentifier.declaredTypeName(in: lines[index]) {   // Swift's identifiers: `struct 🌤Widgets`
                mainType = name
                pendingMain = false
            }
            if let range = line.range(of: #"^\s*#Preview\b"#, options: .regularExpression) {
                let name = "__widgetShotPreview\(fileIndex)_\(lineNumber)"
                let hash = line.range(of: "#Preview", range: range)!
                lines[index].replaceSubrange(hash, with: "let \(name) = WidgetShotPreviews.Preview")
                registrations.append((stack.map(\.guardExpression), "previews.append(\(name).registered(defaultName: \(swiftLiteral(defaultName(lineNumber))), source: \(swiftLiteral(originalPath)), line: \(lineNumber)))"))
                continue
            }
            if let type = previewProviderType(in: line) {
                registrations.append((stack.map(\.guardExpression),
                                      "previews.append(contentsOf: WidgetShotPreviews.Preview.previews(of: \(type).self, source: \(swiftLiteral(originalPath)), line: \(lineNumber)))"))
            }
        }

        lines = NSNumberOperatorRewrite.apply(lines)   // SwiftyJSON's `<` on NSNumber vs corelibs' Comparable
        lines = AnyObjectEqualityRewrite.apply(lines)   // `(x as AnyObject).isEqual(y)`: Objective-C dispatch
        lines = WidgetFamilySwitchRewrite.apply(lines, platform: platform)   // accessoryCorner is watchOS only
        var text = "#sourceLocation(file: \(swiftLiteral(originalPath)), line: 1)\n" + lines.joined(separator: "\n")
        var registryProperty: String?
        if !registrations.isEmpty {
            let property = "file\(fileIndex)"
            registryProperty = property
            var body = "\n#sourceLocation()\n// Generated by WidgetShot: the previews this file declares.\nextension __WidgetShotPreviewRegistry {\n"
            body += "    static var \(property): [WidgetShotPreviews.Preview] {\n        var previews: [WidgetShotPreviews.Preview] = []\n"
            for registration in registrations {
                let guards = registration.guards.filter { !$0.isEmpty }
                for g in guards { body += "        #if \(g)\n" }
                body += "        \(registration.statement)\n"
                for _ in guards { body += "        #endif\n" }
            }
            body += "        return previews\n    }\n}\n"
            text += body
        }
        return Output(text: text, mainType: mainType, previewCount: registrations.count, diagnostics: diagnostics,
                      registryProperty: registryProperty)
    }

    /// "File.swift:12", the name Xcode shows for an unnamed preview.
    func defaultName(_ line: Int) -> String { "\((originalPath as NSString).lastPathComponent):\(line)" }

    func directive(_ trimmed: String, _ keyword: String) -> String? {
        guard trimmed.hasPrefix(keyword + " ") || trimmed.hasPrefix(keyword + "(") || trimmed.hasPrefix(keyword + "\t") || trimmed.hasPrefix(keyword + "!") else { return nil }
        return String(trimmed.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
    }

    /// The module of an `import` line (`import SwiftUI`, `@preconcurrency import Combine`,
    /// `import struct SwiftUI.Color`, `import os.log`, Swift 6's access-level `public import OSLog`).
    func importedModule(_ trimmed: String) -> String? {
        firstMatch(#"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*"# + Self.accessLevel + #"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#, in: trimmed)
    }

    /// An import's optional access level (SE-0409: `public import`, `package import`…), kept on
    /// the rewritten imports so the module's public API may still name the imported types.
    static let accessLevel = #"(?:(?:public|package|internal|fileprivate|private)\s+)?"#

    func rewriteImport(_ line: String, to modules: [String]) -> String {
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let attributes = firstMatch(#"^\s*((?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*"# + Self.accessLevel + #")import"#, in: line) ?? ""
        // Several modules stay on the one line (`import A; import B`): line numbers are kept.
        return indent + modules.map { "\(attributes)import \($0)" }.joined(separator: "; ")
    }

    /// `struct X_Previews: PreviewProvider` or `extension X: PreviewProvider` on this line.
    func previewProviderType(in line: String) -> String? {
        guard line.contains("PreviewProvider") else { return nil }
        let pattern = #"^\s*(?:(?:private|fileprivate|internal|public|final)\s+)*(?:struct|class|enum|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*:\s*([^{]*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let nameRange = Range(match.range(at: 1), in: line), let listRange = Range(match.range(at: 2), in: line) else { return nil }
        let inherited = line[listRange].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return inherited.contains { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") } ? String(line[nameRange]) : nil
    }

    func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}

/// A Swift string literal for `text`.
func swiftLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
