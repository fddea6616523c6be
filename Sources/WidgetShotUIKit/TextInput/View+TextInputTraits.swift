import Foundation
import WidgetShotUI

// SwiftUI's view modifiers that take UIKit's text input types (they live in SwiftUI on iOS;
// here in the UIKit module, which owns the types). They choose the keyboard and AutoFill for
// text fields in the view; no keyboard appears in a widget render, so the view draws unchanged,
// as on a device before anyone types.

extension View {
    /// The keyboard for text fields in this view (SwiftUI's `keyboardType(_:)`).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// What text fields in this view hold, for AutoFill (SwiftUI's `textContentType(_:)`).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// When letters are capitalised in text fields in this view (SwiftUI's `autocapitalization(_:)`,
    /// deprecated in iOS 16).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}
