import Foundation

/// A gallery's page as data (`gallery.json` beside `index.html`): what `index.html` shows, so the
/// pages of several shards (`--shard k/n`) can be joined into one by `widgetshot merge`.
struct GalleryPage: Codable, Equatable {
    /// The file name in a gallery folder.
    static let fileName = "gallery.json"

    /// A widget's heading.
    struct Widget: Codable, Equatable {
        var kind: String
        var displayName: String
        var description: String
    }

    /// One image of a variant.
    struct Figure: Codable, Equatable {
        /// The PNG's file name in the gallery folder (no folders).
        var file: String
        /// The width shown, in points.
        var width: Int
        var caption: String
        var lints: [String]
    }

    /// One widget × device × family × appearance (× Dynamic Type size) variant.
    struct Variant: Codable, Equatable {
        /// The widget's kind.
        var widget: String
        /// The family's name (`systemSmall`, …).
        var family: String
        /// The index in `GalleryIndex.places` (Home Screen, StandBy, Lock Screen).
        var place: Int
        var label: String
        /// Why the variant failed, if it did.
        var error: String?
        var figures: [Figure]
    }

    var widgets: [Widget]
    var variants: [Variant]
    /// Sections after the widgets (Live Activities and controls), as HTML.
    var extraSections: String
}
