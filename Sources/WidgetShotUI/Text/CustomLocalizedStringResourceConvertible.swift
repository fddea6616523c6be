import Foundation

/// A type that describes itself with a localizable string resource — Foundation's
/// `CustomLocalizedStringResourceConvertible` (iOS 16;
/// https://developer.apple.com/documentation/foundation/customlocalizedstringresourceconvertible).
/// sparcs-kaist/app-ios' `LocalizedString` adopts it.
public protocol CustomLocalizedStringResourceConvertible {
    /// The localizable description of the value.
    var localizedStringResource: LocalizedStringResource { get }
}
