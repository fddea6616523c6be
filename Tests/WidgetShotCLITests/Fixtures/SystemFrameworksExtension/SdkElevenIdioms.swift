import Foundation
import OSLog
import CoreData

// sdk-11: idioms of Simplenote's widget and OneBusAway's OBAKitCore, through the extension
// builder (compile-only).

// Simplenote's `NSString+Count.swift`: words counted with `.byWords` (unavailable in
// swift-corelibs-foundation; the builder routes the call to WidgetShotFoundation).
@objc extension NSString {
    var sdkElevenWordCount: Int {
        var result = 0
        enumerateSubstrings(in: NSMakeRange(0, length), options: [.byWords, .localized]) { substring, _, _, _ in
            if substring != nil { result += 1 }
        }
        return result
    }
}

// Simplenote's `Note+Widget.swift`: Core Data overrides written in an extension of the class.
@objc(SdkElevenNote)
public class SdkElevenNote: NSManagedObject {

}

extension SdkElevenNote {
    public override func awakeFromInsert() {
        super.awakeFromInsert()
    }

    @NSManaged public override var isDeleted: Bool
    @NSManaged public var content: String?
}

// OneBusAway's `Logger.swift`: the process's log entries for its subsystem.
enum SdkElevenLogExport {
    static func entries(subsystem: String) throws -> [OSLogEntryLog] {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let position: OSLogPosition = store.position(timeIntervalSinceLatestBoot: 0)
        let predicate = NSPredicate(format: "subsystem == %@", subsystem)
        return try store.getEntries(at: position, matching: predicate).compactMap { $0 as? OSLogEntryLog }
    }

    static func level(_ level: OSLogEntryLog.Level) -> String {
        switch level {
        case .undefined: return "UNDEFINED"
        case .debug: return "DEBUG"
        case .info: return "INFO"
        case .notice: return "NOTICE"
        case .error: return "ERROR"
        case .fault: return "FAULT"
        @unknown default: return "UNKNOWN"
        }
    }
}

// OneBusAway's delegate lists: a weak hash table of an @objc class-bound protocol.
@objc public protocol SdkElevenStopsDelegate: NSObjectProtocol {
    @objc optional func stopsUpdated()
}

final class SdkElevenStopsStore {
    private let delegates = NSHashTable<SdkElevenStopsDelegate>.weakObjects()
    func add(_ delegate: SdkElevenStopsDelegate) { delegates.add(delegate) }
    func notify() { for delegate in delegates.allObjects { delegate.stopsUpdated?() } }
}

// OneBusAway's `UIPasteboard.set(attributedString:)`: RTF data of an attributed string.
func sdkElevenRTF(_ text: NSAttributedString) -> Data? {
    try? text.data(from: NSRange(location: 0, length: text.length),
                   documentAttributes: [NSAttributedString.DocumentAttributeKey.documentType: NSAttributedString.DocumentType.rtf])
}
