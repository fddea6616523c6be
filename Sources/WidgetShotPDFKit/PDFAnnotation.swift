import Foundation
import WidgetShotUIKit

/// The kind of an annotation — PDFKit's `PDFAnnotationSubtype` (the PDF `/Subtype` names).
public struct PDFAnnotationSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A subtype named `rawValue` (PDFKit's constants are `/Text`, `/Link`…).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A note icon.
    public static let text = PDFAnnotationSubtype(rawValue: "/Text")
    /// A link to a place or a URL.
    public static let link = PDFAnnotationSubtype(rawValue: "/Link")
    /// Text shown on the page.
    public static let freeText = PDFAnnotationSubtype(rawValue: "/FreeText")
    /// A straight line.
    public static let line = PDFAnnotationSubtype(rawValue: "/Line")
    /// A rectangle.
    public static let square = PDFAnnotationSubtype(rawValue: "/Square")
    /// An ellipse.
    public static let circle = PDFAnnotationSubtype(rawValue: "/Circle")
    /// Highlighted text.
    public static let highlight = PDFAnnotationSubtype(rawValue: "/Highlight")
    /// Underlined text.
    public static let underline = PDFAnnotationSubtype(rawValue: "/Underline")
    /// Struck-out text.
    public static let strikeOut = PDFAnnotationSubtype(rawValue: "/StrikeOut")
    /// A freehand scribble.
    public static let ink = PDFAnnotationSubtype(rawValue: "/Ink")
    /// A rubber stamp.
    public static let stamp = PDFAnnotationSubtype(rawValue: "/Stamp")
    /// A pop-up note.
    public static let popup = PDFAnnotationSubtype(rawValue: "/Popup")
    /// A form field.
    public static let widget = PDFAnnotationSubtype(rawValue: "/Widget")
}

/// A key of an annotation's dictionary — PDFKit's `PDFAnnotationKey` (PDF names).
public struct PDFAnnotationKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `/Subtype`.
    public static let subtype = PDFAnnotationKey(rawValue: "/Subtype")
    /// `/Rect`.
    public static let rect = PDFAnnotationKey(rawValue: "/Rect")
    /// `/Contents`.
    public static let contents = PDFAnnotationKey(rawValue: "/Contents")
    /// `/C`, the colour.
    public static let color = PDFAnnotationKey(rawValue: "/C")
    /// `/IC`, the interior colour.
    public static let interiorColor = PDFAnnotationKey(rawValue: "/IC")
    /// `/Border`.
    public static let border = PDFAnnotationKey(rawValue: "/Border")
    /// `/T`, the author (or a field's name).
    public static let textLabel = PDFAnnotationKey(rawValue: "/T")
    /// `/M`, the modification date.
    public static let date = PDFAnnotationKey(rawValue: "/M")
    /// `/V`, a form field's value.
    public static let widgetValue = PDFAnnotationKey(rawValue: "/V")
}

/// An annotation on a PDF page — PDFKit's `PDFAnnotation`: its kind, bounds, colour, text and
/// the other keys, kept as set. WidgetShot does not draw annotations into thumbnails or write
/// them into saved PDFs.
open class PDFAnnotation: NSObject, @unchecked Sendable {
    private var values: [PDFAnnotationKey: Any] = [:]

    /// An annotation of a kind with bounds in page space and optional properties
    /// (`PDFAnnotationKey` raw values or keys).
    public init(bounds: CGRect, forType annotationType: PDFAnnotationSubtype, withProperties properties: [AnyHashable: Any]?) {
        self.bounds = bounds
        super.init()
        for (key, value) in properties ?? [:] {
            if let k = key as? PDFAnnotationKey { values[k] = value } else if let k = key as? String { values[PDFAnnotationKey(rawValue: k)] = value }
        }
        values[.subtype] = annotationType.rawValue
    }

