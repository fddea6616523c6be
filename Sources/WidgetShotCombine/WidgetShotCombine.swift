// WidgetShotCombine stands in for Apple's Combine (on top of OpenCombine).
@_exported import OpenCombine
