import Foundation
import Testing
import WidgetShot
import WidgetShotAlarmKit

/// An app's alarm metadata whose fields are all optional (decodable from `{}`).
private struct TeaMetadata: AlarmMetadata { var tea: String?; var steeps: Int? }
/// Metadata with a required field: the samples cannot invent it.
private struct LapMetadata: AlarmMetadata { var lap: Int }

/// A timer's Live Activity written the way AlarmKit apps write them.
private struct TeaTimerActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AlarmAttributes<TeaMetadata>.self) { context in
            HStack {
                Text(context.attributes.metadata?.tea ?? "Tea")
                Spacer()
                switch context.state.mode {
                case .countdown(let countdown):
                    Text(timerInterval: Date.now...countdown.fireDate, countsDown: true)
                        .foregroundStyle(context.attributes.tintColor)
                case .paused(let paused):
                    Text("\(Int(paused.totalCountdownDuration - paused.previouslyElapsedDuration)) s left")
                case .alert(let alert):
                    Text(context.attributes.presentation.alert.title) + Text(" \(alert.time.hour):\(alert.time.minute)")
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.presentation.countdown?.title ?? "Timer") }
            } compactLeading: {
                Image(systemName: "timer")
            } compactTrailing: {
                Text("T")
            } minimal: {
                Image(systemName: "timer")
            }
        }
    }
}

private func texts(_ render: LiveActivityRender) -> [String] {
    render.result.tree.allNodes.filter { $0.kind == "Text" }.compactMap(\.label)
}

@Suite struct LeadTenAlarmKitTests {
    @Test("an alarm Live Activity gets the system's three modes as samples, metadata decoded from {} when it can be")
    func samples() throws {
        let activity = try #require(TeaTimerActivity().body.definition.liveActivity)
        #expect(activity.samplesAreSystemDefaults)
        let attributes = try #require(activity.sampleAttributes as? AlarmAttributes<TeaMetadata>)
        #expect(attributes.metadata == TeaMetadata())
        #expect(attributes.presentation.countdown?.pauseButton?.systemImageName == "pause.fill")
        let states = activity.sampleContentStates.compactMap { $0 as? AlarmPresentationState }
        #expect(states.count == 3)
        guard case .countdown(let countdown) = states[0].mode, case .paused(let paused) = states[1].mode,
              case .alert(let alert) = states[2].mode else { Issue.record("modes: \(states.map(\.mode))"); return }
        #expect(countdown.fireDate.timeIntervalSince(countdown.startDate) == 300)
        #expect(paused.previouslyElapsedDuration == 120 && alert.time == .init(hour: 7, minute: 0))
        #expect(AlarmAttributes<LapMetadata>.systemSampleAttributes.metadata == nil)
    }

