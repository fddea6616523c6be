import Foundation

extension NSCalendar {
    /// The start and length of the calendar unit `unit` containing `date` — Foundation's
    /// `range(of:start:interval:for:)` (`rangeOfUnit:startDate:interval:forDate:`), which
    /// swift-corelibs-foundation lacks (it has `range(of:for:)`, returning a `DateInterval`).
    /// SwiftDate's `dateAtStartOf(_:)` calls it outside `#if os(Linux)`. Writes the start
    /// into `start` and the length in seconds into `interval` (either may be nil) and returns true;
    /// false, writing nothing, when the calendar cannot tell (an unsupported unit).
    @discardableResult
    public func range(of unit: NSCalendar.Unit, start datep: UnsafeMutablePointer<NSDate?>?,
                      interval tip: UnsafeMutablePointer<TimeInterval>?, for date: Date) -> Bool {
        guard let range = range(of: unit, for: date) else { return false }
        datep?.pointee = range.start as NSDate
        tip?.pointee = range.duration
        return true
    }
}
