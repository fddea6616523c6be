import Foundation

/// A continuous value on a track — UIKit's `UISlider` (UIKit's defaults: 0…1, value 0).
open class UISlider: UIControl, @unchecked Sendable {
    /// The value, kept within the minimum and maximum.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    /// The smallest value (setting it above the value raises the value, as UIKit does).
    open var minimumValue: Float = 0 { didSet { value = storedValue } }
    /// The largest value.
    open var maximumValue: Float = 1 { didSet { value = storedValue } }
    /// Whether dragging sends value changes continuously (UIKit's default: true).
    open var isContinuous = true
    /// The track's tint left of the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The track's tint right of the thumb.
    open var maximumTrackTintColor: UIColor?
    /// Sets the value.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
}