    @Test("each mode draws what the extension's view says, in the attributes' tint")
    func rendersEveryMode() throws {
        let definition = TeaTimerActivity().body.definition
        let renderer = try LiveActivityRenderer()
        let now = Date()   // the view counts from Date.now, as apps do; the renderer draws at `now`
        renderer.date = now
        let attributes = AlarmAttributes<TeaMetadata>(presentation: .init(alert: .init(title: "Tea is ready"), countdown: .init(title: "Steeping")),
                                                      metadata: TeaMetadata(tea: "Sencha"), tintColor: .green)
        let id = UUID()
        let countdown = AlarmPresentationState(alarmID: id, mode: .countdown(.init(totalCountdownDuration: 180, previouslyElapsedDuration: 0,
                                                                                   startDate: now, fireDate: now.addingTimeInterval(180))))
        let lock = try renderer.render(definition, attributes: attributes, state: countdown, presentation: .lockScreen)
        // 3:00 less the moments between building the view (`Date.now`) and drawing it.
        #expect(texts(lock).first == "Sencha" && ["3:00", "2:59"].contains(texts(lock).last ?? ""), "\(texts(lock))")
        // The timer is drawn in the tint: green ink, where the default label colour has none.
        let image = lock.result.image
        var green = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.g > 120 && p.r < 100 && p.b < 120 { green += 1 }
            }
        }
        #expect(green > 50, "green pixels: \(green)")
        let paused = AlarmPresentationState(alarmID: id, mode: .paused(.init(totalCountdownDuration: 180, previouslyElapsedDuration: 60)))
        #expect(texts(try renderer.render(definition, attributes: attributes, state: paused, presentation: .lockScreen)) == ["Sencha", "120 s left"])
        let alert = AlarmPresentationState(alarmID: id, mode: .alert(.init(time: .init(hour: 6, minute: 30))))
        #expect(texts(try renderer.render(definition, attributes: attributes, state: alert, presentation: .lockScreen)).contains { $0.contains("Tea is ready") })
        #expect(texts(try renderer.render(definition, attributes: attributes, state: countdown, presentation: .expanded)).contains("Steeping"))
    }

    @Test("attributes and states survive a JSON round trip (--attributes / --content-states files)")
    func coding() throws {
        let attributes = AlarmAttributes<TeaMetadata>(
            presentation: .init(alert: .init(title: "Done", secondaryButton: AlarmButton(text: "Repeat", textColor: .blue, systemImageName: "repeat"),
                                             secondaryButtonBehavior: .countdown),
                                paused: .init(title: "Paused", resumeButton: AlarmButton(text: "Resume", textColor: .white, systemImageName: "play.fill"))),
            metadata: TeaMetadata(tea: "Oolong", steeps: 3), tintColor: .orange)
        let data = try JSONEncoder().encode(attributes)
        let back = try JSONDecoder().decode(AlarmAttributes<TeaMetadata>.self, from: data)
        #expect(back.metadata == attributes.metadata)
        #expect(back.presentation.alert.title.key == "Done" && String(localized: back.presentation.alert.title) == "Done")
        #expect(back.presentation.alert.secondaryButtonBehavior == .countdown)
        #expect(back.presentation.paused?.resumeButton.systemImageName == "play.fill")
        #expect(back.tintColor.resolve(in: EnvironmentValues()) == Color.orange.resolve(in: EnvironmentValues()))
        let state = AlarmPresentationState(alarmID: UUID(), mode: .alert(.init(time: .init(hour: 7, minute: 15))))
        #expect(try JSONDecoder().decode(AlarmPresentationState.self, from: JSONEncoder().encode(state)) == state)
    }

    @Test("AlarmManager behaves like a phone where the app never asked: not determined, alarms recorded in this process")
    func manager() async throws {
        let manager = AlarmManager.shared
        #expect(manager.authorizationState == .notDetermined)
        #expect(try await manager.requestAuthorization() == .denied)
        let attributes = AlarmAttributes<LapMetadata>(presentation: .init(alert: .init(title: "Lap")), tintColor: .red)
        let timerID = UUID(), alarmID = UUID()
        let timer = try await manager.schedule(id: timerID, configuration: .timer(duration: 60, attributes: attributes))
        #expect(timer.state == .countdown && timer.countdownDuration?.preAlert == 60)
        let schedule = Alarm.Schedule.relative(.init(time: .init(hour: 6, minute: 0), repeats: .weekly([.monday, .friday])))
        let alarm = try await manager.schedule(id: alarmID, configuration: .alarm(schedule: schedule, attributes: attributes))
        #expect(alarm.state == .scheduled)
        try manager.pause(id: timerID)
        #expect(try manager.alarms.first { $0.id == timerID }?.state == .paused)
        try manager.stop(id: timerID)   // a one-shot timer is deleted
        try manager.stop(id: alarmID)   // a weekly alarm stays, scheduled again
        #expect(try manager.alarms.contains { $0.id == timerID } == false)
        #expect(try manager.alarms.first { $0.id == alarmID }?.state == .scheduled)
        try manager.cancel(id: alarmID)
        #expect(try manager.alarms.contains { $0.id == alarmID } == false)
    }
}
