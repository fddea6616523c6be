// App screens shared with the widget target, as WidgetWeaver's noise machine compiles its
// settings view and audio-session code into its widget extension (sweep 5, issue 20): a preset
// `Menu`, a `ControlGroup` of layer actions, a `DisclosureGroup` of equaliser sliders, `Slider`s,
// and AVAudioSession's preferred rates, interruption and route-change keys and error codes.
import AVFoundation
import SwiftUI

struct NoiseMixerSettings: View {
    @State private var volume = 0.6
    @State private var lowShelf: Float = 0
    @State private var expandedEQ: Set<Int> = [0]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Menu {
                Button("Rain") {}
                Button("Brown noise") {}
            } label: {
                Label("Presets", systemImage: "sparkles")
            }
            .buttonStyle(.bordered)
            Menu("More", systemImage: "ellipsis.circle") { Button("Reset") {} }

            ControlGroup {
                Button { } label: { Label("Copy", systemImage: "doc.on.doc") }
                Button { } label: { Label("Paste", systemImage: "doc.on.clipboard") }
            }
            .controlSize(.small)

            Slider(value: $volume, in: 0...1, onEditingChanged: { _ in })
            DisclosureGroup(
                isExpanded: Binding(
                    get: { expandedEQ.contains(0) },
                    set: { if $0 { expandedEQ.insert(0) } else { expandedEQ.remove(0) } }
                )
            ) {
                Slider(value: $lowShelf, in: -12...12, step: 0.5) { Text("Low shelf") }
            } label: {
                Text("Equaliser")
            }
            DisclosureGroup("Glossary") { Text("A layer is one noise source.") }
        }
        .padding()
    }
}

enum NoiseSession {
    static func configure() -> String {
        let session = AVAudioSession.sharedInstance()
        do {
            try session.setCategory(.playback, options: [.mixWithOthers])
            try session.setPreferredSampleRate(48_000)
            try session.setPreferredIOBufferDuration(0.01)
        } catch {
            return "configure failed"
        }
        let outputs = session.currentRoute.outputs.map { "\($0.portType.rawValue):\($0.portName)" }
        return "sr=\(session.preferredSampleRate) io=\(String(format: "%.4f", session.ioBufferDuration)) outputs=\(outputs)"
    }

    static func handleInterruption(_ n: Notification) -> Bool {
        guard let typeRaw = n.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: typeRaw) else { return false }
        let optionsRaw = n.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt
        return type == .ended && AVAudioSession.InterruptionOptions(rawValue: optionsRaw ?? 0).contains(.shouldResume)
    }

    static func isTransient(_ error: Error) -> Bool {
        let ns = error as NSError
        guard ns.domain == "AVAudioSessionErrorDomain", let code = AVAudioSession.ErrorCode(rawValue: ns.code) else { return false }
        switch code {
        case .isBusy, .cannotStartPlaying: return true
        default: return false
        }
    }

    static let observedNames: [Notification.Name] = [
        AVAudioSession.interruptionNotification, AVAudioSession.routeChangeNotification, AVAudioSession.mediaServicesWereResetNotification,
    ]
    static func reason(_ n: Notification) -> AVAudioSession.RouteChangeReason? {
        (n.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt).flatMap(AVAudioSession.RouteChangeReason.init(rawValue:))
    }
}
