import WidgetShot

/// Every demo widget, as an app's widget extension would declare them (`@main` on iOS).
///
/// ```swift
/// for widget in DemoWidgetBundle().widgets { print(widget.kind, widget.supportedFamilies) }
/// ```
public struct DemoWidgetBundle: WidgetBundle {
    /// Creates the bundle.
    public init() {}

    /// NetEase 每日推荐 (seed 001), Ctrip 特价机票 (seed 002), Kuwo 复古磁带机 (seed 003) and the
    /// flight-status widget (seed 004) with its boarding-countdown Live Activity and control.
    public var body: some Widget {
        NetEaseDailyWidget()
        CtripFlightWidget()
        KuwoTapeWidget()
        FlightStatusWidget()
        BoardingLiveActivity()
        BoardingCountdownControl()
    }
}
