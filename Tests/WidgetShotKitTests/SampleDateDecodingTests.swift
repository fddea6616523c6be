import Foundation
import Testing
import WidgetShot

/// A Live Activity whose state carries a `ClosedRange<Date>`, as timers do.
private struct TimerProbeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var interval: ClosedRange<Date>
    }
    var startedAt: Date
}

private struct TimerProbeActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerProbeAttributes.self) { context in
            Text(timerInterval: context.state.interval)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("t") }
            } compactLeading: { Text("l") } compactTrailing: { Text("r") } minimal: { Text("m") }
        }
    }
}

/// Dates in sample JSON: ISO 8601 strings, or seconds since 2001 as a push payload carries them.
@Suite struct SampleDateDecodingTests {
    @Test("a push payload's numeric dates (seconds since 2001) and ISO 8601 strings decode to the same dates")
    func numbersAndStrings() throws {
        let activity = try #require(TimerProbeActivity().body.definition.liveActivity)
        // 2026-06-01T09:00:00Z is 801997200 s after 2001-01-01T00:00:00Z.
        let numeric = try activity.decodeContentStates(Data(#"[{"interval": [801997200, 801997500]}]"#.utf8))
        let iso = try activity.decodeContentStates(Data(#"[{"interval": ["2026-06-01T09:00:00Z", "2026-06-01T09:05:00.000Z"]}]"#.utf8))
        let a = try #require(numeric.first as? TimerProbeAttributes.ContentState)
        let b = try #require(iso.first as? TimerProbeAttributes.ContentState)
        #expect(a == b)
        #expect(a.interval.lowerBound == ISO8601DateFormatter().date(from: "2026-06-01T09:00:00Z"))

        let attributes = try activity.decodeAttributes(Data(#"{"startedAt": 801997200.5}"#.utf8))
        #expect((attributes as? TimerProbeAttributes)?.startedAt == Date(timeIntervalSinceReferenceDate: 801997200.5))
    }

    @Test("a date that is neither is an error naming the field; absurd numbers are rejected")
    func badDates() throws {
        let activity = try #require(TimerProbeActivity().body.definition.liveActivity)
        do {
            _ = try activity.decodeAttributes(Data(#"{"startedAt": "yesterday"}"#.utf8))
            Issue.record("a non-date string decoded")
        } catch {
            #expect("\(error)".contains("startedAt") && "\(error)".contains("ISO 8601"), "\(error)")
        }
        #expect(throws: LiveActivityError.self) { try activity.decodeAttributes(Data(#"{"startedAt": 1e300}"#.utf8)) }
    }
}
