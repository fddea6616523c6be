import Foundation
import WidgetShotFoundation   // NSUserActivity

/// A SiriKit request — Intents' `INIntent`. Xcode generates subclasses from an
/// `.intentdefinition` file (WidgetShot's `IntentDefinitionCodegen` generates the same ones);
/// widgets configured with `IntentConfiguration` receive one.
open class INIntent: NSObject {
    /// An identifier for the intent.
    open var identifier: String?
    /// A description of the intent.
    open var intentDescription: String?
    /// The phrase Siri suggests for the intent.
    open var suggestedInvocationPhrase: String?

    /// An intent with no parameters set.
    public required override init() { super.init() }

    /// The intent's parameters by name. Generated subclasses list theirs (Xcode's classes get
    /// this from the Objective-C runtime, which Linux has not).
    open class var _parameters: [INIntentParameterAccessor] { [] }

    /// Sets the image shown for a parameter (recorded, not drawn).
    open func setImage(_ image: INImage?, forParameterNamed parameterName: String) { images[parameterName] = image }
    /// The image set for a parameter.
    open func image(forParameterNamed parameterName: String) -> INImage? { images[parameterName] ?? nil }
    private var images: [String: INImage?] = [:]
}

/// One parameter of a generated `INIntent` subclass: its name and key path.
public struct INIntentParameterAccessor {
    /// The parameter's name (the property name).
    public let name: String
    let valueType: Any.Type
    let get: (INIntent) -> Any
    let set: (INIntent, Any) -> Bool
    /// The `.intentdefinition`'s default value (a new widget starts with it).
    let defaultValue: Any?

    /// An accessor for `keyPath` on intents of type `I`, with the definition's default value.
    public init<I: INIntent, V>(_ name: String, _ keyPath: ReferenceWritableKeyPath<I, V>, default defaultValue: V? = nil) {
        self.name = name
        valueType = V.self
        self.defaultValue = defaultValue
        get = { ($0 as! I)[keyPath: keyPath] }
        set = { intent, value in
            guard let v = value as? V else { return false }
            (intent as! I)[keyPath: keyPath] = v
            return true
        }
    }
}

/// An INIntent parameter seen as an App Intents parameter (so one code path configures both).
final class INParameterBox: AnyIntentParameter {
    let accessor: INIntentParameterAccessor
    let intent: INIntent
    init(_ accessor: INIntentParameterAccessor, _ intent: INIntent) {
        self.accessor = accessor
        self.intent = intent
    }
    var titleText: String { accessor.name }
    var valueType: Any.Type { accessor.valueType }
    var hasValue: Bool {
        let v = accessor.get(intent)
        if let e = v as? any RawRepresentable, "\(e.rawValue)" == "0", v is INCodableEnumValue { return false }   // `.unknown`
        return !IntentParameterText.isNil(v)
    }
    var valueText: String { IntentParameterText.describe(accessor.get(intent)) }
    var currentValue: Any? { accessor.get(intent) }
    func set(_ value: Any) -> Bool { accessor.set(intent, value) }
    func options() async throws -> [Any]? { nil }
    func optionDefault() async throws -> Any? { accessor.defaultValue }
}

/// A value SiriKit shows with an identifier and a display string — Intents' `INObject`. Custom
/// types of an `.intentdefinition` are subclasses.
open class INObject: NSObject {
    /// The identifier.
    public let identifier: String?
    /// The string shown.
    public let displayString: String
    /// How to pronounce the display string.
    public let pronunciationHint: String?
    /// A second line.
    open var subtitleString: String?
    /// An image.
    open var displayImage: INImage?
    /// Other names.
    open var alternativeSpeakableMatches: [INSpeakableString]?

    /// An object with an identifier, display string and pronunciation hint.
    public required init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
    }
    /// An object with an identifier and display string.
    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }
    /// An object with a subtitle and image.
    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: INImage?) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
        self.subtitleString = subtitleString
        self.displayImage = displayImage
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject, type(of: other) == type(of: self) else { return false }
        return other.identifier == identifier && other.displayString == displayString
    }
    open override var hash: Int { identifier?.hashValue ?? displayString.hashValue }
    open override var description: String { "\(type(of: self))(identifier: \(identifier ?? "nil"), display: \(displayString))" }
}

