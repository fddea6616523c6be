import Foundation

/// A malformed or unsupported `.intentdefinition`: names the file and the key (as a path
/// through the property list, e.g. `INIntents[0].INIntentParameters[2].INIntentParameterType`).
public struct IntentDefinitionError: Error, CustomStringConvertible, Equatable {
    /// The file's name.
    public let file: String
    /// Where in the property list.
    public let key: String
    /// What is wrong.
    public let message: String
    public var description: String { "\(file): \(key.isEmpty ? "" : key + ": ")\(message)" }
}

/// The parts of an `.intentdefinition` that Xcode's Swift generation uses.
struct IntentDefinitionModel {
    struct Enum {
        var name: String
        var className: String
        var cases: [(name: String, index: Int)]
    }
    struct CustomType {
        var name: String
        var className: String
        var properties: [(name: String, type: ParameterType, multiple: Bool)]
    }
    indirect enum ParameterType: Equatable {
        case string, integer, boolean, decimal, number, dateComponents, url, duration
        /// Currency Amount: `INCurrencyAmount` (seen in a transit-card app's response parameters).
        case currencyAmount
        case object(String)      // class name
        case enumeration(String) // class name
    }
    struct Parameter {
        var name: String
        var type: ParameterType
        var multiple: Bool
        var dynamicOptions: Bool
        var search: Bool
        var resolution: Bool
        var defaultValue: Any?
        /// The codes of the definition's unsupported reasons (`INIntentParameterUnsupportedReasons`):
        /// Xcode then generates `<Intent><Parameter>UnsupportedReason` and a
        /// `<Intent><Parameter>ResolutionResult` with `unsupported(forReason:)`.
        var unsupportedReasons: [String] = []
    }
    struct Intent {
        var name: String
        var className: String
        var parameters: [Parameter]
        var responseCodes: [String]
        var responseParameters: [(name: String, type: ParameterType, multiple: Bool)]
    }
    var enums: [Enum] = []
    var types: [CustomType] = []
    var intents: [Intent] = []
}

/// Reads the model from the property list, with errors that name the key.
struct IntentDefinitionParser {
    let file: String

    func fail(_ key: String, _ message: String) -> IntentDefinitionError { IntentDefinitionError(file: file, key: key, message: message) }

