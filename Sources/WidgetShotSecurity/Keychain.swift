import Foundation

/// Adds an item to the keychain — Security's `SecItemAdd`.
///
/// WidgetShot's keychain is in memory and starts empty, as on a device where the app never
/// stored anything: a widget reading a token finds `errSecItemNotFound` unless code in the same
/// process (the app's own, or a test) added it first. Items are unique by class, account,
/// service, server, access group and synchronizable, as on iOS (`errSecDuplicateItem`).
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    InMemoryKeychain.shared.add(KeychainQuery(attributes), result: result)
}

/// Finds items — Security's `SecItemCopyMatching`. The result is what the `kSecReturn…` keys
/// ask for: `Data` for `kSecReturnData`, an attribute dictionary for `kSecReturnAttributes` (with
/// the data under `kSecValueData` when both are asked), an array of them for `kSecMatchLimitAll`.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    InMemoryKeychain.shared.copyMatching(KeychainQuery(query), result: result)
}

/// Changes every item matching `query` — Security's `SecItemUpdate`.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    InMemoryKeychain.shared.update(KeychainQuery(query), with: KeychainQuery(attributesToUpdate))
}

/// Deletes every item matching `query` — Security's `SecItemDelete`.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    InMemoryKeychain.shared.delete(KeychainQuery(query))
}

/// A keychain dictionary split into what it says: the class, the item attributes, the secret
/// data, and the return/match options.
struct KeychainQuery {
    var itemClass: String?
    var attributes: [String: Any] = [:]
    var data: Data?
    var returnData = false, returnAttributes = false, returnRef = false
    var matchAll = false

    init(_ dictionary: CFDictionary) {
        for (key, value) in dictionary {
            guard let key = (key as? String) ?? (key as? NSString).map({ String($0) }) else { continue }
            switch key {
            case String(kSecClass): itemClass = KeychainQuery.string(value)
            case String(kSecValueData): data = (value as? Data) ?? (value as? NSData).map { Data($0) } ?? KeychainQuery.string(value).map { Data($0.utf8) }
            case String(kSecReturnData): returnData = KeychainQuery.bool(value)
            case String(kSecReturnAttributes): returnAttributes = KeychainQuery.bool(value)
            case String(kSecReturnRef), String(kSecReturnPersistentRef): returnRef = KeychainQuery.bool(value)
            case String(kSecMatchLimit): matchAll = KeychainQuery.string(value) == String(kSecMatchLimitAll)
            case _ where key.hasPrefix("m_") || key.hasPrefix("u_") || key == String(kSecUseDataProtectionKeychain): continue
            default: attributes[key] = value
            }
        }
    }

    static func string(_ value: Any) -> String? { (value as? String) ?? (value as? NSString).map { String($0) } }
    static func bool(_ value: Any) -> Bool {
        if let b = value as? Bool { return b }
        if let n = value as? NSNumber { return n.boolValue }
        return false
    }
    /// Two attribute values are the same (strings, data, numbers and dates compared by value).
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let x = string(a), let y = string(b) { return x == y }
        if let x = a as? Data, let y = b as? Data { return x == y }
        if let x = a as? Date, let y = b as? Date { return x == y }
        if let x = a as? NSNumber, let y = b as? NSNumber { return x == y }
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return String(describing: a) == String(describing: b)
    }
}

/// The process's keychain: a locked list of items.
final class InMemoryKeychain: @unchecked Sendable {
    static let shared = InMemoryKeychain()
    struct Item {
        var itemClass: String
        var attributes: [String: Any]
        var data: Data?
    }
    private var items: [Item] = []
    private let lock = NSLock()
    static let primaryKeys = [kSecAttrAccount, kSecAttrService, kSecAttrServer, kSecAttrAccessGroup, kSecAttrSynchronizable,
                              kSecAttrApplicationTag, kSecAttrApplicationLabel, kSecAttrProtocol, kSecAttrPort, kSecAttrPath].map { String($0) }

    func add(_ query: KeychainQuery, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        result?.pointee = nil
        guard let itemClass = query.itemClass, Self.knownClasses.contains(itemClass) else { return errSecParam }
        let now = Date()
        var attributes = query.attributes
        attributes[String(kSecAttrCreationDate)] = attributes[String(kSecAttrCreationDate)] ?? now
        attributes[String(kSecAttrModificationDate)] = attributes[String(kSecAttrModificationDate)] ?? now
        let item = Item(itemClass: itemClass, attributes: attributes, data: query.data)
        lock.lock()
        defer { lock.unlock() }
        if items.contains(where: { Self.samePrimaryKey($0, item) }) { return errSecDuplicateItem }
        items.append(item)
        if query.returnData || query.returnAttributes { result?.pointee = Self.value(of: item, for: query) }
        return errSecSuccess
    }

