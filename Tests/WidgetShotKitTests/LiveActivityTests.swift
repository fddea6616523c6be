import DemoWidgets
import Foundation
import Testing
import WidgetShot

@Suite(.serialized) struct LiveActivityMetricsTests {
    @Test("the HIG rows: 393×852 and 430×932 compact regions, island widths, Lock Screen widths; sensor 125.34")
    func documentedSizes() throws {
        let small = try #require(Device.iPhone16.liveActivity), large = try #require(Device.iPhone16Plus.liveActivity)
        #expect(small.compactRegion == CGSize(width: 52.33, height: 36.67))
        #expect(small.islandCompactWidth == 230 && small.islandExpandedWidth == 371 && small.lockScreenWidth == 371)
        #expect(large.compactRegion == CGSize(width: 62.33, height: 36.67))
        #expect(large.islandCompactWidth == 250 && large.islandExpandedWidth == 408 && large.lockScreenWidth == 408)
        #expect(abs(small.sensorWidth! - 125.34) < 0.001 && abs(large.sensorWidth! - 125.34) < 0.001)
        #expect(small.minimalWidth == 36.67...45 && small.heightRange == 84...160 && small.islandCornerRadius == 44)
        #expect(small.confidence == .confirmed && large.confidence == .confirmed)
    }

    @Test("newer phones take the HIG island widths with derived regions and are unconfirmed; no island elsewhere")
    func derivedSizes() throws {
        let pro = try #require(Device.iPhone16Pro.liveActivity), max = try #require(Device.iPhone16ProMax.liveActivity)
        #expect(pro.islandCompactWidth == 230 && pro.compactRegion?.width == 52.33 && pro.lockScreenWidth == 380 && pro.confidence == .unconfirmed)
        #expect(max.islandExpandedWidth == 408 && max.lockScreenWidth == 418 && max.confidence == .unconfirmed)
        #expect(Device.iPhone14.liveActivity?.hasDynamicIsland == false && Device.iPhone14.liveActivity?.lockScreenWidth == 368)
        #expect(Device.iPadPro12_9.liveActivity?.lockScreenWidth == 500 && Device.iPadPro12_9.liveActivity?.confidence == .confirmed)
        #expect(Device.iPad10_2.liveActivity?.lockScreenWidth == 425)
        #expect(Device.iPhoneSE1.liveActivity == nil)
        #expect(Device.dynamicIslandDevices.map(\.id) == ["iPhone16ProMax", "iPhone16Plus", "iPhoneAir", "iPhone16Pro", "iPhone16"])
    }
}

@Suite(.serialized) struct LiveActivityLayoutTests {
    @Test("compact on the 393-pt phone: leading, sensor and trailing at the HIG sizes, 8 pt from the canvas edge")
    func compactFrames() throws {
        let r = try renderProbeActivity(.compact)
        #expect(close(r.layout.regions["compactLeading"], CGRect(x: 8, y: 8, width: 52.33, height: 36.67)))
        #expect(close(r.layout.regions["sensor"], CGRect(x: 60.33, y: 8, width: 125.34, height: 36.67)))
        #expect(close(r.layout.regions["compactTrailing"], CGRect(x: 185.67, y: 8, width: 52.33, height: 36.67)))
        #expect(close(r.layout.silhouette, CGRect(x: 8, y: 8, width: 230, height: 36.67)))
        #expect(r.result.image.width == 738)
        #expect(r.layout.warnings.isEmpty)
    }

    @Test("compact on the 430-pt phone: 62.33-pt regions in a 250-pt island")
    func compactFramesLarge() throws {
        let r = try renderProbeActivity(.compact, device: .iPhone16Plus)
        #expect(close(r.layout.regions["compactLeading"], CGRect(x: 8, y: 8, width: 62.33, height: 36.67)))
        #expect(close(r.layout.regions["compactTrailing"], CGRect(x: 195.67, y: 8, width: 62.33, height: 36.67)))
        #expect(close(r.layout.silhouette, CGRect(x: 8, y: 8, width: 250, height: 36.67)))
    }

    @Test("pixels: black sensor, backdrop outside the capsule's corner, the leading view in its region, the keyline")
    func compactPixels() throws {
        let r = try renderProbeActivity(.compact, activity: ProbeActivity(keyline: .red))
        let px = { (x: CGFloat, y: CGFloat) in r.result.image.pixel(x: Int(x * 3), y: Int(y * 3)) }
        let sensor = px(123, 26), corner = px(9, 9), leading = px(34, 26), keyline = px(123, 8.1)
        #expect(sensor.r < 10 && sensor.g < 10 && sensor.b < 10)
        #expect(corner.b > 200 && corner.r > 180)           // the light backdrop, not black
        #expect(leading.g > 150 && leading.r < 120)          // green compactLeading content
        #expect(keyline.r > 180 && keyline.g < 110)          // red keyline on the edge
    }

