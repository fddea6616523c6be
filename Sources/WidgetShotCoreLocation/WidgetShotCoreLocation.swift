import Foundation

// WidgetShotCoreLocation stands in for Apple's CoreLocation framework (the parts widget code uses).
