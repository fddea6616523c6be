import Foundation
import WidgetShotUI
import WidgetShotIntents

/// A widget configured without user options — WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let definition: WidgetDefinition
    /// Creates a configuration from a provider and a view for each entry.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        definition = WidgetDefinition(kind: kind, source: TimelineSource(provider, content: content))
    }

    /// Creates a configuration whose entries can also be read from JSON (`[Entry]`).
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Entry: Decodable {
        var d = WidgetDefinition(kind: kind, source: TimelineSource(provider, content: content))
        d.decodeEntries = EntryDecoding.decoder(Provider.Entry.self, content: content)
        definition = d
    }
}

/// Decoding entries from JSON with errors that name the line and field.
public enum EntryDecoding {
    static func decoder<E: TimelineEntry & Decodable, V: View>(_ type: E.Type, content: @escaping (E) -> V) -> (Data) throws -> [RenderableEntry] {
        { data in
            let decoder = SampleDateDecoding.decoder()
            do {
                return try decoder.decode([E].self, from: data).map {
                    RenderableEntry(date: $0.date, relevance: $0.relevance, entry: $0, view: AnyView(content($0)))
                }
            } catch let error as DecodingError {
                throw EntryDecodingError(message: describe(error, in: data))
            } catch {
                throw EntryDecodingError(message: "\(error)")
            }
        }
    }

    /// "line 3, field [1].price: expected Double but found a string" — from a DecodingError.
    static func describe(_ error: DecodingError, in data: Data) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .dataCorrupted(let c):
            let detail = (c.underlyingError as NSError?)?.userInfo["NSDebugDescription"] as? String ?? c.debugDescription
            // A value that decoded but is not valid (a date that is not one) names its field.
            guard c.codingPath.isEmpty || c.underlyingError != nil else { return "field \(path(c.codingPath)): \(detail)" + line(of: c.codingPath, in: data) }
            return "malformed JSON: \(detail)" + (c.codingPath.isEmpty ? "" : " at \(path(c.codingPath))")
        case .keyNotFound(let key, let c):
            return "missing field \(path(c.codingPath + [key]))" + line(of: c.codingPath, in: data)
        case .typeMismatch(let type, let c):
            return "field \(path(c.codingPath)): expected \(type)\(line(of: c.codingPath, in: data)); \(c.debugDescription)"
        case .valueNotFound(let type, let c):
            return "field \(path(c.codingPath)): missing \(type) value" + line(of: c.codingPath, in: data)
        @unknown default:
            return "\(error)"
        }
    }

    /// The line of the last key of `codingPath` in the JSON text (best effort).
    static func line(of codingPath: [CodingKey], in data: Data) -> String {
        guard let key = codingPath.last(where: { $0.intValue == nil })?.stringValue else { return "" }
        let text = String(decoding: data, as: UTF8.self)
        var index = 0
        if let entry = codingPath.first?.intValue {
            // Skip to the entry-th occurrence of the key when the path starts with an array index.
            index = entry
        }
        var seen = 0, lineNumber = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("\"\(key)\"") {
                if seen == index { return " (line \(lineNumber))" }
                seen += 1
            }
            lineNumber += 1
        }
        return ""
    }
}

/// Entries JSON that cannot be decoded.
public struct EntryDecodingError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// A configuration with one property changed.
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    public let definition: WidgetDefinition
}

extension WidgetConfiguration {
    private func modified(_ change: (inout WidgetDefinition) -> Void) -> ModifiedWidgetConfiguration {
        var d = definition
        change(&d)
        return ModifiedWidgetConfiguration(definition: d)
    }
    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfiguration { modified { $0.displayName = name } }
    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ name: LocalizedStringKey) -> ModifiedWidgetConfiguration {
        modified { $0.displayName = Text(name).plainText }
    }
    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ name: Text) -> ModifiedWidgetConfiguration { modified { $0.displayName = name.plainText } }
    /// The name shown in the widget gallery.
    @_disfavoredOverload
    public func configurationDisplayName(_ name: LocalizedStringResource) -> ModifiedWidgetConfiguration { modified { $0.displayName = name.description } }
    /// The description shown in the widget gallery.
    public func description(_ text: Text) -> ModifiedWidgetConfiguration { modified { $0.description = text.plainText } }
    /// The description shown in the widget gallery.
    @_disfavoredOverload
    public func description(_ text: LocalizedStringResource) -> ModifiedWidgetConfiguration { modified { $0.description = text.description } }
    /// Handles background URL session events for the widget (never delivered in WidgetShot).
    public func onBackgroundURLSessionEvents(matching matchingString: String? = nil,
                                             _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void) -> ModifiedWidgetConfiguration {
        modified { _ in }
    }
    /// The description shown in the widget gallery.
    public func description(_ text: String) -> ModifiedWidgetConfiguration { modified { $0.description = text } }
    /// The description shown in the widget gallery.
    public func description(_ text: LocalizedStringKey) -> ModifiedWidgetConfiguration { modified { $0.description = Text(text).plainText } }
    /// The families the widget supports.
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration { modified { $0.supportedFamilies = families } }
    /// Turns off the automatic content margins (iOS 17).
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration { modified { $0.contentMarginsDisabled = true } }
    /// Whether the system may remove the container background.
    public func containerBackgroundRemovable(_ removable: Bool = true) -> ModifiedWidgetConfiguration {
        modified { $0.containerBackgroundRemovable = removable }
    }
    /// Asks people to configure the widget right after they add it (iOS 18; SwiftUI's
    /// `WidgetConfiguration.promptsForUserConfiguration() -> some WidgetConfiguration`,
    /// developer.apple.com/documentation/swiftui/widgetconfiguration/promptsforuserconfiguration()).
    /// Recorded in `WidgetDefinition.promptsForUserConfiguration`; the render is unchanged.
    public func promptsForUserConfiguration() -> ModifiedWidgetConfiguration { modified { $0.promptsForUserConfiguration = true } }
}
