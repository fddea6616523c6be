import Foundation

/// The share sheet — UIKit's `UIActivityViewController`
/// (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller). Presenting shows
/// nothing in a widget render and no one picks an activity: the completion handler is kept and
/// never called, as when a share sheet is never shown.
open class UIActivityViewController: UIViewController, @unchecked Sendable {
    /// What the sheet calls when it closes: the chosen activity, whether it completed, the
    /// returned items, an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// The items shared.
    public let activityItems: [Any]
    /// The app's own activities offered.
    public let applicationActivities: [UIActivity]?
    /// Activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet closes (never, here).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A sheet sharing items.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }
    /// A sheet from an archive (nothing shared).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}

/// An activity a share sheet offers — UIKit's `UIActivity`.
/// An object giving an activity view controller its item on demand — UIKit's `UIActivityItemSource`.
public protocol UIActivityItemSource: AnyObject {
    /// A stand-in item of the right type, asked before an activity is chosen.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for an activity.
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject for activities that have one (mail).
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The item's uniform type identifier.
    func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    /// No subject (UIKit's default for the optional method).
    public func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// The type of the placeholder item (UIKit infers it the same way).
    public func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "public.data" }
}

open class UIActivity: NSObject, @unchecked Sendable {
    /// An activity's identifier — UIKit's `UIActivity.ActivityType` (Apple's reverse-DNS strings).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
    /// How an activity is shown — UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable {
        case action = 0, share
    }

    /// The activity's identifier (subclasses override).
    open var activityType: ActivityType? { nil }
    /// The title shown (subclasses override).
    open var activityTitle: String? { nil }
    /// The image shown (subclasses override).
    open var activityImage: UIImage? { nil }
    /// The category (UIKit's default `.action`).
    open class var activityCategory: Category { .action }
    /// Whether the activity can act on the items (subclasses override).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Prepares with the items.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the activity (subclasses override and call `activityDidFinish`).
    open func perform() { activityDidFinish(false) }
    /// Tells the sheet the activity finished.
    open func activityDidFinish(_ completed: Bool) {}
}
