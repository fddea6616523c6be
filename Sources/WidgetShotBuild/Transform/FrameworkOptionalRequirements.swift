import Foundation

/// Delegate and data-source methods that are `@objc optional` requirements of Apple's protocols
/// (UIKit, MapKit, Core Location, …). WidgetShot's stand-in protocols declare them as plain
/// requirements with default implementations (Swift on Linux has no optional requirements), so
/// `textField.delegate?.textFieldDidEndEditing?(textField)` — which LoopKitUI writes — fails with
/// "cannot use optional chaining on non-optional value". ``ObjCOptionalRequirementRewrite`` drops
/// the `?` of such a call when its receiver is named like a delegate or data source
/// (`delegate?.`, `scrollDelegate.`, `dataSource?.`): the same behaviour, since the default
/// implementation does what iOS does for a conformer that leaves the method out (nothing, or the
/// documented default answer).
///
/// Generic base names (`action`, `draw`, `request`, `session`, `controller`, `application`) are
/// left out: an app's own delegate protocol may have closure properties called that.
enum FrameworkOptionalRequirements {
    /// Base names of optional requirements in the stand-in delegate and data-source protocols.
    static let names: Set<String> = [
        // UITextFieldDelegate, UITextViewDelegate
        "textField", "textFieldDidBeginEditing", "textFieldDidEndEditing", "textFieldShouldBeginEditing",
        "textFieldShouldClear", "textFieldShouldEndEditing", "textFieldShouldReturn",
        "textView", "textViewDidBeginEditing", "textViewDidChange", "textViewDidEndEditing",
        "textViewShouldBeginEditing", "textViewShouldEndEditing",
        // UIScrollViewDelegate
        "scrollViewDidEndDecelerating", "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation",
        "scrollViewDidScroll", "scrollViewDidScrollToTop", "scrollViewDidZoom", "scrollViewShouldScrollToTop",
        "scrollViewWillBeginDecelerating", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "viewForZooming",
        // UITableView / UICollectionView / UIPickerView delegates and data sources
        "tableView", "collectionView", "numberOfSections", "pickerView",
        // UISearchBarDelegate
        "searchBar", "searchBarShouldBeginEditing", "searchBarTextDidBeginEditing", "searchBarShouldEndEditing",
        "searchBarTextDidEndEditing", "searchBarSearchButtonClicked", "searchBarCancelButtonClicked",
        // UIGestureRecognizerDelegate, container delegates
        "gestureRecognizer", "gestureRecognizerShouldBegin", "splitViewController", "tabBarController",
        // MapKit, Core Location, Core Animation, notifications
        "mapView", "mapViewDidChangeVisibleRegion", "mapViewDidFailLoadingMap", "mapViewDidFinishLoadingMap",
        "mapViewDidFinishRenderingMap", "mapViewDidStopLocatingUser", "mapViewWillStartLoadingMap",
        "mapViewWillStartLocatingUser", "mapViewWillStartRenderingMap",
        "locationManager", "locationManagerDidChangeAuthorization",
        "animationDidStart", "animationDidStop", "userNotificationCenter",
        // URLSessionDelegate and its task, data and download delegates (Nuke's DataLoader:
        // `(delegate as? URLSessionTaskDelegate)?.urlSession?(session, task: task, …)`)
        "urlSession", "urlSessionDidFinishEvents",
    ]

    /// `receiver.name?(` → `receiver.name(` for the names above, where the receiver's name ends
    /// in `delegate`/`Delegate`/`dataSource`/`DataSource` (optionally chained), or the receiver
    /// is a parenthesised cast to such a protocol (`(delegate as? URLSessionTaskDelegate)?.`).
    static func rewriteCalls(in line: String) -> String {
        guard line.contains("?("), line.contains("elegate") || line.contains("ataSource") else { return line }
        var out = line
        for name in names where out.contains(name + "?(") {
            out = out.replacingOccurrences(of: #"(?<=(?:[dD]elegate|[dD]ataSource)\)?[?!]?\.)\#(name)\?\("#, with: "\(name)(",
                                           options: .regularExpression)
        }
        return out
    }
}
