import Foundation

// The standard Info.plist keys Core Foundation names (CFBundle.h, "Information Property List
// Keys": https://developer.apple.com/documentation/corefoundation/information-property-list-keys).
// Apple declares each as `let kCFBundle…Key: CFString!`; widget code and its packages read the
// bundle with them (`Bundle.main.object(forInfoDictionaryKey: String(kCFBundleVersionKey))`,
// apollo-ios' `Bundle+Helpers`). Each value is the key's own name, as CFBundle.h defines it
// (`CFSTR("CFBundleIdentifier")`…).

/// The version of the information property list format (`CFBundleInfoDictionaryVersion`).
public let kCFBundleInfoDictionaryVersionKey: CFString! = "CFBundleInfoDictionaryVersion"
/// The name of the bundle's executable (`CFBundleExecutable`).
public let kCFBundleExecutableKey: CFString! = "CFBundleExecutable"
/// The bundle identifier (`CFBundleIdentifier`).
public let kCFBundleIdentifierKey: CFString! = "CFBundleIdentifier"
/// The bundle's build version (`CFBundleVersion`).
public let kCFBundleVersionKey: CFString! = "CFBundleVersion"
/// The bundle's development language (`CFBundleDevelopmentRegion`).
public let kCFBundleDevelopmentRegionKey: CFString! = "CFBundleDevelopmentRegion"
/// The bundle's human-readable name (`CFBundleName`).
public let kCFBundleNameKey: CFString! = "CFBundleName"
/// The localizations the bundle declares (`CFBundleLocalizations`).
public let kCFBundleLocalizationsKey: CFString! = "CFBundleLocalizations"
