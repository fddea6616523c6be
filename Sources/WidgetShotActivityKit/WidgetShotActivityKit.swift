import WidgetShotUI

// WidgetShotActivityKit stands in for Apple's ActivityKit (the widget side of Live Activities):
// `ActivityAttributes`, `ActivityContent`, and `Activity` whose calls are recorded in `ActivityLog`.
// The views (`ActivityConfiguration`, `DynamicIsland`) are WidgetKit's and live in WidgetShotKit.