    func copyMatching(_ query: KeychainQuery, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        result?.pointee = nil
        guard query.itemClass != nil else { return errSecParam }
        lock.lock()
        let found = items.filter { Self.matches($0, query) }
        lock.unlock()
        guard !found.isEmpty else { return errSecItemNotFound }
        guard query.returnData || query.returnAttributes else { return errSecSuccess }
        if query.matchAll {
            if query.returnData && !query.returnAttributes {
                // iOS rejects returning only data for several items (errSecParam), as documented in SecItem.h.
                return errSecParam
            }
            result?.pointee = found.map { Self.value(of: $0, for: query) } as NSArray
        } else {
            result?.pointee = Self.value(of: found[0], for: query)
        }
        return errSecSuccess
    }

    func update(_ query: KeychainQuery, with changes: KeychainQuery) -> OSStatus {
        guard query.itemClass != nil else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let indices = items.indices.filter { Self.matches(items[$0], query) }
        guard !indices.isEmpty else { return errSecItemNotFound }
        var updated = items
        for index in indices {
            updated[index].attributes.merge(changes.attributes) { _, new in new }
            updated[index].attributes[String(kSecAttrModificationDate)] = Date()
            if let data = changes.data { updated[index].data = data }
        }
        for index in indices where updated.indices.contains(where: { $0 != index && Self.samePrimaryKey(updated[$0], updated[index]) }) {
            return errSecDuplicateItem
        }
        items = updated
        return errSecSuccess
    }

    func delete(_ query: KeychainQuery) -> OSStatus {
        guard query.itemClass != nil else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let before = items.count
        items.removeAll { Self.matches($0, query) }
        return items.count == before ? errSecItemNotFound : errSecSuccess
    }

    /// Removes every item (tests).
    func removeAll() {
        lock.lock()
        items.removeAll()
        lock.unlock()
    }

    static let knownClasses: Set<String> = [kSecClassGenericPassword, kSecClassInternetPassword, kSecClassCertificate,
                                            kSecClassKey, kSecClassIdentity].map { String($0) }.reduce(into: []) { $0.insert($1) }

    static func synchronizable(_ attributes: [String: Any]) -> Bool {
        attributes[String(kSecAttrSynchronizable)].map(KeychainQuery.bool) ?? false
    }

    static func samePrimaryKey(_ a: Item, _ b: Item) -> Bool {
        guard a.itemClass == b.itemClass else { return false }
        for key in primaryKeys {
            switch (a.attributes[key], b.attributes[key]) {
            case (nil, nil): continue
            case let (x?, y?) where KeychainQuery.same(x, y): continue
            case (nil, let y?) where key == String(kSecAttrSynchronizable) && !KeychainQuery.bool(y): continue
            case (let x?, nil) where key == String(kSecAttrSynchronizable) && !KeychainQuery.bool(x): continue
            default: return false
            }
        }
        return true
    }

    /// Whether an item matches every attribute of a query. A query without
    /// `kSecAttrSynchronizable` matches only items that do not sync, as on iOS;
    /// `kSecAttrSynchronizableAny` matches both.
    static func matches(_ item: Item, _ query: KeychainQuery) -> Bool {
        guard item.itemClass == query.itemClass else { return false }
        for (key, value) in query.attributes {
            if key == String(kSecAttrSynchronizable) {
                if KeychainQuery.string(value) == String(kSecAttrSynchronizableAny) { continue }
                if synchronizable(item.attributes) != KeychainQuery.bool(value) { return false }
                continue
            }
            guard let itemValue = item.attributes[key], KeychainQuery.same(itemValue, value) else { return false }
        }
        if query.attributes[String(kSecAttrSynchronizable)] == nil && synchronizable(item.attributes) { return false }
        return true
    }

    static func value(of item: Item, for query: KeychainQuery) -> AnyObject {
        if query.returnAttributes {
            let dictionary = NSMutableDictionary()
            dictionary[String(kSecClass) as NSString] = item.itemClass as NSString
            for (key, value) in item.attributes { dictionary[key as NSString] = value }
            if query.returnData, let data = item.data { dictionary[String(kSecValueData) as NSString] = data as NSData }
            return dictionary
        }
        return (item.data ?? Data()) as NSData
    }
}
