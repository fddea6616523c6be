import Foundation
import WidgetShotUIKit

extension PHImageManager {
    /// Requests an asset's image (https://developer.apple.com/documentation/photokit/phimagemanager/requestimage(for:targetsize:contentmode:options:resulthandler:)).
    /// Without photo-library access no asset's data is readable: the handler receives no image and
    /// `PHImageErrorKey`, once — synchronously when `options.isSynchronous`, otherwise on the main
    /// queue, as Photos calls asynchronous requests back. A widget that shows the photo draws its
    /// fallback.
    @discardableResult
    public func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                             resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let info: [AnyHashable: Any] = [PHImageErrorKey: PHPhotoLibraryAccessError()]
        if options?.isSynchronous == true {
            resultHandler(nil, info)
        } else {
            DispatchQueue.main.async { resultHandler(nil, info) }
        }
        return 1
    }
}
