import Foundation
import Testing
import WidgetShot

/// Sweep 6 (issue 20): what Vietdz123/Learning-Widget's widget targets compile — a UIKit player
/// wrapped for SwiftUI, AVFoundation's Objective-C era notification names, a Core Data
/// transformable's `ValueTransformer`.
@Suite struct SweepSixSDKTests {
    struct Meter: UIViewRepresentable {
        final class Coordinator { var made = 0 }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UILabel {
            context.coordinator.made += 1
            return UILabel()
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
    }

    struct Player: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }

    @Test("a UIKit view in a widget draws as a yellow rectangle filling its frame and is linted")
    func representablesDrawYellow() throws {
        let def = StaticConfiguration(kind: "rep", provider: DepartureProvider()) { _ in
            VStack(spacing: 0) {
                Meter().frame(width: 60, height: 30)
                Player().frame(width: 60, height: 30)
            }
            .containerBackground(Color.white, for: .widget)
        }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        let render = try sharedRenderer.render(def, family: .systemSmall, device: .iPhone16, entries: .placeholder)[0]
        let image = render.result.image
        let scale = Int(image.scale)
        let midX = image.width / 2, midY = image.height / 2
        // The stack is centred: the view above the middle, the controller below, both system yellow.
        for y in [midY - 15 * scale, midY + 15 * scale] {
            let p = image.pixel(x: midX, y: y)
            #expect(p.r > 240 && p.g > 190 && p.b < 30, "\(p) at y \(y)")
        }
        // Outside their 60-point frames, the white background.
        let outside = image.pixel(x: midX + 40 * scale, y: midY)
        #expect(outside.r == 255 && outside.g == 255 && outside.b == 255, "\(outside)")
        let reasons = render.lints.filter { $0.rule == .unsupportedView }.map(\.message)
        #expect(reasons.contains("UIViewRepresentable (not supported in widgets)"), "\(reasons)")
        #expect(reasons.contains("UIViewControllerRepresentable (not supported in widgets)"), "\(reasons)")
    }

    @Test("AVPlayerItem's notifications have their Objective-C era names on NSNotification.Name")
    func playerItemNotificationNames() {
        #expect(NSNotification.Name.AVPlayerItemDidPlayToEndTime == AVPlayerItem.didPlayToEndTimeNotification)
        #expect(NSNotification.Name.AVPlayerItemDidPlayToEndTime.rawValue == "AVPlayerItemDidPlayToEndTimeNotification")
        #expect(NSNotification.Name.AVPlayerItemFailedToPlayToEndTime.rawValue == "AVPlayerItemFailedToPlayToEndTimeNotification")
        #expect(NSNotification.Name.AVPlayerItemPlaybackStalled == AVPlayerItem.playbackStalledNotification)
        // An observer registered under one name hears a post under the other.
        let center = NotificationCenter()
        final class Box: @unchecked Sendable { var heard = 0 }
        let box = Box()
        let token = center.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: nil) { _ in box.heard += 1 }
        center.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: nil)
        center.removeObserver(token)
        #expect(box.heard == 1)
    }
}
