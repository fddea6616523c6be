import WidgetShot

/// The seed widgets' views, exposed for the command-line tool and tests until the WidgetKit
/// layer (widgets, providers, entries) exists.
public enum DemoViews {
    /// NetEase Cloud Music "每日推荐" small widget (seed 001).
    public static var netEaseDailyRecommendation: some View { WidgetSmallView() }
}
