// Sweep 6 (Vietdz123/Learning-Widget): an app file the widget target also compiles wraps a UIKit
// player controller for SwiftUI and observes the end of playback by its Objective-C era name.
// Compile-only: nothing here is drawn.
import SwiftUI
import UIKit
import AVFoundation

struct SoundPlayerWrapper: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SoundPlayerController {
        SoundPlayerController()
    }

    func updateUIViewController(_ uiViewController: SoundPlayerController, context: Context) {
        _ = context.environment.colorScheme
    }
}

final class SoundPlayerController: UIViewController {
    let player = AVPlayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: nil) { _ in }
        NotificationCenter.default.addObserver(self, selector: #selector(playSample), name: Notification.Name("PlaySample"), object: nil)
    }

    @objc func playSample() {
        player.replaceCurrentItem(with: AVPlayerItem(url: URL(string: "https://example.com/sample.mp3")!))
        player.play()
    }
}

/// A UIKit label with a coordinator, sized by SwiftUI's proposal.
struct CaptionLabel: UIViewRepresentable {
    var text: String

    final class Coordinator {
        var updates = 0
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        context.coordinator.updates += 1
        uiView.text = text
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
        coordinator.updates = 0
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 100, height: 20)
    }
}

struct PlayerCard: View {
    var body: some View {
        VStack {
            CaptionLabel(text: "Now playing")
            SoundPlayerWrapper().frame(height: 40)
        }
    }
}