    func parse(_ data: Data) throws -> IntentDefinitionModel {
        let root: Any
        do { root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw fail("", "not a property list (\((error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"))")
        }
        guard let dict = root as? [String: Any] else { throw fail("", "the top level is not a dictionary") }
        guard dict["INIntentDefinitionModelVersion"] != nil || dict["INIntents"] != nil else {
            throw fail("INIntentDefinitionModelVersion", "missing: this is not an intent definition")
        }
        var model = IntentDefinitionModel()
        for (i, e) in try array(dict, "INEnums", at: "").enumerated() { model.enums.append(try parseEnum(e, at: "INEnums[\(i)]")) }
        let enumNames = Dictionary(model.enums.map { ($0.name, $0.className) }, uniquingKeysWith: { a, _ in a })
        var typeNames: [String: String] = [:]
        for (i, t) in try array(dict, "INTypes", at: "").enumerated() {
            let d = try dictionary(t, at: "INTypes[\(i)]")
            let name = try string(d, "INTypeName", at: "INTypes[\(i)]")
            typeNames[name] = (d["INTypeClassName"] as? String) ?? name
        }
        for (i, t) in try array(dict, "INTypes", at: "").enumerated() {
            model.types.append(try parseType(t, at: "INTypes[\(i)]", enums: enumNames, types: typeNames))
        }
        guard dict["INIntents"] != nil else { throw fail("INIntents", "missing") }
        for (i, x) in try array(dict, "INIntents", at: "").enumerated() {
            if let intent = try parseIntent(x, at: "INIntents[\(i)]", enums: enumNames, types: typeNames) { model.intents.append(intent) }
        }
        var seen: [String: String] = [:]
        for (name, key) in model.intents.map({ ($0.className, "INIntents") }) + model.types.map({ ($0.className, "INTypes") }) + model.enums.map({ ($0.className, "INEnums") }) {
            if let other = seen[name] { throw fail(key, "two definitions generate the class '\(name)' (also in \(other))") }
            seen[name] = key
        }
        return model
    }

    /// The Swift case of an `INEnumValueName`: its first character lowercased, as Xcode's Swift
    /// intent code generation names it. Littleor/iWidget (2020) names values `CET4`, `TOEFL`,
    /// `GRE` and calls `.cET4`, `.tOEFL`, `.gRE`; Mukku (DeveloperAcademy-POSTECH/
    /// MC2-Team14-YesAgreed) names `PhantomOfOpera1` and calls `.phantomOfOpera1`. (This is not
    /// the Objective-C importer's rule, which would lowercase a whole initialism: `.cet4`.)
    static func swiftCaseName(_ name: String) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        return first.lowercased() + name.dropFirst()
    }

    func parseEnum(_ any: Any, at key: String) throws -> IntentDefinitionModel.Enum {
        let d = try dictionary(any, at: key)
        let name = try identifier(d, "INEnumName", at: key)
        var cases: [(String, Int)] = []
        for (i, v) in try array(d, "INEnumValues", at: key).enumerated() {
            let vk = "\(key).INEnumValues[\(i)]"
            let vd = try dictionary(v, at: vk)
            let caseName = Self.swiftCaseName(try identifier(vd, "INEnumValueName", at: vk))
            let index = try (vd["INEnumValueIndex"]).map { try integer($0, at: "\(vk).INEnumValueIndex") } ?? i
            if let dup = cases.first(where: { $0.1 == index || $0.0 == caseName }) {
                throw fail(vk, "value '\(caseName)' (index \(index)) clashes with '\(dup.0)' (index \(dup.1))")
            }
            cases.append((caseName, index))
        }
        if !cases.contains(where: { $0.0 == "unknown" }) {
            guard !cases.contains(where: { $0.1 == 0 }) else { throw fail("\(key).INEnumValues", "index 0 is reserved for 'unknown'") }
            cases.insert(("unknown", 0), at: 0)
        }
        return .init(name: name, className: (d["INEnumClassName"] as? String) ?? name, cases: cases.sorted { $0.1 < $1.1 })
    }

    func parseType(_ any: Any, at key: String, enums: [String: String], types: [String: String]) throws -> IntentDefinitionModel.CustomType {
        let d = try dictionary(any, at: key)
        let name = try identifier(d, "INTypeName", at: key)
        var props: [(String, IntentDefinitionModel.ParameterType, Bool)] = []
        for (i, p) in try array(d, "INTypeProperties", at: key).enumerated() {
            let pk = "\(key).INTypeProperties[\(i)]"
            let pd = try dictionary(p, at: pk)
            // identifier, displayString, pronunciationHint, alternativeSpeakableMatches: INObject's own.
            if (pd["INTypePropertyDefault"] as? Bool) == true { continue }
            let pname = try identifier(pd, "INTypePropertyName", at: pk)
            let type = try parameterType(pd, prefix: "INTypeProperty", at: pk, enums: enums, types: types)
            props.append((pname, type, (pd["INTypePropertySupportsMultipleValues"] as? Bool) ?? false))
        }
        return .init(name: name, className: (d["INTypeClassName"] as? String) ?? name, properties: props)
    }

    func parseIntent(_ any: Any, at key: String, enums: [String: String], types: [String: String]) throws -> IntentDefinitionModel.Intent? {
        let d = try dictionary(any, at: key)
        let name = try identifier(d, "INIntentName", at: key)
        if let t = d["INIntentType"] as? String, t == "System" { return nil }   // Apple's own classes (INPlayMediaIntent…)
        var params: [IntentDefinitionModel.Parameter] = []
        for (i, p) in try array(d, "INIntentParameters", at: key).enumerated() {
            let pk = "\(key).INIntentParameters[\(i)]"
            let pd = try dictionary(p, at: pk)
            let metadata = pd["INIntentParameterMetadata"] as? [String: Any]
            params.append(.init(
                name: try identifier(pd, "INIntentParameterName", at: pk),
                type: try parameterType(pd, prefix: "INIntentParameter", at: pk, enums: enums, types: types),
                multiple: (pd["INIntentParameterSupportsMultipleValues"] as? Bool) ?? false,
                dynamicOptions: (pd["INIntentParameterSupportsDynamicEnumeration"] as? Bool) ?? false,
                search: (pd["INIntentParameterSupportsSearch"] as? Bool) ?? false,
                resolution: (pd["INIntentParameterSupportsResolution"] as? Bool) ?? false,
                defaultValue: metadata?["INIntentParameterMetadataDefaultValue"],
                unsupportedReasons: try unsupportedReasons(pd, at: pk)))
        }
        var codes: [String] = []
        var responseParams: [(String, IntentDefinitionModel.ParameterType, Bool)] = []
        if let r = d["INIntentResponse"] {
            let rk = "\(key).INIntentResponse"
            let rd = try dictionary(r, at: rk)
            for (i, c) in try array(rd, "INIntentResponseCodes", at: rk).enumerated() {
                codes.append(try identifier(try dictionary(c, at: "\(rk).INIntentResponseCodes[\(i)]"), "INIntentResponseCodeName", at: "\(rk).INIntentResponseCodes[\(i)]"))
            }
            for (i, p) in try array(rd, "INIntentResponseParameters", at: rk).enumerated() {
                let pk = "\(rk).INIntentResponseParameters[\(i)]"
                let pd = try dictionary(p, at: pk)
                responseParams.append((try identifier(pd, "INIntentResponseParameterName", at: pk),
                                       try parameterType(pd, prefix: "INIntentResponseParameter", at: pk, enums: enums, types: types),
                                       (pd["INIntentResponseParameterSupportsMultipleValues"] as? Bool) ?? false))
            }
        }
        // Xcode 12's "Custom Class" field (`INIntentClassName`) names the class; by default it is `<Name>Intent`.
        // Clok (2020) gives each of its four `Configuration` intents its own class (`ClokConfigurationIntent`…).
        let className = (d["INIntentClassName"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? name + "Intent"
        return .init(name: name, className: className, parameters: params, responseCodes: codes, responseParameters: responseParams)
    }

    /// The codes of a parameter's unsupported reasons, in the definition's order (unique).
    func unsupportedReasons(_ d: [String: Any], at key: String) throws -> [String] {
        var codes: [String] = []
        for (i, r) in try array(d, "INIntentParameterUnsupportedReasons", at: key).enumerated() {
            let rk = "\(key).INIntentParameterUnsupportedReasons[\(i)]"
            let code = try identifier(try dictionary(r, at: rk), "INIntentParameterUnsupportedReasonCode", at: rk)
            guard !codes.contains(code) else { throw fail(rk, "the reason '\(code)' is listed twice") }
            codes.append(code)
        }
        return codes
    }

    static let scalarTypes: [String: IntentDefinitionModel.ParameterType] = [
        "String": .string, "Integer": .integer, "Boolean": .boolean, "Decimal": .decimal, "Number": .number,
        "DateComponents": .dateComponents, "URL": .url, "Duration": .duration, "CurrencyAmount": .currencyAmount,
        // What Xcode's intent editor writes for its "Duration" type (with `…MetadataDefaultUnit`
        // `Seconds`): TelemetryDeck's widget reads it as `configuration.Interval?.intValue`.
        "TimeInterval": .duration,
    ]

    func parameterType(_ d: [String: Any], prefix: String, at key: String, enums: [String: String], types: [String: String]) throws -> IntentDefinitionModel.ParameterType {
        if let e = d[prefix + "EnumType"] {
            guard let e = e as? String, let cls = enums[e] else { throw fail("\(key).\(prefix)EnumType", "no enum named '\(e)' in INEnums (have: \(enums.keys.sorted().joined(separator: ", ")))") }
            return .enumeration(cls)
        }
        let type = try string(d, prefix + "Type", at: key)
        if type == "Object" || type == "Custom" {
            // An Object with no type chosen (seen in shipping apps' response parameters): Xcode
            // builds it, the property being the base class, INObject.
            guard let o = d[prefix + "ObjectType"] as? String, !o.isEmpty else { return .object("INObject") }
            guard let cls = types[o] else { throw fail("\(key).\(prefix)ObjectType", "no type named '\(o)' in INTypes (have: \(types.keys.sorted().joined(separator: ", ")))") }
            return .object(cls)
        }
        guard let t = Self.scalarTypes[type] else {
            throw fail("\(key).\(prefix)Type", "unsupported type '\(type)' (supported: \(Self.scalarTypes.keys.sorted().joined(separator: ", ")), Object, enums)")
        }
        return t
    }

    // MARK: checked access

    func dictionary(_ any: Any, at key: String) throws -> [String: Any] {
        guard let d = any as? [String: Any] else { throw fail(key, "expected a dictionary") }
        return d
    }
    func array(_ d: [String: Any], _ name: String, at key: String) throws -> [Any] {
        guard let v = d[name] else { return [] }
        guard let a = v as? [Any] else { throw fail(key.isEmpty ? name : "\(key).\(name)", "expected an array") }
        return a
    }
    func string(_ d: [String: Any], _ name: String, at key: String) throws -> String {
        guard let v = d[name] else { throw fail("\(key).\(name)", "missing") }
        guard let s = v as? String, !s.isEmpty else { throw fail("\(key).\(name)", "expected a non-empty string") }
        return s
    }
    func identifier(_ d: [String: Any], _ name: String, at key: String) throws -> String {
        let s = try string(d, name, at: key)
        guard let first = s.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
              s.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }) else {
            throw fail("\(key).\(name)", "'\(s)' is not a Swift identifier")
        }
        return s
    }
    func integer(_ any: Any, at key: String) throws -> Int {
        if let n = any as? Int { return n }
        if let s = any as? String, let n = Int(s) { return n }
        throw fail(key, "expected an integer")
    }
}
