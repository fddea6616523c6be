import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The entities of a Core Data model (`.xcdatamodeld` / `.xcdatamodel`) that Xcode generates
/// Swift for: the model's current version (`.xccurrentversion`'s `_XCCurrentVersionName`, else
/// its one version), read from the version's `contents` XML.
struct CoreDataModel: Equatable {
    /// One `<entity>`.
    struct Entity: Equatable {
        var name: String
        /// `representedClassName` (the entity's name when absent).
        var className: String
        /// `parentEntity`.
        var parent: String?
        /// `codeGenerationType`: "class" (Class Definition), "category" (Category/Extension) or
        /// nil (Manual/None: the app writes the class).
        var codeGeneration: String?
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }

    /// One `<attribute>`.
    struct Attribute: Equatable {
        var name: String
        var type: String
        var usesScalarValueType: Bool
        var customClassName: String?
    }

    /// One `<relationship>`.
    struct Relationship: Equatable {
        var name: String
        var destination: String
        var toMany: Bool
        var ordered: Bool
    }

    var entities: [Entity]

    /// The model at `url` (a `.xcdatamodeld` bundle or one `.xcdatamodel` version).
    static func read(at url: URL) throws -> CoreDataModel {
        let contents = try contentsFile(of: url)
        let data = try Data(contentsOf: contents)
        let delegate = ModelParser()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), delegate.closedRoot else {
            throw ProjectReadError(file: contents.path, line: parser.lineNumber,
                                   message: "not a valid Core Data model: \(parser.parserError?.localizedDescription ?? "the <model> element is missing or not closed")")
        }
        return CoreDataModel(entities: delegate.entities)
    }

    /// The `contents` file of the model's current version.
    static func contentsFile(of url: URL) throws -> URL {
        let fm = FileManager.default
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        var version: String?
        let currentVersion = url.appendingPathComponent(".xccurrentversion")
        if let data = fm.contents(atPath: currentVersion.path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            version = plist["_XCCurrentVersionName"] as? String
        }
        if version == nil {
            let versions = (try? fm.contentsOfDirectory(atPath: url.path))?.filter { $0.hasSuffix(".xcdatamodel") }.sorted() ?? []
            version = versions.count == 1 ? versions[0] : versions.last
        }
        guard let version else { throw ProjectReadError(file: url.path, message: "the Core Data model has no .xcdatamodel version inside") }
        return url.appendingPathComponent(version).appendingPathComponent("contents")
    }
}

/// The `XMLParser` delegate reading a model's `contents`.
private final class ModelParser: NSObject, XMLParserDelegate {
    var entities: [CoreDataModel.Entity] = []
    var closedRoot = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes a: [String: String] = [:]) {
        switch elementName {
        case "entity":
            guard let name = a["name"] else { return }
            entities.append(CoreDataModel.Entity(name: name, className: a["representedClassName"] ?? name, parent: a["parentEntity"],
                                                 codeGeneration: a["codeGenerationType"]))
        case "attribute":
            guard let name = a["name"], !entities.isEmpty else { return }
            entities[entities.count - 1].attributes.append(
                CoreDataModel.Attribute(name: name, type: a["attributeType"] ?? "Undefined", usesScalarValueType: a["usesScalarValueType"] == "YES",
                                        customClassName: a["customClassName"]))
        case "relationship":
            guard let name = a["name"], !entities.isEmpty else { return }
            entities[entities.count - 1].relationships.append(
                CoreDataModel.Relationship(name: name, destination: a["destinationEntity"] ?? "NSManagedObject",
                                           toMany: a["toMany"] == "YES", ordered: a["ordered"] == "YES"))
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if elementName == "model" { closedRoot = true }
    }
}
