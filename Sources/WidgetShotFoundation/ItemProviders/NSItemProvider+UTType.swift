import Foundation
import WidgetShotUniformTypeIdentifiers

/// The `UTType` forms of `NSItemProvider`'s API (iOS 16; UniformTypeIdentifiers'
/// `NSItemProvider+UTType.h`), over the type-identifier forms.
extension NSItemProvider {
    /// A provider of a file's contents as `contentType` (the extension's type when nil) —
    /// `convenience init(contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false, coordinated: Bool = false, visibility: NSItemProviderRepresentationVisibility = .all)`
    /// (https://developer.apple.com/documentation/foundation/nsitemprovider/init(contentsof:contenttype:openinplace:coordinated:visibility:)).
    public convenience init(contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false, coordinated: Bool = false,
                            visibility: NSItemProviderRepresentationVisibility = .all) {
        self.init()
        let type = contentType ?? UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: openInPlace ? .openInPlace : [], visibility: visibility) { done in
            done(fileURL, coordinated, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The registered types (declared ones; an undeclared identifier is left out) —
    /// `var registeredContentTypes: [UTType] { get }`.
    public var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap { UTType($0) } }

    /// The registered types registered open-in-place — `var registeredContentTypesForOpenInPlace: [UTType] { get }`.
    public var registeredContentTypesForOpenInPlace: [UTType] { registeredTypeIdentifiers(fileOptions: .openInPlace).compactMap { UTType($0) } }

    /// The registered types conforming to `contentType` —
    /// `func registeredContentTypes(conformingTo contentType: UTType) -> [UTType]`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Adds a data representation of `contentType` —
    /// `func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all, loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?)`.
    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility) { done in loadHandler(done) }
    }

    /// Adds a file representation of `contentType` —
    /// `func registerFileRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all, openInPlace: Bool = false, loadHandler: @escaping @Sendable (@escaping (URL?, Bool, (any Error)?) -> Void) -> Progress?)`.
    public func registerFileRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all, openInPlace: Bool = false,
                                           loadHandler: @escaping @Sendable (@escaping (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        registerFileRepresentation(forTypeIdentifier: contentType.identifier, fileOptions: openInPlace ? .openInPlace : [], visibility: visibility) { done in
            loadHandler(done)
        }
    }

    /// Loads a representation conforming to `contentType` as data —
    /// `func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads a representation conforming to `contentType` as a file (in place when asked and
    /// registered so) — `func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false, completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress`
    /// (https://developer.apple.com/documentation/foundation/nsitemprovider/loadfilerepresentation(for:openinplace:completionhandler:)).
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                       completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        loadFile(contentType.identifier, inPlace: openInPlace, completionHandler)
    }
}
