import Foundation

/// Who may load a representation — Foundation's `NSItemProviderRepresentationVisibility`
/// (https://developer.apple.com/documentation/foundation/nsitemproviderrepresentationvisibility;
/// `NSItemProviderRepresentationVisibilityAll = 0`, `Team = 1`, `Group = 2`, `OwnProcess = 3`).
/// Everything loads in one process here, so every visibility loads.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Processes of the same team.
    case team = 1
    /// Processes of the same group (macOS).
    case group = 2
    /// The registering process only.
    case ownProcess = 3
}

/// Options of a file representation — Foundation's `NSItemProviderFileOptions`.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The file may be opened in place rather than copied.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// An object that writes itself as item-provider data — Foundation's `NSItemProviderWriting`
/// (https://developer.apple.com/documentation/foundation/nsitemproviderwriting).
public protocol NSItemProviderWriting: AnyObject {
    /// The types the class can write, best first (`class var writableTypeIdentifiersForItemProvider: [String] { get }`).
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The types this object can write (optional; the class's by default).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Who may load a type (optional; `.all` by default).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Loads the object's data of a type —
    /// `func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?`.
    func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility { .all }
}

/// A class that reads objects from item-provider data — Foundation's `NSItemProviderReading`
/// (https://developer.apple.com/documentation/foundation/nsitemproviderreading).
public protocol NSItemProviderReading: AnyObject {
    /// The types the class can read, best first (`class var readableTypeIdentifiersForItemProvider: [String] { get }`).
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object from data of one of the readable types —
    /// `static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
