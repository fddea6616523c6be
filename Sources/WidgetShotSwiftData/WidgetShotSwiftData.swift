import Foundation

// WidgetShotSwiftData stands in for Apple's SwiftData framework (the parts widget code uses).