/// A string with a pronunciation — Intents' `INSpeakableString`.
open class INSpeakableString: NSObject {
    /// The string.
    public let spokenPhrase: String
    /// An identifier.
    public let vocabularyIdentifier: String?
    /// A pronunciation hint.
    public let pronunciationHint: String?
    /// A speakable string.
    public init(vocabularyIdentifier: String?, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
    }
    /// A speakable string from its phrase.
    public convenience init(spokenPhrase: String) { self.init(vocabularyIdentifier: nil, spokenPhrase: spokenPhrase, pronunciationHint: nil) }
}

/// An image for SiriKit — Intents' `INImage` (kept as a reference; not drawn).
open class INImage: NSObject {
    /// The asset name, system name or URL.
    public let name: String
    /// An image from the app's assets.
    public init(named name: String) { self.name = name }
    /// An image at a URL.
    public init(url: URL) { name = url.absoluteString }
    /// An image from data.
    public init(imageData: Data) { name = "data(\(imageData.count) bytes)" }
    /// An SF Symbol (iOS 16+).
    public init(systemImageNamed name: String) { self.name = name }
}

/// The options SiriKit offers for a dynamic parameter — Intents' `INObjectCollection`.
open class INObjectCollection<ObjectType>: NSObject {
    /// The sections.
    public let sections: [INObjectSection<ObjectType>]
    /// Every item, in order.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    /// Whether the list shows an index.
    open var usesIndexedCollation = false
    /// Options in sections.
    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
    /// Options without sections.
    public init(items: [ObjectType]) { sections = [INObjectSection(title: nil, items: items)] }
}

/// A titled group of options — Intents' `INObjectSection`.
open class INObjectSection<ObjectType>: NSObject {
    /// The title.
    public let title: String?
    /// The options.
    public let items: [ObjectType]
    /// A section.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}

/// A response to an intent — Intents' `INIntentResponse`. Generated `<Name>IntentResponse`
/// classes subclass it.
open class INIntentResponse: NSObject {
    /// The activity the app continues with.
    open var userActivity: NSUserActivity?
    /// A response.
    public override init() { super.init() }
}

/// An object that restores its state from a user activity — UIKit's `UIUserActivityRestoring`
/// (declared beside `NSUserActivity`; an app delegate's `restorationHandler` takes them). Nothing
/// is ever restored in a widget.
@MainActor public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores state from the activity.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

/// An intent and its response as donated to the system — Intents' `INInteraction`. Donations
/// are recorded in `INInteraction.donated` (no system to donate to).
open class INInteraction: NSObject {
    /// The intent.
    public let intent: INIntent
    /// The response.
    public let intentResponse: INIntentResponse?
    /// An identifier.
    open var identifier: String?
    /// The interaction's group: interactions sharing one are deleted together (nil: no group).
    open var groupIdentifier: String?
    /// An interaction.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
    }
    /// Records the donation.
    open func donate(completion: ((Error?) -> Void)? = nil) {
        INInteraction.lock.lock()
        INInteraction._donated.append(self)
        INInteraction.lock.unlock()
        completion?(nil)
    }
    /// Every interaction donated so far.
    public static var donated: [INInteraction] {
        lock.lock()
        defer { lock.unlock() }
        return _donated
    }
    /// Deletes all donations.
    public static func deleteAll(completion: ((Error?) -> Void)? = nil) {
        lock.lock()
        _donated.removeAll()
        lock.unlock()
        completion?(nil)
    }
    /// Deletes the donations whose `identifier` is one of `identifiers`.
    public static func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        removeDonations { $0.identifier.map(identifiers.contains) ?? false }
        completion?(nil)
    }
    /// Deletes the donations whose `groupIdentifier` is `groupIdentifier`.
    public static func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        removeDonations { $0.groupIdentifier == groupIdentifier }
        completion?(nil)
    }
    private static func removeDonations(where matches: (INInteraction) -> Bool) {
        lock.lock()
        _donated.removeAll(where: matches)
        lock.unlock()
    }
    nonisolated(unsafe) private static var _donated: [INInteraction] = []
    private static let lock = NSLock()
}

/// The principal class of an Intents extension — Intents' `INExtension`.
open class INExtension: NSObject {
    /// An extension.
    public override init() { super.init() }
    /// The object that handles `intent` (the extension itself by default).
    open func handler(for intent: INIntent) -> Any? { self }
}

/// An enum generated from an `.intentdefinition` (Xcode's are `@objc enum X: Int`, not
/// `CaseIterable`): cases by name for JSON configurations, spelled out by the generated file.
public protocol INCodableEnumValue {
    /// The case names, `unknown` first.
    static var _caseNames: [String] { get }
    /// The case with a name.
    static func _case(named name: String) -> Self?
}
