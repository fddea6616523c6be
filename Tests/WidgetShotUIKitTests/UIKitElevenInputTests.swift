import Foundation
import Testing
import WidgetShot

/// uikit-11 (issue 20): what LoopKit's LoopKitUI asks of UIKit — text input traits and text
/// ranges, custom keyboards, table editing, property animators, Core Animation transactions,
/// nibs, toolbars and orientation masks.
@Suite struct UIKitElevenInputTests {
    @Test("a text field keeps keyboard traits and selects text by ranges")
    func textRanges() throws {
        let field = UITextField()
        #expect(field.keyboardType == .default && field.autocapitalizationType == .sentences && field.returnKeyType == .default)
        field.keyboardType = .decimalPad
        field.autocorrectionType = .no
        #expect(field.keyboardType == .decimalPad && field.autocorrectionType == .no)
        field.text = "120 mg/dL"
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 9)
        let all = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        field.selectedTextRange = all
        #expect(field.selectedTextRange.flatMap(field.text(in:)) == "120 mg/dL")
        let three = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        #expect(field.position(from: three, offset: 20) == nil)
        #expect(field.textRange(from: field.beginningOfDocument, to: three).flatMap(field.text(in:)) == "120")
        field.inputView = UIDatePicker()
        #expect(field.inputView is UIDatePicker)
    }

    @Test("a custom keyboard's proxy is attached to no document; an input view keeps its style")
    func customKeyboard() {
        let controller = UIInputViewController()
        controller.textDocumentProxy.insertText("🍎")
        #expect(!controller.textDocumentProxy.hasText && controller.textDocumentProxy.documentContextBeforeInput == nil)
        let input = UIInputView(frame: .zero, inputViewStyle: .keyboard)
        controller.inputView = input
        #expect(controller.inputView === input && input.inputViewStyle == .keyboard)
    }

    @Test("a table view controller toggles editing and its edit button's title")
    func editing() {
        let controller = UITableViewController(style: .plain)
        #expect(controller.editButtonItem.title == "Edit" && !controller.isEditing)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.editButtonItem.title == "Done")
        #expect(controller.tableView.endEditing(true))
        #expect(controller.supportedInterfaceOrientations.contains(.portrait))
        #expect(UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    }

    @Test("a property animator applies its changes when started and completes at the end")
    @MainActor func propertyAnimator() async {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.5) { view.alpha = 0.2 }
        let finished = await withCheckedContinuation { (done: CheckedContinuation<UIViewAnimatingPosition, Never>) in
            animator.addCompletion { done.resume(returning: $0) }
            animator.startAnimation()
            #expect(view.alpha == 0.2 && animator.state == .active)
        }
        #expect(finished == .end && animator.state == .inactive && !animator.isRunning)
        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        stopped.addCompletion { _ in Issue.record("a stopped animator does not complete") }
        stopped.startAnimation()
        stopped.stopAnimation(true)
        #expect(stopped.state == .inactive)
    }

    @Test("transaction values nest, and completion blocks run when the outermost transaction commits")
    func transactions() {
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { order.append("outer") }
        CATransaction.begin()
        #expect(CATransaction.disableActions())
        CATransaction.setAnimationDuration(1)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25 && order.isEmpty)
        CATransaction.commit()
        #expect(order == ["outer"] && !CATransaction.disableActions())
    }

    @Test("nibs register with table views; toolbars keep their items")
    func nibsAndToolbars() {
        let table = UITableView()
        table.register(UINib(nibName: "GlucoseRangeTableViewCell", bundle: nil), forCellReuseIdentifier: "range")
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        toolbar.setItems([UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                          UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: false)
        #expect(toolbar.items?.count == 2 && toolbar.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
    }
}
