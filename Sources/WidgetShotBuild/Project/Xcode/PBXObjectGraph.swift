import Foundation

/// The objects of a `project.pbxproj` (`objects = { ID = { isa = …; … }; }`) and its root
/// `PBXProject`, with typed access that names the object id and key when the file is malformed.
struct PBXObjectGraph {
    /// The `.xcodeproj` folder.
    let projectBundle: URL
    /// The `project.pbxproj` file, named in errors.
    let file: URL
    let objects: [String: [String: Any]]
    let rootID: String

    /// The folder holding the `.xcodeproj`: Xcode's `SRCROOT` / `PROJECT_DIR` (when the project's
    /// `projectDirPath` is empty, as Xcode writes it).
    var sourceRoot: URL { projectBundle.deletingLastPathComponent() }

    /// The project's name (`PROJECT_NAME`): the `.xcodeproj`'s name without extension.
    var projectName: String { projectBundle.deletingPathExtension().lastPathComponent }

    /// Reads `bundle/project.pbxproj`.
    init(projectBundle bundle: URL) throws {
        let file = bundle.appendingPathComponent("project.pbxproj")
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw ProjectReadError(file: bundle.path, message: "the project has no project.pbxproj")
        }
        let plist = try OpenStepPropertyList.read(contentsOf: file)
        try self.init(projectBundle: bundle, file: file, plist: plist)
    }

    init(projectBundle: URL, file: URL, plist: Any) throws {
        self.projectBundle = projectBundle
        self.file = file
        guard let top = plist as? [String: Any] else {
            throw ProjectReadError(file: file.path, message: "the project file is not a dictionary")
        }
        guard let objects = top["objects"] as? [String: Any] else {
            throw ProjectReadError(file: file.path, message: "the project file has no 'objects' dictionary")
        }
        var typed: [String: [String: Any]] = [:]
        for (id, value) in objects {
            guard let object = value as? [String: Any], object["isa"] is String else {
                throw ProjectReadError(file: file.path, message: "object \(id) is not a dictionary with an 'isa'")
            }
            typed[id] = object
        }
        self.objects = typed
        guard let root = top["rootObject"] as? String else {
            throw ProjectReadError(file: file.path, message: "the project file has no 'rootObject'")
        }
        self.rootID = root
        guard typed[root]?["isa"] as? String == "PBXProject" else {
            throw ProjectReadError(file: file.path, message: "rootObject \(root) is not a PBXProject")
        }
    }

    /// The object `id`, which must exist; `context` says who refers to it.
    func object(_ id: String, referencedBy context: String) throws -> PBXObject {
        guard let fields = objects[id] else {
            throw ProjectReadError(file: file.path, message: "\(context) refers to object \(id), which the project does not define")
        }
        return PBXObject(id: id, fields: fields, file: file.path)
    }

    /// The object `id` if it exists.
    func objectIfPresent(_ id: String) -> PBXObject? {
        objects[id].map { PBXObject(id: id, fields: $0, file: file.path) }
    }

    var root: PBXObject { PBXObject(id: rootID, fields: objects[rootID]!, file: file.path) }

    /// The objects a key holds as a list of ids (`files`, `buildPhases`, `children`…), each of
    /// which must exist.
    func objects(_ key: String, of object: PBXObject) throws -> [PBXObject] {
        try object.ids(key).map { try self.object($0, referencedBy: "\(object.isa) \(object.id) '\(key)'") }
    }

    /// The build files a build phase lists (`files`) that the project defines, and the ids it
    /// lists but does not define. Xcode opens and builds such a project, skipping the dangling
    /// entries (Artificial-Pancreas/iAPS 8.3.2 ships from a project whose app target's Sources
    /// phase lists an undefined build file), so a reader skips them too, with a warning.
    func buildFiles(of phase: PBXObject) throws -> (present: [PBXObject], dangling: [String]) {
        var present: [PBXObject] = []
        var dangling: [String] = []
        for id in try phase.ids("files") {
            if let object = objectIfPresent(id) { present.append(object) } else { dangling.append(id) }
        }
        return (present, dangling)
    }

    /// Every `PBXNativeTarget` of the root project, in the project's order.
    func nativeTargets() throws -> [PBXObject] {
        try objects("targets", of: root).filter { $0.isa == "PBXNativeTarget" }
    }
}

/// One object of a `project.pbxproj`.
struct PBXObject {
    let id: String
    let fields: [String: Any]
    let file: String

    var isa: String { fields["isa"] as? String ?? "" }

    /// A string field, or nil when absent; an error when present with another type.
    func string(_ key: String) throws -> String? {
        guard let value = fields[key] else { return nil }
        if let string = value as? String { return string }
        if let number = value as? NSNumber { return number.stringValue }
        throw ProjectReadError(file: file, message: "\(isa) \(id): '\(key)' is not a string")
    }

    /// A string field, or nil when absent or of another type (for optional, descriptive fields).
    func optionalString(_ key: String) -> String? { (try? string(key)) ?? nil }

    /// A list of ids (or strings); empty when absent.
    func ids(_ key: String) throws -> [String] {
        guard let value = fields[key] else { return [] }
        guard let array = value as? [Any] else {
            throw ProjectReadError(file: file, message: "\(isa) \(id): '\(key)' is not an array")
        }
        return try array.map {
            guard let id = $0 as? String else { throw ProjectReadError(file: file, message: "\(isa) \(id): '\(key)' holds a non-string") }
            return id
        }
    }

    /// A dictionary field; empty when absent.
    func dictionary(_ key: String) throws -> [String: Any] {
        guard let value = fields[key] else { return [:] }
        guard let dictionary = value as? [String: Any] else {
            throw ProjectReadError(file: file, message: "\(isa) \(id): '\(key)' is not a dictionary")
        }
        return dictionary
    }

    /// A string field that must be present.
    func requiredString(_ key: String) throws -> String {
        guard let value = try string(key) else {
            throw ProjectReadError(file: file, message: "\(isa) \(id) has no '\(key)'")
        }
        return value
    }
}
