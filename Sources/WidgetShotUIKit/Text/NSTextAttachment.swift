import Foundation
import WidgetShotUI

/// An image or file inside attributed text — UIKit's `NSTextAttachment`. The attributed string
/// holds it under `.attachment` on the object replacement character (U+FFFC), as on iOS.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The attachment's bytes.
    open var contents: Data?
    /// The bytes' uniform type identifier.
    open var fileType: String?
    /// The image shown (from `contents` when not set and the bytes are an image).
    open var image: UIImage? {
        get { storedImage ?? contents.flatMap { UIImage(data: $0) } }
        set { storedImage = newValue }
    }
    private var storedImage: UIImage?
    /// The attachment's bounds in the text's coordinates (`.zero`: the image's size).
    open var bounds: CGRect = .zero
    /// Padding around the attachment on its line (iOS 15; 0 by default).
    open var lineLayoutPadding: CGFloat = 0
    /// Whether the attachment may be drawn by a text attachment view provider (iOS 15).
    open var allowsTextAttachmentView = true

    /// An attachment of bytes of a type.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }
    /// An empty attachment.
    public override convenience init() { self.init(data: nil, ofType: nil) }
    /// An attachment showing an image (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        storedImage = image
    }

    /// The object replacement character text attachments sit on (`NSTextAttachment.character`).
    public static let character: Int = 0xFFFC
}

extension NSAttributedString.Key {
    /// An `NSTextAttachment` ("NSAttachment").
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// A one-character attributed string holding an attachment (UIKit's `init(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
