import Foundation

extension NSCalendar {
    /// The start and length of the `unit` containing `date` (the day, week, month… it falls in),
    /// written through the pointers — Foundation's `range(of:start:interval:for:)`, which
    /// swift-corelibs-foundation lacks (it has `range(of:for:) -> DateInterval?`). `false`, with
    /// nothing written, when the calendar cannot say. Apple's `start` is an
    /// `AutoreleasingUnsafeMutablePointer<NSDate?>?` (Objective-C only); callers pass `&start` for a
    /// `var start: NSDate?` either way (SwiftDate's `DateInRegion.dateAtStartOf(_:)`).
    public func range(of unit: NSCalendar.Unit, start datep: UnsafeMutablePointer<NSDate?>?,
                      interval tip: UnsafeMutablePointer<TimeInterval>?, for date: Date) -> Bool {
        guard let interval = range(of: unit, for: date) else { return false }
        datep?.pointee = interval.start as NSDate
        tip?.pointee = interval.duration
        return true
    }
}
