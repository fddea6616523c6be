// WidgetShotAlarmKit stands in for Apple's AlarmKit (iOS 26): the alarms and timers an app schedules
// with `AlarmManager`, and — what a widget extension draws — their Live Activity, an
// `ActivityConfiguration(for: AlarmAttributes<Metadata>.self)` whose content state
// (`AlarmPresentationState`) the system supplies. `import AlarmKit` becomes `import
// WidgetShotAlarmKit`; the umbrella does not re-export it, because apps that predate AlarmKit
// name their own `Alarm` and `AlarmAttributes` types.
//
// At render time no alarm is scheduled and nothing is authorised (`authorizationState` is
// `.notDetermined`); `schedule(id:configuration:)` records the alarm in this process. The gallery
// shows an alarm Live Activity in the three modes the system drives — counting down, paused and
// alerting — from `AlarmAttributes`' sample data (`AlarmAttributes+Samples.swift`).
