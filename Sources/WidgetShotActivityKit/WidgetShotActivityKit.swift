import WidgetShotUI

// WidgetShotActivityKit stands in for Apple's ActivityKit (the widget side of Live Activities).
