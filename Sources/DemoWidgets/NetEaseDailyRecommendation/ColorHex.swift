#if canImport(SwiftUI)
import SwiftUI
#else
import WidgetShotUI
#endif

extension Color {
    /// The NetEase app's colour helper: `Color(hex: 0xRRGGBB, alpha: 0.35)`.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, opacity: alpha)
    }
}
