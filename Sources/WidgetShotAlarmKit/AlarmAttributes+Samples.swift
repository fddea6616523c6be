import Foundation
import WidgetShotKit
import WidgetShotUI

/// The gallery's samples for an alarm Live Activity, used when the extension's `#Preview`s give
/// none: an app's alarms are scheduled by the app, so the extension alone holds no attributes.
/// The system drives the content state, so the samples are its three modes.
///
/// Guesses, as no Apple sample exists: the titles ("Alarm", "Timer", "Paused"), the buttons
/// (white "Pause"/"Resume" with `pause.fill`/`play.fill`), the Clock app's orange tint, a
/// 5-minute timer (1 minute in; paused 2 minutes in), a 7:00 alert. The app's metadata is its
/// type decoded from `{}` (an empty or all-optional type), else `nil`. The countdown's dates count
/// from the moment the extension's widgets are built.
extension AlarmAttributes: SystemLiveActivitySamples {
    public static var systemSampleAttributes: AlarmAttributes<Metadata> {
        let presentation = AlarmPresentation(
            alert: .init(title: "Alarm"),
            countdown: .init(title: "Timer", pauseButton: AlarmButton(text: "Pause", textColor: .white, systemImageName: "pause.fill")),
            paused: .init(title: "Paused", resumeButton: AlarmButton(text: "Resume", textColor: .white, systemImageName: "play.fill")))
        let metadata = try? JSONDecoder().decode(Metadata.self, from: Data("{}".utf8))
        return AlarmAttributes(presentation: presentation, metadata: metadata, tintColor: .orange)
    }

    public static var systemSampleContentStates: [AlarmPresentationState] {
        let now = Date()
        let id = UUID(uuidString: "A1A2A3A4-0000-4000-8000-000000000001")!
        return [
            AlarmPresentationState(alarmID: id, mode: .countdown(.init(totalCountdownDuration: 300, previouslyElapsedDuration: 0,
                                                                       startDate: now.addingTimeInterval(-60), fireDate: now.addingTimeInterval(240)))),
            AlarmPresentationState(alarmID: id, mode: .paused(.init(totalCountdownDuration: 300, previouslyElapsedDuration: 120))),
            AlarmPresentationState(alarmID: id, mode: .alert(.init(time: .init(hour: 7, minute: 0)))),
        ]
    }
}
