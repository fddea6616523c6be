import Foundation

/// An intent that opens one of the app's universal links — App Intents' `OpenURLIntent`
/// (iOS 18), the usual action of a control or widget button that opens the app at some content:
/// `ControlWidgetButton(action: OpenURLIntent(url)) { … }`.
/// https://developer.apple.com/documentation/appintents/openurlintent
///
/// WidgetShot never performs intents: the URL is listed with the tap target like any other
/// `@Parameter`. The title is WidgetShot's (Apple's system intent shows none in code).
public struct OpenURLIntent: AppIntent {
    /// The intent's name ("Open URL"; WidgetShot's wording).
    public static var title: LocalizedStringResource { "Open URL" }

    /// The universal link to open.
    /// https://developer.apple.com/documentation/appintents/openurlintent/url
    @Parameter(title: "URL") public var url: URL

    /// An intent without a URL yet (reading `url` before setting it is an error, as on iOS).
    public init() {}

    /// An intent that opens `url`.
    /// https://developer.apple.com/documentation/appintents/openurlintent/init(_:)
    public init(_ url: URL) {
        self.url = url
    }

    /// Does nothing in WidgetShot: the system opens the URL on device.
    public func perform() async throws -> some IntentResult { .result() }
}
