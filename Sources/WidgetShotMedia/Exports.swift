// AVFoundation imports Core Image and ImageIO (AVVideoComposition's CIFilter handler,
// AVAssetImageGenerator's CGImage): a file that imports AVFoundation or AVKit sees them.
@_exported import WidgetShotCoreImage
