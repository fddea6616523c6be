import Testing
@testable import WidgetShotBuild
