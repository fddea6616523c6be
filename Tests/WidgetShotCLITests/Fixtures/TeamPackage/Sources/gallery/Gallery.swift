import WaterWidgets
import WidgetShotCLI

@main struct Gallery: WidgetShotCommand {
    static let widgets = MyWidgets()
}
