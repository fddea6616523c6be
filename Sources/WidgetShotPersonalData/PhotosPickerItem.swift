import Foundation
import WidgetShotTransferable
import WidgetShotUniformTypeIdentifiers

/// An item a Photos picker gives — PhotosUI's `PhotosPickerItem` (iOS 16;
/// https://developer.apple.com/documentation/photosui/photospickeritem). A widget shows no picker
/// and this process has no photo library, so an item exists only as made by
/// `init(itemIdentifier:)` (or decoded by app code): it has no representations, and loading one
/// gives nil, as Apple's does for an item without a supported content type. sparcs-kaist/app-ios'
/// view-model protocols store one.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The item's local identifier in the photo library (nil for an item of a picker without one).
    public let itemIdentifier: String?
    /// The content types the item can load, most preferred first: none here.
    public var supportedContentTypes: [UTType] { [] }

    /// An item with the identifier and no representation — `init(itemIdentifier:)`.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// Loads the item as `type` — `loadTransferable(type:)`: nil, as the item has no
    /// representation of any content type.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// Loads the item as `type`, calling `completionHandler` with `.success(nil)` —
    /// `loadTransferable(type:completionHandler:)`. The progress is complete at once.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        completionHandler(.success(nil))
        return progress
    }
}
