import Foundation

// MessageUI: composing mail and messages. A widget cannot present a compose sheet, and WidgetShot
// behaves as a device with no Mail account and no Messages service: `canSendMail()` and
// `canSendText()` are false, as Apple documents for such a device (check them before presenting).
// On iOS these are `UIViewController`s; WidgetShot has none, so they are `NSObject`s (as
// `SFSafariViewController` is) that keep what was set.

/// The outcome of a mail compose sheet — MessageUI's `MFMailComposeResult` (Apple's raw values).
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0
    case saved = 1
    case sent = 2
    case failed = 3
}

/// Mail compose errors — MessageUI's `MFMailComposeError` (`MFMailComposeErrorDomain`).
public struct MFMailComposeError: Error, CustomNSError, Sendable {
    /// The codes.
    public enum Code: Int, Sendable { case saveFailed = 0, sendFailed = 1 }
    /// The code.
    public let code: Code
    /// An error.
    public init(_ code: Code) { self.code = code }
    /// `MFMailComposeErrorDomain`.
    public static var errorDomain: String { "MFMailComposeErrorDomain" }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
}

/// Receives the mail compose sheet's result — MessageUI's `MFMailComposeViewControllerDelegate`.
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    /// The sheet finished.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    /// Does nothing by default (the method is optional on iOS).
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// A mail compose sheet — MessageUI's `MFMailComposeViewController`. No Mail account is set up:
/// `canSendMail()` is false.
open class MFMailComposeViewController: NSObject, @unchecked Sendable {
    /// Whether the device can send mail: false (no account).
    open class func canSendMail() -> Bool { false }
    /// The delegate told the result.
    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    /// The recipients, subject, body and attachments set.
    public private(set) var toRecipients: [String] = [], ccRecipients: [String] = [], bccRecipients: [String] = []
    /// The subject set.
    public private(set) var subject = ""
    /// The body set, and whether it is HTML.
    public private(set) var messageBody = "", isHTML = false
    /// The attachments added (data, MIME type, file name).
    public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
    /// The preferred sender address set.
    public private(set) var preferredSendingEmailAddress: String?
    public override init() { super.init() }
    /// Sets the To recipients.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    /// Sets the Cc recipients.
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    /// Sets the Bcc recipients.
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
    /// Sets the subject.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the body.
    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        self.isHTML = isHTML
    }
    /// Adds an attachment.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) { attachments.append((attachment, mimeType, filename)) }
    /// Sets the preferred sender address.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }
    /// Dismisses the sheet (it was never presented); calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// The outcome of a message compose sheet — MessageUI's `MessageComposeResult` (Apple's raw values).
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0
    case sent = 1
    case failed = 2
}

/// Receives the message compose sheet's result — MessageUI's `MFMessageComposeViewControllerDelegate`.
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    /// The sheet finished.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// A Messages compose sheet — MessageUI's `MFMessageComposeViewController`. No Messages service:
/// `canSendText()`, `canSendSubject()` and `canSendAttachments()` are false, and attachments are refused.
open class MFMessageComposeViewController: NSObject, @unchecked Sendable {
    /// Whether the device can send text messages: false.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have a subject: false.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can have attachments: false.
    open class func canSendAttachments() -> Bool { false }
    /// Whether a type can be attached: false.
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }
    /// The delegate told the result.
    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    /// The recipients.
    open var recipients: [String]?
    /// The body.
    open var body: String?
    /// The subject.
    open var subject: String?
    public override init() { super.init() }
    /// Attaches data: refused (`false`), no Messages service.
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
    /// Attaches a file: refused (`false`), no Messages service.
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }
    /// Dismisses the sheet (it was never presented); calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}
