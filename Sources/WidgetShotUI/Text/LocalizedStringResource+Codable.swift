import Foundation

/// `LocalizedStringResource` is `Codable` in Foundation (iOS 16): types that store one — AlarmKit's
/// `AlarmPresentation`, a team's `ActivityAttributes` — encode it. WidgetShot's coding (Apple does
/// not document Apple's): `{"key": …, "defaultValue": …, "table": …}`, the default value as the
/// string it resolves to without a table. Decoding keeps the key, so a decoded resource still
/// looks its key up in the string tables.
extension LocalizedStringResource: Codable {
    private enum CodingKeys: String, CodingKey { case key, defaultValue, table }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let key = try container.decode(String.self, forKey: .key)
        let value = try container.decodeIfPresent(String.self, forKey: .defaultValue) ?? key
        self.init(String.LocalizationValue(value), table: try container.decodeIfPresent(String.self, forKey: .table))
        self.key = key
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(Self.string(defaultValue.value, lookupKey: nil, table: nil, locale: locale), forKey: .defaultValue)
        try container.encodeIfPresent(table, forKey: .table)
    }
}
