import Foundation

extension UIImage {
    /// An SF Symbol for a trait collection (UIKit's `init(systemName:compatibleWith:)`). Symbols
    /// are vector glyphs: the traits pick no variant here (WidgetShot draws one design of each
    /// symbol); `nil` for names WidgetShot cannot draw, as iOS returns `nil` for unknown names.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A variable SF Symbol (UIKit's `init(systemName:variableValue:configuration:)`, iOS 16):
    /// `variableValue` 0…1 lights that share of the symbol's levels when drawn, as
    /// `Image(systemName:variableValue:)` does; symbols without levels draw whole.
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration?) {
        self.init(systemName: name, withConfiguration: configuration)
        self.variableValue = variableValue.isNaN ? nil : min(max(variableValue, 0), 1)
    }
}

/// The icon of a Home Screen quick action — UIKit's `UIApplicationShortcutIcon`. A render shows
/// no quick actions; the icon keeps what it was made from.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// The system icon types (UIKit's `UIApplicationShortcutIcon.IconType`, in Apple's order).
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud,
             invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm,
             bookmark, shuffle, audio, update
    }

    /// A system icon type, when the icon is one.
    public let type: IconType?
    /// The SF Symbol name, when the icon is a symbol.
    public let systemImageName: String?
    /// The asset-catalog image name, when the icon is a template image.
    public let templateImageName: String?

    /// A system icon (UIKit's `init(type:)`).
    public init(type: IconType) {
        self.type = type
        systemImageName = nil
        templateImageName = nil
    }

    /// An SF Symbol icon (UIKit's `init(systemImageName:)`, iOS 13).
    public init(systemImageName: String) {
        type = nil
        self.systemImageName = systemImageName
        templateImageName = nil
    }

    /// An icon from the app's asset catalog, drawn as a template (UIKit's `init(templateImageName:)`).
    public init(templateImageName: String) {
        type = nil
        systemImageName = nil
        self.templateImageName = templateImageName
    }
}
