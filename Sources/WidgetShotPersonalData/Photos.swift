import Foundation

/// Photos (https://developer.apple.com/documentation/photokit) on a device where the user has not
/// answered the photo-library prompt: the status is `.notDetermined` and fetches return no
/// assets, so a widget that shows a photo from the library gets none (`Image(uiImage:)` of a
/// requested image never happens: no asset to request).
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let sharedLibrary = PHPhotoLibrary()
    /// The shared library.
    open class func shared() -> PHPhotoLibrary { sharedLibrary }
    /// The permission (before iOS 14): not asked.
    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    /// The permission for `accessLevel`: not asked.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
    /// Asks (before iOS 14): nobody answers in an extension.
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        DispatchQueue.global().async { handler(.notDetermined) }
    }
    /// Asks for `accessLevel`: nobody answers in an extension.
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        DispatchQueue.global().async { handler(.notDetermined) }
    }
    /// Asks (async).
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .notDetermined }
}

/// Photo-library permission.
public enum PHAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized, limited }
/// Access levels.
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite = 2 }
/// Media types.
public enum PHAssetMediaType: Int, Sendable { case unknown = 0, image, video, audio }
/// Collection kinds.
public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum = 2, moment = 3 }
/// Collection subtypes (the common ones).
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6
    case smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204, smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206, smartAlbumBursts = 207
    case smartAlbumSlomoVideos = 208, smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210, smartAlbumScreenshots = 211
    case any = 9223372036854775807
}

/// Fetch options.
open class PHFetchOptions: NSObject, @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    public override init() {}
}

/// The result of a fetch: empty without access.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    let objects: [ObjectType]
    init(_ objects: [ObjectType] = []) { self.objects = objects }
    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    /// The object at `index` (out of range stops the program, as NSArray's does).
    open func object(at index: Int) -> ObjectType { objects[index] }
    /// The object at `index`.
    open subscript(index: Int) -> ObjectType { objects[index] }
    /// The objects at `indexes`.
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    /// Calls `block` per object.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (i, o) in objects.enumerated() {
            block(o, i, &stop)
            if stop.boolValue { return }
        }
    }
}

/// A photo or video.
open class PHAsset: NSObject, @unchecked Sendable {
    open var localIdentifier: String { id }
    open var mediaType: PHAssetMediaType { .unknown }
    open var creationDate: Date? { nil }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var isFavorite: Bool { false }
    open var duration: TimeInterval { 0 }
    let id = UUID().uuidString
    /// Every asset: none without access.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Assets of `mediaType`: none.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Assets in `assetCollection`: none.
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Assets with `identifiers`: none.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
}

/// An album.
open class PHAssetCollection: NSObject, @unchecked Sendable {
    open var localizedTitle: String? { nil }
    /// Albums of a type: none without access.
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult()
    }
}

/// Image request options.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    open var isSynchronous = false
    open var isNetworkAccessAllowed = false
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    open var resizeMode: PHImageRequestOptionsResizeMode = .fast
    public override init() {}
}

/// Delivery modes.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
/// Resize modes.
public enum PHImageRequestOptionsResizeMode: Int, Sendable { case none = 0, fast = 1, exact = 2 }
/// Content modes.
public enum PHImageContentMode: Int, Sendable { case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit }
/// An image request's identifier.
public typealias PHImageRequestID = Int32

/// The largest size.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Loads asset images. Without access no asset exists; a request for one delivers no image
/// (the data is not readable), with `PHImageErrorKey`.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    /// The default manager.
    open class func `default`() -> PHImageManager { shared }
    /// Requests the asset's image data: none.
    @discardableResult open func requestImageDataAndOrientation(for asset: PHAsset, options: PHImageRequestOptions?,
                                                                resultHandler: @escaping (Data?, String?, Int, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        DispatchQueue.main.async { resultHandler(nil, nil, 0, [PHImageErrorKey: PHPhotoLibraryAccessError()]) }
        return 1
    }
    /// Cancels a request.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// The result-info key of a request's error.
public let PHImageErrorKey = "PHImageErrorKey"

/// The error of an image request without photo-library access.
public struct PHPhotoLibraryAccessError: LocalizedError, Sendable {
    public var errorDescription: String? { "The photo library is not accessible (authorization not determined)." }
}
