import Foundation

/// A row of segments, one selected — UIKit's `UISegmentedControl`.
open class UISegmentedControl: UIControl, @unchecked Sendable {
    /// "No segment is selected" — UIKit's `UISegmentedControl.noSegment` (−1).
    public static let noSegment = -1
    private var titles: [String?] = []
    /// The number of segments.
    open var numberOfSegments: Int { titles.count }
    /// The selected segment (`noSegment` when none).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The selected segment's tint (iOS 13).
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Sets the attributes (font, colour) of segment titles in a state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The attributes of segment titles in a state (nil when none were set for it, as in UIKit).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// A control with a segment per item (`String` titles; images keep an untitled segment).
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }
    /// An empty control.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A control from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }
    /// Inserts a segment (the index is clamped to the ends, as UIKit does).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }
    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = UISegmentedControl.noSegment }
    }
    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
}
