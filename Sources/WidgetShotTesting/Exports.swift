@_exported import WidgetShot
