import Foundation

// The names App Intents gives a dynamic options provider for its results, so `results()` can say
// `ItemCollection<String>` (https://developer.apple.com/documentation/appintents/dynamicoptionsprovider/itemcollection;
// seen in ChinChangYang/KataGo's widget configuration intent, 2026).

extension DynamicOptionsProvider {
    /// App Intents' `DynamicOptionsProvider.ItemCollection`: `IntentItemCollection`.
    public typealias ItemCollection = IntentItemCollection
    /// App Intents' `DynamicOptionsProvider.ItemSection`: `IntentItemSection`.
    public typealias ItemSection = IntentItemSection
    /// App Intents' `DynamicOptionsProvider.Item`: `IntentItem`.
    public typealias Item = IntentItem
}
