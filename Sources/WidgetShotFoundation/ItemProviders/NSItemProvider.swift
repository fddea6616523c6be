import Foundation
import WidgetShotUniformTypeIdentifiers

/// Foundation's `NSItemProvider` (https://developer.apple.com/documentation/foundation/nsitemprovider),
/// missing from swift-corelibs-foundation: the typed representations of one item (a photo picked
/// in PhotosUI, a dragged or shared item), loaded asynchronously. Real and in memory: each
/// registered data or file representation loads through its handler; a request for a type loads
/// the first representation, in registration order, whose type conforms to it (a `public.jpeg`
/// representation answers `public.image`; conformance is UniformTypeIdentifiers' `UTType`
/// table). Completion handlers run on a global queue, as Apple's run on an arbitrary one.
///
/// ```swift
/// let provider = NSItemProvider()
/// provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { done in
///     done(pngData, nil); return nil
/// }
/// provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, error in … }
/// ```
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// One registered representation.
    struct Representation {
        enum Loader {
            case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
            case file(@Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)
        }
        var typeIdentifier: String
        var fileOptions: NSItemProviderFileOptions
        var loader: Loader
    }
    private let lock = NSLock()
    private var representations: [Representation] = []

    /// The name of the item, for a file made from it (Apple's `var suggestedName: String?`).
    open var suggestedName: String?

    /// An empty provider — `init()`.
    public override init() { super.init() }

    /// A provider of `item` as `typeIdentifier` — `init(item: (any NSSecureCoding)?, typeIdentifier: String?)`.
    /// Data (`Data`/`NSData`), text (`String`/`NSString`) and URLs load; a file URL loads as its
    /// file; with no identifier the item's own type is used (`public.data`,
    /// `public.utf8-plain-text`, `public.url`/`public.file-url`).
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item else { return }
        let payload = ItemPayload(item)
        registerDataRepresentation(forTypeIdentifier: typeIdentifier ?? payload.typeIdentifier, visibility: .all) { done in
            done(payload.data, payload.data == nil ? NSItemProvider.error(.unexpectedValueClassError, "the item is not data, text or a URL") : nil)
            return nil
        }
    }

    /// A provider of a file's contents as the type its extension names (`public.data` when none),
    /// nil when the URL is not a file that exists — `convenience init?(contentsOf fileURL: URL!)`.
    /// The file's name becomes `suggestedName` (Apple's header: "The filename of the URL is copied
    /// into the suggestedName property").
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        registerFileRepresentation(forTypeIdentifier: type, fileOptions: [], visibility: .all) { done in done(fileURL, false, nil); return nil }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A provider of `object`'s writable types — `convenience init(object: any NSItemProviderWriting)`.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider with the same representations and name.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        copy.representations = snapshot()
        copy.suggestedName = suggestedName
        return copy
    }

    /// The registered types, in registration order — `var registeredTypeIdentifiers: [String] { get }`.
    open var registeredTypeIdentifiers: [String] { snapshot().map(\.typeIdentifier) }

    /// The registered types whose representations have `fileOptions` —
    /// `func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String]`.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
        snapshot().filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.typeIdentifier)
    }

    /// Whether a registered type conforms to `typeIdentifier` —
    /// `func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation with `fileOptions` conforms to `typeIdentifier` —
    /// `func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        representation(conformingTo: typeIdentifier, fileOptions: fileOptions) != nil
    }

    /// Adds a data representation —
    /// `func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)`.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        append(Representation(typeIdentifier: typeIdentifier, fileOptions: [], loader: .data(loadHandler)))
    }

    /// Adds a file representation; the handler gives the file's URL and whether it must be read
    /// through a file coordinator —
    /// `func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [], visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)`.
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        append(Representation(typeIdentifier: typeIdentifier, fileOptions: fileOptions, loader: .file(loadHandler)))
    }

    /// Adds a representation per writable type of `object`, each loading through its
    /// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)` —
    /// `func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility)`.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in object.writableTypeIdentifiersForItemProvider {
            let box = UncheckedBox(object)
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { done in
                box.value.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: done)
            }
        }
    }

    /// Adds a representation per writable type of `aClass`, made from the object the handler
    /// gives when one is loaded — `func registerObject(ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?)`.
    open func registerObject(ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
                             loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?) {
        for type in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { done in
                loadHandler { object, error in
                    guard let object else { return done(nil, error ?? NSItemProvider.error(.itemUnavailableError, "the load handler gave no object")) }
                    _ = object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: done)
                }
            }
        }
    }

    // MARK: internals

    private func append(_ representation: Representation) {
        lock.lock(); defer { lock.unlock() }
        representations.append(representation)
    }

    func snapshot() -> [Representation] {
        lock.lock(); defer { lock.unlock() }
        return representations
    }

    /// The first registered representation whose type conforms to `typeIdentifier`.
    func representation(conformingTo typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Representation? {
        snapshot().first { $0.fileOptions.isSuperset(of: fileOptions) && Self.type($0.typeIdentifier, conformsTo: typeIdentifier) }
    }

    /// Whether `type` conforms to `target` (equal identifiers, or the declared types' conformance).
    static func type(_ type: String, conformsTo target: String) -> Bool {
        if type == target { return true }
        guard let a = UTType(type), let b = UTType(target) else { return false }
        return a.conforms(to: b)
    }
}

/// A value captured by a `@Sendable` handler (the provider's objects are read on its queue only).
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// The data and type of an `init(item:typeIdentifier:)` item.
struct ItemPayload: @unchecked Sendable {
    var data: Data?
    var typeIdentifier: String

    init(data: Data?, typeIdentifier: String) {
        self.data = data
        self.typeIdentifier = typeIdentifier
    }

    init(_ item: any NSSecureCoding) {
        if let url = item as? NSURL {
            self.init(url: url as URL)
        } else if let data = item as? NSData {
            self.init(data: data as Data, typeIdentifier: UTType.data.identifier)
        } else if let string = item as? NSString {
            self.init(data: Data((string as String).utf8), typeIdentifier: UTType.utf8PlainText.identifier)
        } else {
            self.init(data: nil, typeIdentifier: UTType.data.identifier)
        }
    }

    /// A file URL's contents as its extension's type; another URL as `public.url` (its text).
    init(url: URL) {
        if url.isFileURL, let contents = try? Data(contentsOf: url) {
            self.init(data: contents, typeIdentifier: UTType(filenameExtension: url.pathExtension)?.identifier ?? UTType.data.identifier)
        } else {
            self.init(data: Data(url.absoluteString.utf8), typeIdentifier: UTType.url.identifier)
        }
    }
}
