import Foundation

/// One Codable element of a `NavigationPath`: its fully qualified type name and its JSON text.
struct NavigationPathEncoding {
    var typeName: String
    var json: () throws -> String

    init<V: Codable & Hashable>(_ value: V) {
        typeName = _typeName(V.self, qualified: true)
        json = { String(decoding: try JSONEncoder().encode(value), as: UTF8.self) }
        Self.remember(V.self, as: typeName)
    }

    /// The types of values encoded in this process, by name: `_typeByName` finds top-level types
    /// only (not `Outer.Page`), SwiftUI's decoding finds nested ones too.
    private nonisolated(unsafe) static var known: [String: any (Decodable & Hashable & Encodable).Type] = [:]
    private static let lock = NSLock()

    static func remember(_ type: any (Decodable & Hashable & Encodable).Type, as name: String) {
        lock.lock(); defer { lock.unlock() }
        known[name] = type
    }

    /// The type a name gives: the runtime's, else one encoded in this process.
    static func type(named name: String) -> (any (Decodable & Hashable & Encodable).Type)? {
        if let type = _typeByName(name) as? any (Decodable & Hashable & Encodable).Type { return type }
        lock.lock(); defer { lock.unlock() }
        return known[name]
    }
}

extension NavigationPath {
    /// A serializable form of a path — SwiftUI's `NavigationPath.CodableRepresentation`
    /// (https://developer.apple.com/documentation/swiftui/navigationpath/codablerepresentation).
    /// Encoded as SwiftUI encodes it (reverse-engineered by Point-Free, "Reverse Engineering
    /// SwiftUI's NavigationPath Codability", 2022): one flat array of strings, the last-pushed
    /// value first, each value as its fully qualified type name (`_typeName(_:qualified:)`) then
    /// its JSON text — `["Swift.Int", "42", "Swift.String", "\"hello\""]`.
    public struct CodableRepresentation: Codable {
        /// Type name and JSON text pairs, last-pushed first.
        var items: [(typeName: String, json: String)]

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            items = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "NavigationPath: type \(name) has no value")
                }
                items.append((name, try container.decode(String.self)))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items {
                try container.encode(item.typeName)
                try container.encode(item.json)
            }
        }

        init(items: [(typeName: String, json: String)]) { self.items = items }
    }

    /// The path's serializable form; nil when a value is not Codable (or does not encode) —
    /// `var codable: NavigationPath.CodableRepresentation? { get }`.
    public var codable: CodableRepresentation? {
        var items: [(typeName: String, json: String)] = []
        for encoding in encodings.reversed() {
            guard let encoding, let json = try? encoding.json() else { return nil }
            items.append((encoding.typeName, json))
        }
        return CodableRepresentation(items: items)
    }

    /// A path of a serialized form's values, each decoded as the type its name gives —
    /// `init(_ codable: NavigationPath.CodableRepresentation)`. A value whose type is not found
    /// (by the runtime, or among the types encoded in this process; or not Decodable and Hashable)
    /// or whose JSON does not decode is left out.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for item in codable.items.reversed() {
            guard let type = NavigationPathEncoding.type(named: item.typeName) else { continue }
            appendDecoded(type, json: item.json)
        }
    }

    private mutating func appendDecoded<T: Decodable & Hashable & Encodable>(_ type: T.Type, json: String) {
        guard let value = try? JSONDecoder().decode(T.self, from: Data(json.utf8)) else { return }
        append(value)
    }
}
