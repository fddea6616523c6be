@_exported import WidgetShotUI
@_exported import WidgetShotCairo
@_exported import WidgetShotKit
