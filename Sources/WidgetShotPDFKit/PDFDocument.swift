import Foundation
import WidgetShotCairo
import WidgetShotUIKit

/// A PDF document — PDFKit's `PDFDocument`: its pages, metadata and text.
///
/// Real PDF data is parsed by poppler-glib (`PDFFile`): `pageCount`, each page's box and text
/// are the file's. Data that is not a PDF, or that poppler cannot read, gives `nil`, as PDFKit
/// does. An encrypted document opens locked (`isLocked`, no pages) until
/// `unlock(withPassword:)` is given its password. `dataRepresentation()` returns the data the
/// document was read from while it is unchanged, and writes a new PDF (cairo) once pages were
/// inserted, removed or exchanged or the attributes were set.
///
/// ```swift
/// guard let pdf = PDFDocument(url: url), let page = pdf.page(at: 0) else { return nil }
/// let thumbnail = page.thumbnail(of: page.bounds(for: .mediaBox).size, for: .mediaBox)
/// ```
open class PDFDocument: NSObject, @unchecked Sendable {
    /// The parsed file, until the document is locked or changed into pages of its own.
    private var file: PDFFile?
    /// The data of an encrypted document, kept for `unlock(withPassword:)`.
    private var lockedData: Data?
    private var pages: [PDFPage] = []
    /// Whether pages or attributes changed since the document was read.
    private var changed = false
    private var attributes: [AnyHashable: Any]?

    /// The file the document was read from.
    open private(set) var documentURL: URL?
    /// The receiver of the document's delegate calls.
    open weak var delegate: (any PDFDocumentDelegate)?
    /// The class of the pages the document makes (`PDFPage`).
    open var pageClass: AnyClass { PDFPage.self }

    /// An empty document (no pages).
    public override init() { super.init() }

