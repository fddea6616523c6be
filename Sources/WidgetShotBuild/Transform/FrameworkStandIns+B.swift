extension FrameworkStandIns {
    /// Part B of issue 20's stand-ins: Apple module → WidgetShot modules to import. Apple's
    /// CryptoKit becomes swift-crypto's `Crypto`, the same API (see FrameworkStandIns-Part2.md).
    static let partB: [String: [String]] = [
        "MapKit": ["WidgetShotMapKit"],
        "CryptoKit": ["Crypto"],
        // Apple's `zlib` module (the SDK's module map over libz): the system zlib's module map.
        "zlib": ["WidgetShotZlib"],
        // Darwin's libnotify (notify_post, notify_register_dispatch…), on the Darwin CFNotificationCenter.
        "notify": ["WidgetShotCoreFoundation"],
        // CommonCrypto's C digests and HMAC, computed with swift-crypto.
        "CommonCrypto": ["WidgetShotCommonCrypto"],
        "Security": ["WidgetShotSecurity"],
        "Network": ["WidgetShotNetwork"],
        "NetworkExtension": ["WidgetShotNetwork"],
        "SystemConfiguration": ["WidgetShotNetwork"],
        "UniformTypeIdentifiers": ["WidgetShotUniformTypeIdentifiers"],
        "MobileCoreServices": ["WidgetShotUniformTypeIdentifiers"],
        // CoreServices (the umbrella over LaunchServices' UTType functions; canvas-ios imports it for UTType).
        "CoreServices": ["WidgetShotUniformTypeIdentifiers"],
        // Core Transferable: Transferable and its representations (SwiftUI re-exports it).
        "CoreTransferable": ["WidgetShotTransferable"],
        "CoreImage": ["WidgetShotCoreImage"],
        "ImageIO": ["WidgetShotCoreImage"],
        "CoreML": ["WidgetShotML"],
        "NaturalLanguage": ["WidgetShotML"],
        "Vision": ["WidgetShotML"],
        // VisionKit's document camera: not supported (no camera in a render).
        "VisionKit": ["WidgetShotML"],
        "Accelerate": ["WidgetShotML"],
        // The simd module's vector names and functions, over the standard library's SIMD types.
        "simd": ["WidgetShotML"],
        "WebKit": ["WidgetShotWeb"],
        "SafariServices": ["WidgetShotWeb"],
        "LinkPresentation": ["WidgetShotWeb"],
        "AuthenticationServices": ["WidgetShotWeb"],
        "QuickLook": ["WidgetShotQuickLook"],
        "QuickLookThumbnailing": ["WidgetShotQuickLook"],
        // PDFKit: documents and pages read by poppler-glib (page count, boxes, text), thumbnails drawn.
        "PDFKit": ["WidgetShotPDFKit"],
        "MessageUI": ["WidgetShotMessageUI"],
        // CarPlay's list items and templates, compile-only (no car is connected).
        "CarPlay": ["WidgetShotCarPlay"],
        "BackgroundTasks": ["WidgetShotSystemServices"],
        "WatchConnectivity": ["WidgetShotSystemServices"],
        "CoreSpotlight": ["WidgetShotSystemServices"],
        "CoreTelephony": ["WidgetShotSystemServices"],
        "AdSupport": ["WidgetShotSystemServices"],
        "AppTrackingTransparency": ["WidgetShotSystemServices"],
        "GameKit": ["WidgetShotSystemServices"],
        "CoreHaptics": ["WidgetShotSystemServices"],
        // Swift Charts draws (issue 25): marks, scales, axes and legends as iOS draws them.
        "Charts": ["WidgetShotCharts"],
    ]
}
