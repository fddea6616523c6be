import Foundation

// UIKit's index path accessors for table and collection views
// (https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)): a path of
// two indexes, the section first. Fetched results controllers and list code address rows by them.
extension IndexPath {
    /// The path of `row` in `section` (a table view's row).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The path of `item` in `section` (a collection view's item).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
