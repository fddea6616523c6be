import Foundation

/// A spinning-wheel list of rows in one or more components — UIKit's `UIPickerView`. Nothing
/// spins in a render: the data source is asked for the components and rows, and the selected
/// rows are what code selects (a new component selects row 0, as UIKit shows it).
open class UIPickerView: UIView, @unchecked Sendable {
    /// The object giving the components and rows.
    open weak var dataSource: UIPickerViewDataSource?
    /// The object giving titles and told of selections (selecting in code tells it nothing, as in UIKit).
    open weak var delegate: UIPickerViewDelegate?
    /// Whether the selection bar shows (ignored since iOS 7, kept).
    open var showsSelectionIndicator = false
    private var selected: [Int: Int] = [:]

    /// The number of components (the data source's answer; 0 without one).
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }
    /// The number of rows in a component.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }
    /// The selected row of a component (−1 when the component has no rows, as UIKit answers).
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selected[component] ?? 0, rows - 1)
    }
    /// Selects a row of a component (kept within the component's rows).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selected[component] = min(max(row, 0), rows - 1)
    }
    /// Asks the data source again for every component (selections are kept within the new rows).
    open func reloadAllComponents() {}
    /// Asks the data source again for one component.
    open func reloadComponent(_ component: Int) {}
    /// The size of a row: the delegate's width and height for the component, else the picker's
    /// width shared by the components and UIKit's 32 pt row.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: delegate?.pickerView(self, widthForComponent: component) ?? defaultComponentWidth,
               height: delegate?.pickerView(self, rowHeightForComponent: component) ?? 32)
    }
    /// An equal share of the picker's width.
    var defaultComponentWidth: CGFloat { bounds.width / CGFloat(max(numberOfComponents, 1)) }
    /// The view the delegate gave for a row (none is made here: nothing is drawn).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }
}

/// What a picker view asks for its components and rows — UIKit's `UIPickerViewDataSource`.
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks for its rows' content and tells of selections — UIKit's
/// `UIPickerViewDelegate` (every method optional; `nil` answers mean UIKit's defaults).
public protocol UIPickerViewDelegate: AnyObject {
    /// A row's title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's attributed title.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A row's view.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// A row was selected by the user.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// A component's width (UIKit's default: an equal share of the picker's width).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height (UIKit's default: 32 pt).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView { UIView() }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { pickerView.defaultComponentWidth }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}
