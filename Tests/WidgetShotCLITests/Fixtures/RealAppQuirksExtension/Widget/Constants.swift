import SwiftUI

enum WidgetConstants {
    static let kind = "Quirks"
    static let title = "Quirks"
}

// Declared before Xcode 15 generated asset symbols; Xcode builds it (the extension build skips
// the generated Color.brandBlue).
extension Color {
    static let brandBlue = Color("brandBlue")
}
