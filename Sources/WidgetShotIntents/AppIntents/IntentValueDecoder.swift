import Foundation

/// Turns a JSON value into a parameter's Swift value (App Intents and SiriKit parameter types).
struct IntentValueDecoder {
    let parameter: String
    /// The parameter's options (`DynamicOptionsProvider`), to find a value by id.
    var options: () async throws -> [Any]? = { nil }

    func fail(_ message: String) -> IntentConfigurationError { .invalidValue(parameter: parameter, message: message) }

    func decode(_ json: Any, as type: Any.Type) async throws -> Any {
        if let opt = type as? _IntentOptional.Type {
            if json is NSNull { return opt._none }
            return try await decode(json, as: opt._wrapped)
        }
        if let arr = type as? _IntentArray.Type, type != String.self {
            guard let list = json as? [Any] else { throw fail("expected an array") }
            var out: [Any] = []
            for item in list { out.append(try await decode(item, as: arr._element)) }
            guard let cast = arr._make(out) else { throw fail("array elements are not all \(arr._element)") }
            return cast
        }
        if let e = type as? any AppEnum.Type { return try decodeEnum(e, json) }
        if let e = type as? any AppEntity.Type { return try await decodeEntity(e, json) }
        if let o = type as? INObject.Type {
            if let id = json as? String { return o.init(identifier: id, display: id, pronunciationHint: nil) }
            if let d = json as? [String: Any], let id = d["identifier"] as? String {
                return o.init(identifier: id, display: d["display"] as? String ?? d["displayString"] as? String ?? id, pronunciationHint: nil)
            }
            throw fail("expected an identifier string or {\"identifier\", \"display\"}")
        }
        if let c = type as? INCodableEnumValue.Type {
            guard let name = json as? String, let v = c._case(named: name) else {
                throw fail("expected one of: " + c._caseNames.joined(separator: ", "))
            }
            return v
        }
        if let s = json as? String, let d = try decodeFromString(s, as: type) { return d }
        if let n = json as? NSNumber {
            switch type {
            case is Bool.Type: return n.boolValue
            case is Int.Type: return try exactInt(n)
            case is Double.Type: return try finite(n.doubleValue)
            case is Float.Type: return Float(try finite(n.doubleValue))
            case is Decimal.Type: return Decimal(try finite(n.doubleValue))
            case is NSNumber.Type: _ = try finite(n.doubleValue); return n
            case is Measurement<UnitDuration>.Type: return Measurement(value: try finite(n.doubleValue), unit: UnitDuration.seconds)
            default: break
            }
        }
        if let d = json as? [String: Any], type == DateComponents.self {
            var c = DateComponents()
            c.year = d["year"] as? Int; c.month = d["month"] as? Int; c.day = d["day"] as? Int
            c.hour = d["hour"] as? Int; c.minute = d["minute"] as? Int; c.second = d["second"] as? Int
            return c
        }
        throw fail("cannot make a \(type) from \(describe(json))")
    }

    func decodeFromString(_ s: String, as type: Any.Type) throws -> Any? {
        switch type {
        case is String.Type: return s
        case is URL.Type:
            guard let u = URL(string: s) else { throw fail("'\(s)' is not a URL") }
            return u
        case is Date.Type:
            guard let d = ISO8601DateFormatter().date(from: s) else { throw fail("'\(s)' is not an ISO 8601 date") }
            return d
        case is DateComponents.Type:
            guard let d = ISO8601DateFormatter().date(from: s) ?? ISO8601DateFormatter.dateOnly.date(from: s) else {
                throw fail("'\(s)' is not an ISO 8601 date")
            }
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(identifier: "UTC")!
            return cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: d)
        default: return nil
        }
    }

    func exactInt(_ n: NSNumber) throws -> Int {
        let d = try finite(n.doubleValue)
        guard d == d.rounded(), abs(d) < 9e15 else { throw fail("expected an integer, got \(n)") }
        return Int(d)
    }

    func finite(_ d: Double) throws -> Double {
        guard d.isFinite else { throw fail("expected a finite number") }
        return d
    }

    func describe(_ json: Any) -> String {
        switch json {
        case is String: return "a string"
        case is NSNumber: return "a number"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "null"
        }
    }

    func decodeEnum<E: AppEnum>(_ type: E.Type, _ json: Any) throws -> Any {
        let raw = "\(json)"
        if let hit = E.allCases.first(where: { "\($0.rawValue)" == raw || "\($0)" == raw }) { return hit }
        throw fail("'\(raw)' is not a \(E.self); expected one of: " + E.allCases.map { "\($0.rawValue)" }.joined(separator: ", "))
    }

    func decodeEntity<E: AppEntity>(_ type: E.Type, _ json: Any) async throws -> Any {
        let raw: String
        if let s = json as? String { raw = s } else if let n = json as? NSNumber { raw = n.stringValue } else if let d = json as? [String: Any], let id = d["id"] {
            raw = "\(id)"
        } else { throw fail("expected the id of a \(E.self)") }
        if let options = try await options() {
            if let hit = options.compactMap({ $0 as? E }).first(where: { $0.id.entityIdentifierString == raw }) { return hit }
        }
        guard let id = E.ID.entityIdentifier(for: raw) else { throw fail("'\(raw)' is not a \(E.ID.self) id") }
        if let hit = try await E.defaultQuery.entities(for: [id]).first { return hit }
        let suggested = ((try? await E.defaultQuery.suggestedEntities())?._items ?? []).compactMap { $0 as? E }
        throw fail("no \(E.self) with id '\(raw)'" + (suggested.isEmpty ? "" : "; suggested ids: " + suggested.map { $0.id.entityIdentifierString }.joined(separator: ", ")))
    }
}

extension ISO8601DateFormatter {
    static let dateOnly: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        return f
    }()
}