    @Test("a view wider than its compact region is reported")
    func compactTooWide() throws {
        let r = try renderProbeActivity(.init(label: "x", compactWidth: 90), .compact)
        #expect(r.layout.warnings.contains { $0.contains("compactLeading view is 90 pt wide") })
    }

    @Test("minimal: the content's width clamped to 36.67…45, attached before the sensor; the pair adds a detached circle")
    func minimalFrames() throws {
        let narrow = try renderProbeActivity(.minimal)
        #expect(close(narrow.layout.regions["minimal"], CGRect(x: 8, y: 8, width: 36.67, height: 36.67)))
        #expect(close(narrow.layout.regions["sensor"], CGRect(x: 44.67, y: 8, width: 125.34, height: 36.67)))
        let wide = try renderProbeActivity(.init(label: "x", compactWidth: 60), .minimal)
        #expect(close(wide.layout.regions["minimal"], CGRect(x: 8, y: 8, width: 45, height: 36.67)))
        #expect(wide.layout.warnings.contains { $0.contains("at most 45") })
        let pair = try renderProbeActivity(.minimalPair)
        #expect(close(pair.layout.detached, CGRect(x: 185.67, y: 8, width: 36.67, height: 36.67)))
        let gap = pair.result.image.pixel(x: Int(178 * 3), y: Int(26 * 3)), circle = pair.result.image.pixel(x: Int(204 * 3), y: Int(15 * 3))
        #expect(gap.b > 200)                                  // backdrop between island and circle
        #expect(circle.r < 10 && circle.b < 10)               // black circle (outside its yellow content)
    }

    @Test("expanded: leading and trailing beside the camera, center below it, bottom full width; height clamped to 84")
    func expandedFrames() throws {
        let r = try renderProbeActivity(.expanded)
        #expect(close(r.layout.silhouette, CGRect(x: 8, y: 8, width: 371, height: 84)))
        #expect(close(r.layout.regions["leading"], CGRect(x: 28, y: 22, width: 30, height: 30)))
        #expect(close(r.layout.regions["trailing"], CGRect(x: 329, y: 22, width: 30, height: 30)))
        #expect(close(r.layout.regions["center"], CGRect(x: 58, y: 44.67, width: 271, height: 10)))
        #expect(close(r.layout.regions["bottom"], CGRect(x: 28, y: 54.67, width: 331, height: 20)))
        #expect(close(r.result.tree.frame(of: "dynamicIsland.leading"), CGRect(x: 28, y: 22, width: 30, height: 30)))
        let leading = r.result.image.pixel(x: 43 * 3, y: 37 * 3)
        #expect(leading.g > 150 && leading.r < 120)
    }

    @Test("expanded taller than 160 pt is clamped and reported; belowIfTooWide moves a wide leading view below the camera")
    func expandedLimits() throws {
        let tall = try renderProbeActivity(.init(label: "x", expandedHeight: 200), .expanded)
        #expect(tall.layout.silhouette.height == 160)
        #expect(tall.layout.warnings.contains { $0.contains("truncates it at 160") })
        let wide = try renderProbeActivity(.init(label: "x", wideLeading: true), .expanded)
        #expect(close(wide.layout.regions["leading"], CGRect(x: 28, y: 54.67, width: 200, height: 30)))
        #expect(close(wide.layout.regions["center"], CGRect(x: 28, y: 44.67, width: 301, height: 10)))
        #expect(close(wide.layout.regions["bottom"], CGRect(x: 28, y: 84.67, width: 331, height: 20)))
    }

    @Test("contentMarginsDisabled removes the default expanded margins")
    func marginsDisabled() throws {
        let r = try renderProbeActivity(.expanded, activity: ProbeActivity(marginsDisabled: true))
        #expect(close(r.layout.regions["leading"], CGRect(x: 8, y: 8, width: 30, height: 30)))
    }

    @Test("Lock Screen: the device's width, at least 84 pt tall, tint or default background, stale reaches the view")
    func lockScreen() throws {
        let r = try renderProbeActivity(.lockScreen, appearance: .dark, isStale: true)
        #expect(close(r.layout.silhouette, CGRect(x: 8, y: 8, width: 371, height: 84)))
        guard case .text(let t)? = r.result.tree.node("lockLabel")?.content else { Issue.record("no label"); return }
        #expect(t.string == "stale")
        let dark = r.result.image.pixel(x: 20 * 3, y: 50 * 3)
        #expect(dark.r > 30 && dark.r < 60)                    // the default dark platter
        let tinted = try renderProbeActivity(.lockScreen, activity: ProbeActivity(tint: .purple))
        let p = tinted.result.image.pixel(x: 20 * 3, y: 50 * 3)
        #expect(p.b > 180 && p.g < 120)
        let tall = try renderProbeActivity(.init(label: "x", lockHeight: 300), .lockScreen, device: .iPhone14)
        #expect(close(tall.layout.silhouette, CGRect(x: 8, y: 8, width: 368, height: 160)))
        #expect(!tall.layout.warnings.isEmpty)
    }

