import Foundation

/// An Interface Builder nib — UIKit's `UINib` (https://developer.apple.com/documentation/uikit/uinib).
///
/// Like storyboards (see `UIStoryboard`), nibs are not compiled or loaded by WidgetShot: a nib
/// can be made and registered (table and collection views keep it), and instantiating its
/// objects stops the program with a message naming the nib, as iOS stops on a nib it cannot load.
open class UINib: NSObject, @unchecked Sendable {
    /// The nib's name (nil for a nib made from data).
    let name: String?
    /// The bundle it is looked up in.
    let bundle: Bundle

    /// The nib named `name` in a bundle (the main bundle when nil); UIKit looks the file up when
    /// it is instantiated, and so does this.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
        super.init()
    }
    /// A nib from archived data.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        bundle = bundleOrNil ?? .main
        super.init()
    }

    /// The nib's top-level objects. UIKit raises NSInternalInconsistencyException "Could not load
    /// NIB in bundle" when the nib is missing; a nib that exists cannot be loaded here either.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let label = name.map { "'\($0)'" } ?? "from data"
        let found = name.flatMap { bundle.url(forResource: $0, withExtension: "nib") ?? bundle.url(forResource: $0, withExtension: "xib") } != nil
        if name != nil && !found { fatalError("Could not load NIB in bundle: '\(bundle.bundlePath)' with name \(label)") }
        fatalError("UINib \(label): WidgetShot does not load Interface Builder nibs (a widget draws SwiftUI views)")
    }

    /// Options of `instantiate(withOwner:options:)` — UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to by placeholder.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension Bundle {
    /// The top-level objects of the nib `name` in this bundle (UIKit's `loadNibNamed(_:owner:options:)`):
    /// stops as `UINib.instantiate(withOwner:options:)` does — naming the nib when the bundle
    /// lacks it, else saying WidgetShot does not load nibs.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

extension UITableView {
    /// Registers a nib for cells of a reuse identifier (kept; dequeuing a nib cell stops, see `UINib`).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { registeredCellNibs[identifier] = nib }
    /// Registers a nib for headers and footers.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) { registeredCellNibs["\u{0}" + identifier] = nib }
}

extension UICollectionView {
    /// Registers a nib for cells of a reuse identifier.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { registeredNibs[identifier] = nib }
    /// Registers a nib for supplementary views of a kind.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredNibs[kind + "\u{0}" + identifier] = nib
    }
}
