import Foundation

// `DateFormatter.formattingContext` (Foundation's capitalization context), which
// swift-corelibs-foundation's DateFormatter lacks: rrroyal/vulcan and daneden/Solstice set it.
// corelibs has no storage for it, so the value lives in a side table keyed by the formatter.
// A formatter made with `DateFormatter()` in an extension build is WidgetShot's
// ``ContextCapitalizingDateFormatter`` (``WidgetShotDateFormatter()``), which applies it: at the
// beginning of a sentence, as a list item or standing alone the first letter is capitalized in the
// formatter's locale ("listopad 2026" → "Listopad 2026" in Polish); in the middle of a sentence, and
// for `.unknown`/`.dynamic`, the text stays as the locale writes it. (ICU also consults CLDR's
// per-locale context transforms for the stand-alone and list-item cases; capitalizing them is our
// simplification.)

/// The contexts set on formatters, by formatter (weakly: a formatter that is gone drops out).
private final class FormattingContexts: @unchecked Sendable {
    static let shared = FormattingContexts()
    private struct Entry { weak var formatter: DateFormatter?; var context: Formatter.Context }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func context(of formatter: DateFormatter) -> Formatter.Context {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(formatter)], entry.formatter === formatter else { return .unknown }
        return entry.context
    }

    func set(_ context: Formatter.Context, of formatter: DateFormatter) {
        lock.lock(); defer { lock.unlock() }
        if entries.count > 256 { entries = entries.filter { $0.value.formatter != nil } }
        entries[ObjectIdentifier(formatter)] = Entry(formatter: formatter, context: context)
    }
}

extension DateFormatter {
    /// The capitalization context of the formatted text — Foundation's `formattingContext`
    /// (`.unknown` by default). See ``ContextCapitalizingDateFormatter`` for its effect.
    public var formattingContext: Formatter.Context {
        get { FormattingContexts.shared.context(of: self) }
        set { FormattingContexts.shared.set(newValue, of: self) }
    }
}

/// The `DateFormatter` an extension build's `DateFormatter()` makes: it applies
/// ``Foundation/DateFormatter/formattingContext`` to what it formats.
public final class ContextCapitalizingDateFormatter: DateFormatter {
    /// The formatted date, capitalized as the formatting context asks.
    public override func string(from date: Date) -> String {
        let text = super.string(from: date)
        switch formattingContext {
        case .beginningOfSentence, .standalone, .listItem:
            guard let first = text.first else { return text }
            return String(first).uppercased(with: locale) + text.dropFirst()
        default:
            return text
        }
    }
}