    @Test("island presentations on a phone without a Dynamic Island fail with a clear error")
    func noIsland() {
        #expect(throws: LiveActivityError.noDynamicIsland(device: "iPhone 14")) { try renderProbeActivity(.compact, device: .iPhone14) }
    }
}

@Suite(.serialized) struct LiveActivityAPITests {
    @Test("the bundle keeps widgets, Live Activities and controls apart; an activity is not a home-screen widget")
    func bundle() throws {
        let bundle = DemoWidgetBundle()
        #expect(bundle.widgets.count == 4)
        #expect(bundle.liveActivities.map(\.kind) == ["BoardingAttributes"])
        #expect(bundle.controls.map(\.kind) == ["boarding-countdown"])
        #expect(bundle.controls[0].displayName == "Boarding Countdown")
        #expect(throws: WidgetError.self) { try WidgetRenderer().render(bundle.liveActivities[0], family: .systemSmall, device: .iPhone16) }
    }

    @Test("content states decode from JSON; a bad field is named")
    func decoding() throws {
        let activity = try #require(ProbeActivity().body.definition.liveActivity)
        let full = #"{"label": "b", "compactWidth": 30, "expandedHeight": 20, "wideLeading": false, "lockHeight": 40}"#
        let states = try activity.decodeContentStates(Data("[\(full), \(full)]".utf8))
        #expect((states[1] as? ProbeAttributes.ContentState)?.compactWidth == 30)
        #expect(throws: LiveActivityError.self) { try activity.decodeContentStates(Data(#"[{"label": 3}]"#.utf8)) }
        do { _ = try activity.decodeContentStates(Data(#"[{"compactWidth": 1}]"#.utf8)) } catch { #expect("\(error)".contains("label")) }
        #expect(throws: LiveActivityError.self) { try activity.views(attributes: "wrong", state: 1) }
    }

    @Test("Activity.request, update and end are recorded")
    func activityLog() async throws {
        ActivityLog.reset()
        let activity = try Activity.request(attributes: ProbeAttributes(name: "p"), content: .init(state: .init(label: "a"), staleDate: nil))
        await activity.update(.init(state: .init(label: "b"), staleDate: nil))
        #expect(Activity<ProbeAttributes>.activities.count == 1)
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(ActivityLog.events.map(\.kind) == [.request, .update, .end])
        #expect(ActivityLog.events[1].state.contains(#""label":"b""#))
        #expect(activity.activityState == .dismissed && Activity<ProbeAttributes>.activities.isEmpty)
    }
}

@Suite struct ActivityPreviewKindTests {
    @Test("preview kinds map to presentations")
    func previewKinds() {
        #expect(LiveActivityPresentation(.content) == .lockScreen)
        #expect(LiveActivityPresentation(.dynamicIsland(.compact)) == .compact)
        #expect(LiveActivityPresentation(.dynamicIsland(.minimal)) == .minimal)
        #expect(LiveActivityPresentation(.dynamicIsland(.expanded)) == .expanded)
    }
}

@Suite(.serialized) struct StandByTests {
    @Test("StandBy: the landscape screen, the Lock Screen view at 200 % centred, the tint extended; night mode is red")
    func standBy() throws {
        let r = try renderProbeActivity(.standBy, activity: ProbeActivity(tint: .blue))
        #expect(r.layout.canvas == CGSize(width: 852, height: 393))
        #expect(close(r.layout.regions["standBy"], CGRect(x: 55, y: 112.5, width: 742, height: 168)))
        let corner = r.result.image.pixel(x: 3, y: 3)
        #expect(corner.b > 200 && corner.r < 60)                      // the blue tint reaches the screen's corner
        let night = try renderProbeActivity(.standByNight, activity: ProbeActivity(tint: .blue))
        let n = night.result.image.pixel(x: 3, y: 3), content = night.result.image.pixel(x: 426 * 3, y: 230 * 3)
        #expect(n.g == 0 && n.b == 0 && n.r > 0)
        #expect(content.r > 0 && content.g == 0)
        #expect(throws: LiveActivityError.self) { try renderProbeActivity(.standBy, device: .iPad10_2) }
    }
}

