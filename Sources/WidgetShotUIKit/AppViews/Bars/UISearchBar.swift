import Foundation

/// A search field in a bar — UIKit's `UISearchBar`
/// (https://developer.apple.com/documentation/uikit/uisearchbar). Nobody types into a widget: the
/// bar keeps its text, placeholder and options, and reports changes made in code to nobody (UIKit
/// calls its delegate only for the user's edits).
open class UISearchBar: UIView, @unchecked Sendable {
    /// The object told about the user's edits and taps.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search text field the bar shows (iOS 13).
    public let searchTextField = UISearchTextField()
    /// The text in the field.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field.
    open var prompt: String?
    /// The bar's look.
    open var barStyle: UIBarStyle = .default
    /// The bar's style: with its background, minimal or prominent.
    open var searchBarStyle: Style = .default
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// Whether the bookmark button shows.
    open var showsBookmarkButton = false
    /// Whether the scope bar shows.
    open var showsScopeBar = false
    /// The scope bar's button titles.
    open var scopeButtonTitles: [String]?
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0

    /// A search bar.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A search bar from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A search bar of no size.
    public convenience init() { self.init(frame: .zero) }

    /// Shows or hides the cancel button (at once: nothing animates in a render).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// UIKit's `UISearchBar.Style` (Apple's raw values).
    public enum Style: UInt, Sendable {
        /// The system's style.
        case `default` = 0
        /// A translucent background with an opaque field.
        case prominent = 1
        /// No background; the field is translucent.
        case minimal = 2
    }
}

/// The text field inside a search bar — UIKit's `UISearchTextField` (iOS 13).
open class UISearchTextField: UITextField, @unchecked Sendable {}

/// What a search bar tells about the user's edits and taps — UIKit's `UISearchBarDelegate`. Every
/// method is optional on iOS; here each has a default that does what iOS does without one.
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The user tapped the search key.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped Cancel.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
