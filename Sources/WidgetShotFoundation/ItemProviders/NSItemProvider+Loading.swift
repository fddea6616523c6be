import Foundation
import WidgetShotUniformTypeIdentifiers

extension NSItemProvider {
    /// The errors of item providers — Foundation's `NSItemProvider.ErrorCode`
    /// (`NSItemProviderUnknownError = -1`, `ItemUnavailableError = -1000`,
    /// `UnexpectedValueClassError = -1100`, `UnavailableCoercionError = -1200`).
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }
    /// The domain of item-provider errors — `class let errorDomain: String` ("NSItemProviderErrorDomain").
    public static let errorDomain = "NSItemProviderErrorDomain"

    static func error(_ code: ErrorCode, _ reason: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: reason])
    }

    /// Loads the first representation conforming to `typeIdentifier` as data (a file
    /// representation's file is read) —
    /// `func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress`.
    /// Without one the handler gets `ErrorCode.itemUnavailableError`.
    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            DispatchQueue.global().async { self.finish(progress) { completionHandler(nil, Self.unavailable(typeIdentifier)) } }
            return progress
        }
        DispatchQueue.global().async {
            switch representation.loader {
            case .data(let load):
                _ = load { data, error in self.finish(progress) { completionHandler(data, data == nil ? error ?? Self.unavailable(typeIdentifier) : nil) } }
            case .file(let load):
                _ = load { url, _, error in
                    guard let url else { return self.finish(progress) { completionHandler(nil, error ?? Self.unavailable(typeIdentifier)) } }
                    do {
                        let data = try Data(contentsOf: url)
                        self.finish(progress) { completionHandler(data, nil) }
                    } catch { self.finish(progress) { completionHandler(nil, error) } }
                }
            }
        }
        return progress
    }

    /// Loads the first representation conforming to `typeIdentifier` as a temporary file, removed
    /// when the handler returns (as Apple's is: copy it to keep it) —
    /// `func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress`.
    /// A data representation is written to a file named by `suggestedName` and the type's extension.
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadFile(typeIdentifier, inPlace: false) { url, _, error in completionHandler(url, error) }
    }

    /// Loads the first representation conforming to `typeIdentifier` as a file: the registered
    /// file itself when it was registered open-in-place (`true`), else a temporary copy (`false`) —
    /// `func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress`.
    @discardableResult
    public func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                              completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        loadFile(typeIdentifier, inPlace: true, completionHandler)
    }

    /// Whether a representation can be read as `aClass` (one of its readable types) —
    /// `func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool`.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads an object of `aClass` from the first of its readable types the provider has —
    /// `func loadObject(ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress`.
    @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            let progress = Progress(totalUnitCount: 1)
            let failure = Self.error(.unavailableCoercionError, "no registered representation can be read as \(aClass)")
            DispatchQueue.global().async { self.finish(progress) { completionHandler(nil, failure) } }
            return progress
        }
        let reader = UncheckedBox(aClass)
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try reader.value.object(withItemProviderData: data, typeIdentifier: type), nil) } catch { completionHandler(nil, error) }
        }
    }

    // MARK: internals

    static func unavailable(_ typeIdentifier: String) -> NSError {
        error(.itemUnavailableError, "no registered representation conforms to \(typeIdentifier)")
    }

    /// Runs the completion `handler`, then marks `progress` complete.
    func finish(_ progress: Progress, _ handler: () -> Void) {
        handler()
        progress.completedUnitCount = progress.totalUnitCount
    }

    func loadFile(_ typeIdentifier: String, inPlace: Bool, _ completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            DispatchQueue.global().async { self.finish(progress) { completionHandler(nil, false, Self.unavailable(typeIdentifier)) } }
            return progress
        }
        let name = suggestedName
        DispatchQueue.global().async {
            switch representation.loader {
            case .file(let load):
                _ = load { url, _, error in
                    guard let url else { return self.finish(progress) { completionHandler(nil, false, error ?? Self.unavailable(typeIdentifier)) } }
                    if inPlace, representation.fileOptions.contains(.openInPlace) {
                        return self.finish(progress) { completionHandler(url, true, nil) }
                    }
                    self.withTemporaryFile(name: name ?? url.deletingPathExtension().lastPathComponent, type: representation.typeIdentifier,
                                           write: { try FileManager.default.copyItem(at: url, to: $0) }, progress: progress) { completionHandler($0, false, $1) }
                }
            case .data(let load):
                _ = load { data, error in
                    guard let data else { return self.finish(progress) { completionHandler(nil, false, error ?? Self.unavailable(typeIdentifier)) } }
                    self.withTemporaryFile(name: name ?? "item", type: representation.typeIdentifier,
                                           write: { try data.write(to: $0) }, progress: progress) { completionHandler($0, false, $1) }
                }
            }
        }
        return progress
    }

    /// Writes a temporary file (in a folder of its own), calls `handler` with it, then removes it.
    func withTemporaryFile(name: String, type: String, write: (URL) throws -> Void, progress: Progress, _ handler: @escaping (URL?, (any Error)?) -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("WidgetShotItemProvider-\(UUID().uuidString)")
        let ext = UTType(type)?.preferredFilenameExtension
        let file = folder.appendingPathComponent(ext.map { "\(name).\($0)" } ?? name)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(file)
        } catch {
            finish(progress) { handler(nil, error) }
            return
        }
        finish(progress) { handler(file, nil) }
    }
}
