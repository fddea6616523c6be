import WidgetShotKit

// WidgetShotPreviews stands in for Xcode previews: `#Preview` (via the extension builder's source
// transform) and `PreviewProvider`, with discovery of every preview in a module.
