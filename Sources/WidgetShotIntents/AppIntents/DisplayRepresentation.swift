import Foundation

/// How a value is shown in the widget editor and Shortcuts — App Intents' `DisplayRepresentation`.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The title.
    public var title: LocalizedStringResource
    /// A subtitle.
    public var subtitle: LocalizedStringResource?
    /// An image.
    public var image: Image?
    /// Other names the value is known by.
    public var synonyms: [LocalizedStringResource]

    /// A representation with a title and, optionally, a subtitle and image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation))) }

    /// The image of a representation — App Intents' `DisplayRepresentation.Image`.
    public struct Image: Hashable, Sendable {
        /// An SF Symbol name, an asset name, or a URL.
        public let name: String
        /// An SF Symbol.
        public init(systemName: String, isTemplate: Bool = true) { name = systemName }
        /// An image from the asset catalog.
        public init(named name: String, isTemplate: Bool = false) { self.name = name }
        /// An image at a URL.
        public init(url: URL, isTemplate: Bool = false) { name = url.absoluteString }
        /// An image from data (kept as a placeholder name).
        public init(data: Data, isTemplate: Bool = false) { name = "data(\(data.count) bytes)" }
    }
}

/// How a type is named in the widget editor and Shortcuts — App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The type's name.
    public var name: LocalizedStringResource
    /// The name for a count ("\(placeholder: .int) cities"), as given.
    public var numericFormat: LocalizedStringResource?
    /// A representation with a name.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation))) }
}
