import Foundation
@_exported import WidgetShotCoreFoundation

// WidgetShotUniformTypeIdentifiers stands in for UniformTypeIdentifiers (and MobileCoreServices'
// `kUTType…` constants): the system's declared types with their parents, extensions and MIME types.

/// A uniform type identifier — UniformTypeIdentifiers' `UTType`. Types WidgetShot does not know
/// (neither system-declared nor declared with `exportedAs:`/`importedAs:`) give `nil` from
/// `init?(_:)`, as on iOS for undeclared identifiers; dynamic types from an unknown extension or
/// MIME type have a `dyn.` identifier and conform to `public.data`, as Apple documents.
public struct UTType: Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    /// The identifier, such as `public.png`.
    public let identifier: String
    let extensions: [String]
    let mimeTypes: [String]
    let parents: [String]
    let summary: String?

    init(_ declaration: UTTypeTable.Declaration) {
        identifier = declaration.identifier
        extensions = declaration.extensions
        mimeTypes = declaration.mimeTypes
        parents = declaration.parents
        summary = declaration.description
    }
    init(dynamic tag: String, extensions: [String], mimeTypes: [String]) {
        identifier = "dyn." + tag
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        parents = ["public.data"]
        summary = nil
    }

    /// The type with an identifier, or `nil` if it is not declared.
    public init?(_ identifier: String) {
        guard let declaration = UTTypeTable.byIdentifier[identifier.lowercased()] else { return nil }
        self.init(declaration)
    }
    /// The type of files with an extension (a dynamic type for extensions nobody declared).
    public init?(filenameExtension: String) { self.init(filenameExtension: filenameExtension, conformingTo: .data) }
    /// The type of files with an extension that conforms to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        let ext = filenameExtension.lowercased()
        if let found = UTTypeTable.declarations.first(where: { $0.extensions.contains(ext) }).map(UTType.init), found.conforms(to: supertype) {
            self = found
        } else if supertype == .data || supertype == .item {
            self.init(dynamic: "ext-" + ext, extensions: [ext], mimeTypes: [])
        } else {
            return nil
        }
    }
    /// The type with a MIME type.
    public init?(mimeType: String) { self.init(mimeType: mimeType, conformingTo: .data) }
    /// The type with a MIME type that conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType) {
        let mime = mimeType.lowercased()
        if let found = UTTypeTable.declarations.first(where: { $0.mimeTypes.contains(mime) }).map(UTType.init), found.conforms(to: supertype) {
            self = found
        } else if supertype == .data || supertype == .item {
            self.init(dynamic: "mime-" + mime, extensions: [], mimeTypes: [mime])
        } else {
            return nil
        }
    }
    /// A type the app exports (declared in its Info.plist): known by identifier, conforming to `public.data`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType(identifier) ?? UTType(declared: identifier, parent: parentType ?? .data)
    }
    /// A type the app imports (declared in its Info.plist).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType(identifier) ?? UTType(declared: identifier, parent: parentType ?? .data)
    }
    init(declared identifier: String, parent: UTType) {
        self.identifier = identifier
        extensions = []
        mimeTypes = []
        parents = [parent.identifier]
        summary = nil
    }

    /// The preferred filename extension.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The preferred MIME type.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// A description for people (English).
    public var localizedDescription: String? { summary }
    /// Whether the type is dynamic (no declaration).
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// Whether the type is declared.
    public var isDeclared: Bool { !isDynamic }
    /// Whether the type is declared by the system (`public.` and Apple's identifiers).
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// Every type this type conforms to, not including itself.
    public var supertypes: Set<UTType> {
        var result = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType(next), result.insert(type).inserted else { continue }
            pending += type.parents
        }
        return result
    }
    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }
    public var description: String { identifier }
    public var debugDescription: String { "\(identifier) (\(summary ?? "dynamic"))" }

    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(declared: identifier, parent: .data)
    }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
