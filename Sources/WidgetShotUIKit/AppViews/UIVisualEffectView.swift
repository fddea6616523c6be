import Foundation
import WidgetShotUI

/// An effect a ``UIVisualEffectView`` applies — UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur of the content behind a view — UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's intensity and tint — UIKit's `UIBlurEffect.Style` (raw values as in UIKit).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2   // 3 is tvOS's extraDark
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8
        case systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The blur's style.
    public let style: Style

    /// A blur of a style.
    public init(style: Style) { self.style = style }
}

/// Vibrant content over a blur — UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// A vibrancy effect for content placed over `blurEffect`.
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
}

/// A view that blurs what is behind it — UIKit's `UIVisualEffectView`.
///
/// Compile-only like ``UIView``: WidgetKit does not draw UIKit views in a widget (a widget's
/// `UIViewRepresentable` shows nothing), so the effect and the content view are kept, not drawn.
open class UIVisualEffectView: UIView, @unchecked Sendable {
    /// The effect (a blur or vibrancy), or nil for none.
    open var effect: UIVisualEffect?
    /// The view to add subviews to, sized with the effect view.
    public let contentView: UIView

    /// An effect view with an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }
    /// An effect view from an archive (no effect).
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }
}
