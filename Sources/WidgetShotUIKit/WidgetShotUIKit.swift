import WidgetShotUI

// WidgetShotUIKit stands in for the UIKit types widget code touches (UIImage, UIColor, UIFont…).
