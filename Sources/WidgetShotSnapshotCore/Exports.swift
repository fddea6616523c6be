// Snapshot verification, pixel and geometry diffs, reports and the review loop, without a test
// framework: what the `widgetshot` CLI links (so it loads neither libTesting nor libXCTest, issue 21).
// `WidgetShotTesting` adds the assertions for Swift Testing and XCTest on top.
@_exported import WidgetShot
