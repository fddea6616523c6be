import Foundation
import WidgetShotFoundation

/// One asset picked in a photo picker — PhotosUI's `PHPickerResult`
/// (https://developer.apple.com/documentation/photosui/phpickerresult-swift.struct, iOS 14:
/// `let itemProvider: NSItemProvider`, `var assetIdentifier: String? { get }`; Equatable,
/// Hashable). Nothing is picked in a render, so no picker makes one; code that receives results
/// (Kingfisher's `PHPickerResultImageDataProvider`) loads the provider's representations for real.
public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {
    /// The asset's representations.
    public let itemProvider: NSItemProvider
    /// The asset's local identifier (nil for a picker without a photo library).
    public var assetIdentifier: String? { identifier }
    private let identifier: String?

    /// A result of `itemProvider` (WidgetShot's tests; PhotosUI declares no initializer).
    init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        self.itemProvider = itemProvider
        identifier = assetIdentifier
    }

    /// Results are equal when they hold the same provider and identifier.
    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool { a.itemProvider === b.itemProvider && a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(identifier)
    }
}
