import Foundation
import Testing
import WidgetShot
@testable import WidgetShotUIKit

/// UIKit drawing a chart library does (issue 20, sweep 7: SwiftCharts in LoopCaregiver's
/// packages) and the app screens a widget target compiles: string drawing, `CGLayer` stamps,
/// shape layers and animations, gesture recognizers, scroll/table/collection views and controls.
@Suite struct SDKEightDrawingAndScreensTests {
    private func renderer(_ size: CGSize) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format)
    }

    private func inkedColumns(_ image: UIImage, rows: Range<Int>? = nil) -> [Int] {
        let bitmap = image.bitmap
        return (0..<bitmap.width).filter { x in
            (rows ?? 0..<bitmap.height).contains { y in y < bitmap.height && bitmap.pixel(x: x, y: y).a > 100 }
        }
    }

    @Test func stringsDrawWhereTheyAreMeasured() throws {
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let size = ("WWW" as NSString).size(withAttributes: attributes)
        let image = renderer(CGSize(width: 200, height: 60)).image { _ in
            NSAttributedString(string: "WWW", attributes: attributes).draw(at: CGPoint(x: 10, y: 5))
        }
        let columns = inkedColumns(image)
        // Ink starts at the point and spans about the measured width; it is red.
        let first = try #require(columns.first), last = try #require(columns.last)
        #expect(abs(first - 10) <= 2 && abs(CGFloat(last - first) - size.width) <= 4, "\(first)…\(last), measured \(size.width)")
        let y = (0..<60).first { row in image.bitmap.pixel(x: first + 2, y: row).a > 100 } ?? 0
        let ink = image.bitmap.pixel(x: (first + last) / 2, y: y + Int(size.height / 2))
        #expect(y >= 5 && y < 5 + Int(size.height))
        #expect(ink.a < 100 || (ink.r > 150 && ink.g < 80), "\(ink)")
        // draw(in:) wraps within the rectangle and clips to it; nothing is drawn outside a UIKit context.
        let wrapped = renderer(CGSize(width: 60, height: 100)).image { _ in
            "one two three four five six".draw(in: CGRect(x: 0, y: 0, width: 60, height: 30), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        #expect(!inkedColumns(wrapped, rows: 0..<30).isEmpty && inkedColumns(wrapped, rows: 31..<100).isEmpty)
        ("outside" as NSString).draw(at: .zero, withAttributes: nil)
    }

    @Test func layersStampTheirContent() throws {
        let image = renderer(CGSize(width: 20, height: 10)).image { ctx in
            let context = ctx.cgContext
            let dot = try! #require(CGLayer(context, size: CGSize(width: 4, height: 4), auxiliaryInfo: nil))
            #expect(dot.size == CGSize(width: 4, height: 4))
            dot.context?.setFillColor(UIColor.blue.cgColor)
            dot.context?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.draw(dot, at: CGPoint(x: 2, y: 3))
            context.draw(dot, in: CGRect(x: 10, y: 0, width: 8, height: 8))
        }
        #expect(image.bitmap.pixel(x: 3, y: 4).b == 255 && image.bitmap.pixel(x: 1, y: 4).a == 0)
        #expect(image.bitmap.pixel(x: 17, y: 7).b == 255 && image.bitmap.pixel(x: 9, y: 7).a == 0)
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        #expect(CGLayer(context, size: .zero, auxiliaryInfo: nil) == nil)
    }

    @Test func shapeLayersAndAnimationsKeepWhatTheyAreGiven() throws {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1) && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.strokeEnd == 1 && shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(CAShapeLayerLineJoin(rawValue: "round") == .round && CAGradientLayer().startPoint == CGPoint(x: 0.5, y: 0))
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 0.5
        draw.fillMode = .forwards
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        shape.add(draw, forKey: "draw")
        let added = try #require(shape.animation(forKey: "draw") as? CABasicAnimation)
        // Added as a copy, with the same configuration; the model value is untouched.
        #expect(added !== draw && added.keyPath == "strokeEnd" && added.duration == 0.5 && added.fillMode == .forwards && added.toValue as? Int == 1)
        #expect(shape.strokeEnd == 1 && shape.animationKeys() == ["draw"])
        shape.add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
        #expect(shape.animationKeys()?.count == 2)
        shape.removeAllAnimations()
        #expect(shape.animationKeys() == nil)
        var points = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &points)
        #expect(points == [0.42, 0])
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSEC_PER_SEC == 1_000_000_000)
    }

    @Test func gestureRecognizersAttachAndRest() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let tap = UITapGestureRecognizer(target: view, action: Selector("onTap:"))
        let pan = UIPanGestureRecognizer()
        #expect(view.gestureRecognizers == nil)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 2 && tap.view === view && tap.state == .possible && tap.numberOfTapsRequired == 1)
        let other = UIView()
        other.addGestureRecognizer(tap)   // moves it
        #expect(view.gestureRecognizers?.count == 1 && tap.view === other)
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers == nil && pan.view == nil)
        pan.setTranslation(CGPoint(x: 5, y: 0), in: view)
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 0) && pan.velocity(in: view) == .zero)
        #expect(UILongPressGestureRecognizer().minimumPressDuration == 0.5 && UIPinchGestureRecognizer().scale == 1)
        #expect(UIView().contentScaleFactor == UIScreen.main.scale)
    }

    @Test func scrollTableAndCollectionViewsAskTheirDataSource() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource {
            var scrolled = 0
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .subtitle, reuseIdentifier: nil) }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.dataSource = source
        table.delegate = source
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3 && table.visibleCells.isEmpty)
        // The content offset is the bounds' origin; a programmatic scroll tells the delegate.
        table.contentOffset = CGPoint(x: 0, y: 40)
        #expect(table.bounds.origin.y == 40 && source.scrolled == 1)
        table.contentOffset = CGPoint(x: 0, y: 40)
        #expect(source.scrolled == 1)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0)).reuseIdentifier == "row")
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
        #expect(cell.detailTextLabel != nil && UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let scroll = UIScrollView()
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 3)
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10 && layout.scrollDirection == .vertical)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.dataSource = source
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 7)
        let controller = UITableViewController(style: .grouped)
        #expect(controller.tableView.style == .grouped && controller.tableView.dataSource === controller && controller.tableView.numberOfRows(inSection: 0) == 0)
    }

    @Test func controlsClampAndControllersNest() {
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 42
        #expect(slider.value == 10)
        // A new minimum above the value raises the value (UIKit's documentation of minimumValue).
        slider.maximumValue = 100
        slider.minimumValue = 20
        #expect(slider.value == 20)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        let segments = UISegmentedControl(items: ["Week", "Month"])
        segments.insertSegment(withTitle: "Year", at: 9, animated: false)
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Year" && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        let parent = UIViewController(), child = UIViewController()
        parent.title = "Stats"
        parent.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(parent.navigationItem.title == "Stats" && parent.navigationItem.rightBarButtonItems?.count == 1)
        parent.addChild(child)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        let navigation = UINavigationController(rootViewController: parent)
        parent.show(child, sender: nil)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === child)
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a); root.addSubview(b)
        root.bringSubviewToFront(a)
        #expect(root.subviews.last === a)
        b.tag = 7
        #expect(root.viewWithTag(7) === b && b.isDescendant(of: root))
    }
    @Test func stacksPasteboardAndShareSheetsKeepTheirState() {
        let a = UILabel(), b = UILabel()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.setCustomSpacing(8, after: a)
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2 && a.superview === stack)
        #expect(stack.customSpacing(after: a) == 8 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        // Removed from the arrangement it stays a subview; removed from the view it leaves both.
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 2)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom.rawValue == 4)
        let board = UIPasteboard(name: "test.\(UUID().uuidString)")
        #expect(board.string == nil && !board.hasStrings && board.numberOfItems == 0)
        board.strings = ["one", "two"]
        #expect(board.string == "one" && board.strings == ["one", "two"] && board.numberOfItems == 2 && board.changeCount == 1)
        board.url = URL(string: "https://example.com")
        #expect(board.hasURLs && !board.hasStrings && board.value(forPasteboardType: "public.url") as? URL == URL(string: "https://example.com"))
        var closed = false
        let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        share.completionWithItemsHandler = { _, _, _, _ in closed = true }
        share.excludedActivityTypes = [.airDrop]
        UIViewController().present(share, animated: true)
        #expect(!closed && share.activityItems.count == 1 && share.popoverPresentationController != nil)
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
    }
}
