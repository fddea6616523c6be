import Foundation

// MobileCoreServices' `kUTType…` constants and tag functions (deprecated by Apple in iOS 15 for
// `UTType`, still common in older app code).

/// `public.item`.
public let kUTTypeItem: CFString = "public.item"
/// `public.content`.
public let kUTTypeContent: CFString = "public.content"
/// `public.data`.
public let kUTTypeData: CFString = "public.data"
/// `public.text`.
public let kUTTypeText: CFString = "public.text"
/// `public.plain-text`.
public let kUTTypePlainText: CFString = "public.plain-text"
/// `public.utf8-plain-text`.
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// `public.html`.
public let kUTTypeHTML: CFString = "public.html"
/// `public.xml`.
public let kUTTypeXML: CFString = "public.xml"
/// `public.json`.
public let kUTTypeJSON: CFString = "public.json"
/// `public.url`.
public let kUTTypeURL: CFString = "public.url"
/// `public.file-url`.
public let kUTTypeFileURL: CFString = "public.file-url"
/// `public.image`.
public let kUTTypeImage: CFString = "public.image"
/// `public.png`.
public let kUTTypePNG: CFString = "public.png"
/// `public.jpeg`.
public let kUTTypeJPEG: CFString = "public.jpeg"
/// `com.compuserve.gif`.
public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// `public.tiff`.
public let kUTTypeTIFF: CFString = "public.tiff"
/// `com.microsoft.bmp`.
public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// `com.adobe.pdf`.
public let kUTTypePDF: CFString = "com.adobe.pdf"
/// `public.movie`.
public let kUTTypeMovie: CFString = "public.movie"
/// `public.video`.
public let kUTTypeVideo: CFString = "public.video"
/// `public.audio`.
public let kUTTypeAudio: CFString = "public.audio"
/// `public.mp3`.
public let kUTTypeMP3: CFString = "public.mp3"
/// `public.mpeg-4`.
public let kUTTypeMPEG4: CFString = "public.mpeg-4"
/// `com.apple.quicktime-movie`.
public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// `public.folder`.
public let kUTTypeFolder: CFString = "public.folder"
/// `public.directory`.
public let kUTTypeDirectory: CFString = "public.directory"
/// `public.zip-archive`.
public let kUTTypeZipArchive: CFString = "public.zip-archive"
/// `public.vcard`.
public let kUTTypeVCard: CFString = "public.vcard"
/// `public.rtf`.
public let kUTTypeRTF: CFString = "public.rtf"
/// `com.apple.property-list`.
public let kUTTypePropertyList: CFString = "com.apple.property-list"
/// `public.archive`.
public let kUTTypeArchive: CFString = "public.archive"
/// `public.comma-separated-values-text`.
public let kUTTypeCommaSeparatedText: CFString = "public.comma-separated-values-text"
/// `com.apple.live-photo`.
public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"

/// The tag class of filename extensions.
public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
/// The tag class of MIME types.
public let kUTTagClassMIMEType: CFString = "public.mime-type"

/// The identifier for a tag (an extension or MIME type), conforming to `inConformingToUTI`.
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?) -> Unmanaged<CFString>? {
    let parent = inConformingToUTI.flatMap { UTType(String($0)) } ?? .data
    let type: UTType?
    switch String(inTagClass) {
    case String(kUTTagClassFilenameExtension): type = UTType(filenameExtension: String(inTag), conformingTo: parent)
    case String(kUTTagClassMIMEType): type = UTType(mimeType: String(inTag), conformingTo: parent)
    default: type = nil
    }
    return type.map { Unmanaged.passRetained($0.identifier as NSString) }
}

/// The preferred tag (extension or MIME type) of a type identifier.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let type = UTType(String(inUTI)) else { return nil }
    let tag: String?
    switch String(inTagClass) {
    case String(kUTTagClassFilenameExtension): tag = type.preferredFilenameExtension
    case String(kUTTagClassMIMEType): tag = type.preferredMIMEType
    default: tag = nil
    }
    return tag.map { Unmanaged.passRetained($0 as NSString) }
}

/// Whether one type identifier conforms to another.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let type = UTType(String(inUTI)), let parent = UTType(String(inConformsToUTI)) else { return String(inUTI) == String(inConformsToUTI) }
    return type.conforms(to: parent)
}

/// Whether two type identifiers are equal.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { String(inUTI1).lowercased() == String(inUTI2).lowercased() }
