import SwiftUI

/// The package's palette, a target of its own that TravelUI depends on.
public enum TravelStyle {
    public static let accent = Color.orange.opacity(0.3)
}