    /// The document at a file URL, or `nil` when it cannot be read or is not a PDF.
    public convenience init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
        documentURL = url
    }

    /// A document of PDF data, or `nil` when the data is not a PDF PDFKit can read.
    public init?(data: Data) {
        super.init()
        do {
            adopt(try PDFFile(data: data))
        } catch PDFFile.Failure.encrypted {
            lockedData = data
        } catch {
            return nil
        }
    }

    private func adopt(_ file: PDFFile) {
        self.file = file
        pages = (0..<file.pageCount).map { PDFPage(file: file, index: $0) }
        pages.forEach { $0.document = self }
    }

    // MARK: Pages

    /// The number of pages.
    open var pageCount: Int { pages.count }

    /// The page at `index`, or `nil` when there is none (PDFKit raises; a nil is safer here).
    open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }

    /// The index of a page of the document (`NSNotFound` when it is not one of them).
    open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }

    /// Inserts a page at `index` (0…pageCount); the page leaves the document it was in.
    open func insert(_ page: PDFPage, at index: Int) {
        guard (0...pages.count).contains(index) else { return }
        if let old = page.document, old !== self { old.removePage(at: old.index(for: page)) }
        pages.insert(page, at: index)
        page.document = self
        changed = true
    }

    /// Removes the page at `index`.
    open func removePage(at index: Int) {
        guard pages.indices.contains(index) else { return }
        pages.remove(at: index).document = nil
        changed = true
    }

    /// Exchanges two pages.
    open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
        guard pages.indices.contains(indexA), pages.indices.contains(indexB) else { return }
        pages.swapAt(indexA, indexB)
        changed = true
    }

    // MARK: Text

    /// The text of every page, joined by newlines (`nil` when no page has text).
    open var string: String? {
        let texts = pages.compactMap(\.string)
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }

    /// Every occurrence of `string` in the pages' text, in page order.
    open func findString(_ string: String, withOptions options: NSString.CompareOptions = []) -> [PDFSelection] {
        guard !string.isEmpty else { return [] }
        var found: [PDFSelection] = []
        for page in pages {
            guard let text = page.string else { continue }
            var from = text.startIndex
            while from < text.endIndex, let r = text.range(of: string, options: options, range: from..<text.endIndex) {
                found.append(PDFSelection(page: page, range: NSRange(r, in: text), string: String(text[r])))
                from = r.upperBound
            }
        }
        return found
    }

    /// A selection of every page's text, or `nil` when there is none.
    open var selectionForEntireDocument: PDFSelection? {
        let parts = pages.compactMap { p in p.string.map { PDFSelection(page: p, range: NSRange(location: 0, length: ($0 as NSString).length), string: $0) } }
        guard let first = parts.first else { return nil }
        first.add(Array(parts.dropFirst()))
        return first
    }

    // MARK: Attributes and security

    /// The Info dictionary (`PDFDocumentAttribute` keys: title, author, subject, creator,
    /// producer, keywords as an array), read from the file; setting it marks the document changed.
    open var documentAttributes: [AnyHashable: Any]? {
        get {
            if let attributes { return attributes }
            guard let info = file?.info, !info.isEmpty else { return nil }
            var out: [AnyHashable: Any] = [:]
            let keys: [String: PDFDocumentAttribute] = [
                "title": .titleAttribute, "author": .authorAttribute, "subject": .subjectAttribute,
                "creator": .creatorAttribute, "producer": .producerAttribute,
            ]
            for (key, value) in info { if let k = keys[key] { out[k] = value } }
            if let words = info["keywords"] {
                out[PDFDocumentAttribute.keywordsAttribute] = words.split(whereSeparator: { $0 == "," || $0 == ";" })
                    .map { $0.trimmingCharacters(in: .whitespaces) }
            }
            return out
        }
        set {
            attributes = newValue
            changed = true
        }
    }

    /// The PDF version's major number (1 for `%PDF-1.7`; 1 for a document made here).
    open var majorVersion: Int { file?.version.major ?? 1 }
    /// The PDF version's minor number.
    open var minorVersion: Int { file?.version.minor ?? 4 }
    /// Whether the file is encrypted.
    open var isEncrypted: Bool { lockedData != nil || unlockedEncrypted }
    private var unlockedEncrypted = false
    /// Whether the document is encrypted and not yet unlocked.
    open var isLocked: Bool { lockedData != nil }
    /// Unlocks an encrypted document; true when the password opens it (posts
    /// `PDFDocumentDidUnlock`).
    open func unlock(withPassword password: String) -> Bool {
        guard let data = lockedData else { return false }
        guard let file = try? PDFFile(data: data, password: password) else { return false }
        lockedData = nil
        unlockedEncrypted = true
        adopt(file)
        NotificationCenter.default.post(name: .PDFDocumentDidUnlock, object: self)
        return true
    }
    /// Printing is allowed (WidgetShot does not read the permission flags).
    open var allowsPrinting: Bool { !isLocked }
    /// Copying text is allowed.
    open var allowsCopying: Bool { !isLocked }
    /// Changing the document is allowed.
    open var allowsDocumentChanges: Bool { !isLocked }
    /// Inserting, removing and rotating pages is allowed.
    open var allowsDocumentAssembly: Bool { !isLocked }
    /// Accessibility access to the content is allowed.
    open var allowsContentAccessibility: Bool { !isLocked }
    /// Adding annotations is allowed.
    open var allowsCommenting: Bool { !isLocked }
    /// Filling in form fields is allowed.
    open var allowsFormFieldEntry: Bool { !isLocked }

    // MARK: Writing

    /// The document as PDF data: the data it was read from while unchanged, else a new PDF of
    /// its pages (cairo); `nil` for a document without pages.
    open func dataRepresentation() -> Data? {
        if !changed, let file, pages.count == file.pageCount { return file.data }
        guard !pages.isEmpty else { return nil }
        var info: [String: String] = [:]
        let keys: [(PDFDocumentAttribute, String)] = [(.titleAttribute, "title"), (.authorAttribute, "author"),
                                                      (.subjectAttribute, "subject"), (.creatorAttribute, "creator")]
        for (attribute, key) in keys { if let s = documentAttributes?[attribute] as? String { info[key] = s } }
        if let words = documentAttributes?[PDFDocumentAttribute.keywordsAttribute] as? [String] { info["keywords"] = words.joined(separator: ", ") }
        return PDFWriter.data(pages: pages.map(\.writerPage), info: info)
    }

    /// The document as PDF data; the write options (passwords, burn-in) are not applied.
    open func dataRepresentation(options: [AnyHashable: Any]) -> Data? { dataRepresentation() }

    /// Writes the document to a file URL; false when there is nothing to write or writing fails.
    open func write(to url: URL) -> Bool { write(to: url, withOptions: nil) }
    /// Writes the document to a file URL (the options are not applied).
    open func write(to url: URL, withOptions options: [PDFDocumentWriteOption: Any]?) -> Bool {
        NotificationCenter.default.post(name: .PDFDocumentDidBeginWrite, object: self)
        defer { NotificationCenter.default.post(name: .PDFDocumentDidEndWrite, object: self) }
        guard let data = dataRepresentation() else { return false }
        return (try? data.write(to: url)) != nil
    }
    /// Writes the document to a path.
    open func write(toFile path: String) -> Bool { write(to: URL(fileURLWithPath: path)) }
    /// Writes the document to a path (the options are not applied).
    open func write(toFile path: String, withOptions options: [PDFDocumentWriteOption: Any]?) -> Bool {
        write(to: URL(fileURLWithPath: path), withOptions: options)
    }

    /// The outline (bookmarks); WidgetShot does not read a file's outline, so `nil` until set.
    open var outlineRoot: PDFOutline?
}
