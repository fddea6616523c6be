import Foundation

// WidgetShotOSLog stands in for Apple's OSLog framework (the parts widget code uses).
