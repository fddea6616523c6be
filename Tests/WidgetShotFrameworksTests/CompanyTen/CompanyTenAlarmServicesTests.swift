import Foundation
import Testing
import WidgetShot

/// What nightscout/nightguard's alarm code (compiled into its widget) calls: a critical alert
/// sound at a volume, and the volume slider of an `MPVolumeView` found among its subviews.
@Suite struct CompanyTenAlarmServicesTests {
    @Test func criticalSoundsCarryTheirVolume() {
        let content = UNMutableNotificationContent()
        content.sound = UNNotificationSound.criticalSoundNamed(UNNotificationSoundName("alarm.m4a"), withAudioVolume: 0.6)
        #expect(content.sound?.isCritical == true && content.sound?.name?.rawValue == "alarm.m4a")
        #expect(content.sound?.audioVolume == 0.6)
        #expect(UNNotificationSound.defaultCriticalSound(withAudioVolume: 2).audioVolume == 1)   // kept within 0…1
        #expect(UNNotificationSound.default.audioVolume == nil)
    }

    @Test func theVolumeViewHoldsASliderAtTheSystemVolume() {
        let view = MPVolumeView()
        let slider = view.subviews.first { $0 is UISlider } as? UISlider
        #expect(slider?.value == AVAudioSession.sharedInstance().outputVolume)
        #expect(view.showsVolumeSlider)
    }
}
