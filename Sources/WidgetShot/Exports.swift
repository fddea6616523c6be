@_exported import WidgetShotUI
@_exported import WidgetShotCairo
