import Foundation

// WidgetShotCoreData stands in for Apple's CoreData framework (the parts widget code uses).