    /// The page the annotation is on.
    open internal(set) weak var page: PDFPage?
    /// The bounds in page space.
    open var bounds: CGRect
    /// The kind without its slash (`"Link"`, `"Highlight"`…), as PDFKit reports it.
    open var type: String? {
        get { (values[.subtype] as? String).map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 } }
        set { values[.subtype] = newValue.map { $0.hasPrefix("/") ? $0 : "/" + $0 } }
    }
    /// The text of the annotation.
    open var contents: String? {
        get { values[.contents] as? String }
        set { values[.contents] = newValue }
    }
    /// The colour.
    open var color: UIColor {
        get { values[.color] as? UIColor ?? .clear }
        set { values[.color] = newValue }
    }
    /// The interior colour of squares, circles and line endings.
    open var interiorColor: UIColor? {
        get { values[.interiorColor] as? UIColor }
        set { values[.interiorColor] = newValue }
    }
    /// The border.
    open var border: PDFBorder? {
        get { values[.border] as? PDFBorder }
        set { values[.border] = newValue }
    }
    /// The author.
    open var userName: String? {
        get { values[.textLabel] as? String }
        set { values[.textLabel] = newValue }
    }
    /// When the annotation was last changed.
    open var modificationDate: Date? {
        get { values[.date] as? Date }
        set { values[.date] = newValue }
    }
    /// A link's URL.
    open var url: URL?
    /// A link's destination in the document.
    open var destination: PDFDestination?
    /// The action performed when it is tapped.
    open var action: PDFAction?
    /// A form field's name.
    open var fieldName: String?
    /// A text field's value.
    open var widgetStringValue: String? {
        get { values[.widgetValue] as? String }
        set { values[.widgetValue] = newValue }
    }
    /// The font of free text.
    open var font: UIFont?
    /// The colour of free text.
    open var fontColor: UIColor?
    /// Whether the annotation is shown.
    open var shouldDisplay = true
    /// Whether the annotation is printed.
    open var shouldPrint = true
    /// Whether the annotation is highlighted.
    open var isHighlighted = false
    /// The corner points of the text a markup annotation covers (`NSValue`s of points).
    open var quadrilateralPoints: [NSValue]?
    /// An ink annotation's paths.
    open private(set) var paths: [UIBezierPath]?
    /// Adds a path to an ink annotation.
    open func add(_ path: UIBezierPath) { paths = (paths ?? []) + [path] }
    /// Removes a path from an ink annotation.
    open func remove(_ path: UIBezierPath) { paths?.removeAll { $0 === path } }

    /// Sets a value for a key; true (the value is kept).
    @discardableResult
    open func setValue(_ value: Any, forAnnotationKey key: PDFAnnotationKey) -> Bool {
        values[key] = value
        return true
    }
    /// The value for a key.
    open func value(forAnnotationKey key: PDFAnnotationKey) -> Any? { values[key] }
    /// Removes the value for a key.
    open func removeValue(forAnnotationKey key: PDFAnnotationKey) { values[key] = nil }
    /// Every key and value set.
    open var annotationKeyValues: [AnyHashable: Any] {
        Dictionary(uniqueKeysWithValues: values.map { (AnyHashable($0.key), $0.value) })
    }
}

/// An annotation's border — PDFKit's `PDFBorder`.
open class PDFBorder: NSObject, @unchecked Sendable {
    /// The style.
    open var style: PDFBorderStyle = .solid
    /// The width in points.
    open var lineWidth: CGFloat = 1
    /// The dash pattern.
    open var dashPattern: [Any]?
}

/// The border styles — PDFKit's `PDFBorderStyle`.
public enum PDFBorderStyle: Int, Sendable { case solid = 0, dashed = 1, beveled = 2, inset = 3, underline = 4 }

/// What happens when an annotation is tapped — PDFKit's `PDFAction`.
open class PDFAction: NSObject, @unchecked Sendable {
    /// The kind of action (`"URI"`, `"GoTo"`…).
    open var type: String { "" }
}

/// An action opening a URL — PDFKit's `PDFActionURL`.
open class PDFActionURL: PDFAction, @unchecked Sendable {
    /// The URL.
    open var url: URL?
    /// An action opening `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
    /// `"URI"`.
    open override var type: String { "URI" }
}

/// An action going to a place in the document — PDFKit's `PDFActionGoTo`.
open class PDFActionGoTo: PDFAction, @unchecked Sendable {
    /// The place.
    open var destination: PDFDestination
    /// An action going to `destination`.
    public init(destination: PDFDestination) {
        self.destination = destination
        super.init()
    }
    /// `"GoTo"`.
    open override var type: String { "GoTo" }
}
