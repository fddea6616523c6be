import WidgetShotCairo
import WidgetShotUI

// WidgetShotUIKit stands in for the UIKit types widget code touches: `UIImage`, `UIColor`,
// `UIFont`, `UIFontMetrics`, `UIScreen`, `UIDevice`, `UIApplication`, `UITraitCollection`,
// `UIGraphicsImageRenderer`, `UIBezierPath`, `UIEdgeInsets`, and the SwiftUI bridges
// `Image(uiImage:)`, `Color(uiColor:)`, `Font(_: UIFont)`. Everything resolves against the render
// in progress: dynamic colours per colour scheme, `UIScreen.main` per device (`DeviceScreen`).
