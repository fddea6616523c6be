import Foundation

/// A control that steps a value up and down — UIKit's `UIStepper` (UIKit's defaults: 0…100 in
/// steps of 1, value 0). Nothing is tapped in a render; the value is kept within the range.
open class UIStepper: UIControl, @unchecked Sendable {
    /// The value, kept within the minimum and maximum.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Double = 0
    /// The smallest value (a value below it is raised, as UIKit does).
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    /// The largest value.
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    /// The step (UIKit's default: 1).
    open var stepValue: Double = 1
    /// Whether value changes are sent while pressing (UIKit's default: true).
    open var isContinuous = true
    /// Whether holding repeats the step (UIKit's default: true).
    open var autorepeat = true
    /// Whether stepping past an end wraps to the other (UIKit's default: false).
    open var wraps = false
}
