@_exported import WidgetShot
@_exported import WidgetShotSnapshotCore
