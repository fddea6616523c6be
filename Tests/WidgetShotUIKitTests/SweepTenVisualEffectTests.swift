import Foundation
import Testing
import WidgetShot

/// Littleor/iWidget's widget target compiles a `UIViewRepresentable` that wraps a
/// `UIVisualEffectView(effect: UIBlurEffect(style:))` under the view, pinned with anchors.
@MainActor struct SweepTenVisualEffectTests {
    struct Frosted: UIViewRepresentable {
        let style: UIBlurEffect.Style
        func makeUIView(context: Context) -> UIView {
            let host = UIView(frame: .zero)
            host.backgroundColor = .clear
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
            blur.translatesAutoresizingMaskIntoConstraints = false
            host.insertSubview(blur, at: 0)
            NSLayoutConstraint.activate([
                blur.widthAnchor.constraint(equalTo: host.widthAnchor),
                blur.heightAnchor.constraint(equalTo: host.heightAnchor),
            ])
            return host
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func anEffectViewKeepsItsEffectAndContentView() {
        let blur = UIBlurEffect(style: .systemThinMaterialDark)
        let view = UIVisualEffectView(effect: blur)
        #expect((view.effect as? UIBlurEffect)?.style == .systemThinMaterialDark)
        #expect(view.contentView.superview === view)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        vibrancy.effect = nil
        #expect(vibrancy.effect == nil)
        #expect(UIBlurEffect.Style.regular.rawValue == 4 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        _ = Frosted(style: .systemUltraThinMaterial)
    }
}
