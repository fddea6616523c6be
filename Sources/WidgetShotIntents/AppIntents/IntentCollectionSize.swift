import Foundation

/// How many values an array parameter holds — App Intents' `IntentCollectionSize` (iOS 17,
/// https://developer.apple.com/documentation/appintents/intentcollectionsize): `@Parameter(title:
/// "Stocks", size: [.systemSmall: 1, .systemLarge: 6]) var stocks: [StockEntity]`. The widget
/// editor on iOS lets a person pick at most `max` values; WidgetShot renders the values it is
/// given and keeps the limit on the parameter (`IntentParameter.size`).
public struct IntentCollectionSize: Equatable, Sendable, ExpressibleByIntegerLiteral {
    /// The fewest values.
    public let min: Int
    /// The most values.
    public let max: Int
    /// Exactly `count` values.
    public init(exactly count: Int) { self.init(min: count, max: count) }
    /// Between `min` and `max` values.
    public init(min: Int, max: Int) {
        self.min = Swift.min(min, max)
        self.max = Swift.max(min, max)
    }
    /// Exactly `value` values (`size: 3`).
    public init(integerLiteral value: Int) { self.init(exactly: value) }
}

/// A widget family, as App Intents names it — App Intents' `IntentWidgetFamily` (the keys of an
/// array parameter's per-family `size:`).
public enum IntentWidgetFamily: String, Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryCorner, accessoryInline, accessoryRectangular
}

extension IntentParameter {
    /// An array parameter holding `size` values.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
                            size: IntentCollectionSize, requestValueDialog: IntentDialog? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog, inclusiveRange: nil)
        sizeLimits = .all(size)
    }
    /// An array parameter holding, in each widget family, the number of values given for it.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
                            size: [IntentWidgetFamily: IntentCollectionSize], requestValueDialog: IntentDialog? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog, inclusiveRange: nil)
        sizeLimits = .perFamily(size)
    }
    /// An array parameter whose choices come from a `DynamicOptionsProvider`, holding, in each
    /// widget family, the number of values given for it.
    public convenience init<Provider: DynamicOptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                                              default: Value? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
                                                              optionsProvider: Provider, requestValueDialog: IntentDialog? = nil) {
        self.init(value: `default`, title: title, description: description, requestValueDialog: requestValueDialog, inclusiveRange: nil,
                  optionsDefault: { await optionsProvider.defaultResult() },
                  optionsList: { try await optionsProvider.results()._items })
        sizeLimits = .perFamily(size)
    }

    /// How many values the parameter holds in a family (nil when the declaration gives no `size:`).
    public func size(for family: IntentWidgetFamily) -> IntentCollectionSize? {
        switch sizeLimits {
        case .none: return nil
        case .all(let s): return s
        case .perFamily(let m): return m[family]
        }
    }
}

/// The `size:` of an array parameter.
enum IntentCollectionSizeLimits {
    case none
    case all(IntentCollectionSize)
    case perFamily([IntentWidgetFamily: IntentCollectionSize])
}
