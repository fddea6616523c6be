import Foundation
import WidgetShotUIKit

/// The system volume slider and route button — MediaPlayer's `MPVolumeView`
/// (https://developer.apple.com/documentation/mediaplayer/mpvolumeview). As on iOS, its slider is
/// a `UISlider` subview, at the system output volume (`AVAudioSession.outputVolume`); moving it
/// changes no volume here (nothing plays).
open class MPVolumeView: UIView, @unchecked Sendable {
    /// Whether the volume slider shows (MediaPlayer's default: true).
    open var showsVolumeSlider = true
    /// Whether the route button shows (deprecated in iOS 13; default true).
    open var showsRouteButton = true

    /// A volume view with its slider.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let slider = UISlider(frame: CGRect(origin: .zero, size: frame.size))
        slider.value = AVAudioSession.sharedInstance().outputVolume
        addSubview(slider)
    }

    /// A volume view from an archive (WidgetShot loads no nibs): the same slider.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }
}
