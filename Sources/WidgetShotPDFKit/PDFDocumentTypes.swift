import Foundation

/// A key of `PDFDocument.documentAttributes` — PDFKit's `PDFDocumentAttribute` (the Info
/// dictionary's names).
public struct PDFDocumentAttribute: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The document's title (a string).
    public static let titleAttribute = PDFDocumentAttribute(rawValue: "Title")
    /// The document's author (a string).
    public static let authorAttribute = PDFDocumentAttribute(rawValue: "Author")
    /// What the document is about (a string).
    public static let subjectAttribute = PDFDocumentAttribute(rawValue: "Subject")
    /// The application that created the content (a string).
    public static let creatorAttribute = PDFDocumentAttribute(rawValue: "Creator")
    /// The application that produced the PDF (a string).
    public static let producerAttribute = PDFDocumentAttribute(rawValue: "Producer")
    /// When the document was created.
    public static let creationDateAttribute = PDFDocumentAttribute(rawValue: "CreationDate")
    /// When the document was last changed.
    public static let modificationDateAttribute = PDFDocumentAttribute(rawValue: "ModDate")
    /// The document's keywords (an array of strings).
    public static let keywordsAttribute = PDFDocumentAttribute(rawValue: "Keywords")
}

/// An option of `PDFDocument.write(to:withOptions:)` — PDFKit's `PDFDocumentWriteOption`.
/// WidgetShot writes without encryption or burn-in: the options are accepted, not applied.
public struct PDFDocumentWriteOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// An option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The owner password to encrypt with.
    public static let ownerPasswordOption = PDFDocumentWriteOption(rawValue: "OwnerPassword")
    /// The user password to encrypt with.
    public static let userPasswordOption = PDFDocumentWriteOption(rawValue: "UserPassword")
    /// The access permissions of the written file (iOS 16).
    public static let accessPermissionsOption = PDFDocumentWriteOption(rawValue: "AccessPermissions")
    /// Whether annotations are drawn into the page content (iOS 16).
    public static let burnInAnnotationsOption = PDFDocumentWriteOption(rawValue: "BurnInAnnotations")
}

/// The receiver of a document's find and page-class questions — PDFKit's `PDFDocumentDelegate`
/// (every method optional: the extensions below do what PDFKit does for a delegate without them).
public protocol PDFDocumentDelegate: AnyObject {
    /// A find began.
    func documentDidBeginDocumentFind(_ notification: Notification)
    /// A find ended.
    func documentDidEndDocumentFind(_ notification: Notification)
    /// A find matched (`userInfo["PDFDocumentFoundSelection"]`).
    func didMatchString(_ instance: PDFSelection)
    /// The document was unlocked.
    func documentDidUnlock(_ notification: Notification)
    /// The class of the pages the document makes.
    func classForPage() -> AnyClass
}

public extension PDFDocumentDelegate {
    /// Does nothing.
    func documentDidBeginDocumentFind(_ notification: Notification) {}
    /// Does nothing.
    func documentDidEndDocumentFind(_ notification: Notification) {}
    /// Does nothing.
    func didMatchString(_ instance: PDFSelection) {}
    /// Does nothing.
    func documentDidUnlock(_ notification: Notification) {}
    /// `PDFPage`.
    func classForPage() -> AnyClass { PDFPage.self }
}

extension Notification.Name {
    /// A locked document was unlocked.
    public static let PDFDocumentDidUnlock = Notification.Name("PDFDocumentDidUnlock")
    /// A find began.
    public static let PDFDocumentDidBeginFind = Notification.Name("PDFDocumentDidBeginFind")
    /// A find ended.
    public static let PDFDocumentDidEndFind = Notification.Name("PDFDocumentDidEndFind")
    /// A find began on a page.
    public static let PDFDocumentDidBeginPageFind = Notification.Name("PDFDocumentDidBeginPageFind")
    /// A find ended on a page.
    public static let PDFDocumentDidEndPageFind = Notification.Name("PDFDocumentDidEndPageFind")
    /// A find matched.
    public static let PDFDocumentDidFindMatch = Notification.Name("PDFDocumentDidFindMatch")
    /// Writing began.
    public static let PDFDocumentDidBeginWrite = Notification.Name("PDFDocumentDidBeginWrite")
    /// Writing ended.
    public static let PDFDocumentDidEndWrite = Notification.Name("PDFDocumentDidEndWrite")
}
