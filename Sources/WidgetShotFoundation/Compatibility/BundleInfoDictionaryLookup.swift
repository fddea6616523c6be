import Foundation

extension Bundle {
    /// `object(forInfoDictionaryKey:)` as Apple's Foundation answers it: the localized value
    /// (`InfoPlist.strings`) when there is one, else the Info.plist's. swift-corelibs-foundation
    /// reads only the localized dictionary once a bundle has one, so every key an
    /// `InfoPlist.strings` does not list read as nil (creepymonster/GlucoseDirect's widget read
    /// its `APP_GROUP_ID` as nil and trapped). The build rewrites the user's calls to this
    /// (``FoundationRewrites``); a method of Foundation's own cannot be replaced by an overload.
    public func _widgetShotObject(forInfoDictionaryKey key: String) -> Any? {
        object(forInfoDictionaryKey: key) ?? infoDictionary?[key]
    }
}
