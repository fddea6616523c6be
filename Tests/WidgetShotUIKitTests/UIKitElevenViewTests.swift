import Foundation
import Testing
import WidgetShot

/// uikit-11 (issue 20): what OneBusAway's OBAKitCore asks of UIKit views — layout margins and
/// guides, traits and iOS 17 trait change registration, label text drawing, button colours and
/// image views, collection view layout attributes, and the large content viewer.
@Suite struct UIKitElevenViewTests {
    @Test("layout margin, safe area and readable guides follow the view's bounds and margins")
    func layoutGuides() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        #expect(view.layoutMargins.left == 20 && view.layoutMargins.right == 10)
        #expect(view.readableContentGuide.layoutFrame.width == 170)
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
        let label = UILabel()
        view.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)])
        #expect(view.constraints.count == 1)
        let spaced = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 2)
        #expect(spaced.constant == 16 && spaced.relation == .equal && spaced.secondItem === label)
    }

    final class Observed: UIView, @unchecked Sendable {
        var calls: [UIUserInterfaceStyle] = []
        func observe() {
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous) in
                self.calls.append(previous.userInterfaceStyle)
            }
        }
    }

    @Test("trait change handlers run with the previous traits when an ancestor's appearance changes")
    func traitChanges() {
        let parent = UIView(), child = Observed()
        parent.addSubview(child)
        child.observe()
        let sizeOnly = child.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: UIView, _: UITraitCollection) in
            Issue.record("the size class did not change")
        }
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.calls == [.light])
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.calls.count == 1)
        child.unregisterForTraitChanges(sizeOnly)
        #expect(child.traitCollection.horizontalSizeClass != .unspecified && child.traitCollection.verticalSizeClass == .regular)
        #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    }

    final class Inset: UILabel, @unchecked Sendable {
        var drawnIn: CGRect?
        override func drawText(in rect: CGRect) {
            drawnIn = rect
            super.drawText(in: rect.inset(by: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)))
        }
    }

    @Test("a label measures its text and draws it through drawText(in:)")
    func labelText() {
        let label = Inset(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Route 44"
        let size = label.intrinsicContentSize
        #expect(size.width > 30 && size.height >= 17)
        #expect(label.lineBreakMode == .byTruncatingTail && !label.adjustsFontSizeToFitWidth)
        let image = UIGraphicsImageRenderer(size: label.bounds.size).image { context in label.layer.render(in: context.cgContext) }
        #expect(label.drawnIn == label.bounds)
        #expect(image.size == label.bounds.size)
    }

    @Test("buttons keep title colours per state and show their image in an image view")
    func buttons() {
        let button = UIButton(type: .system)
        #expect(button.currentTitleColor == button.tintColor)
        button.setTitleColor(.red, for: .normal)
        button.isEnabled = false
        #expect(button.titleColor(for: .disabled) == .red && button.titleLabel?.textColor == .red)
        let image = UIImage(systemName: "chevron.compact.down")
        button.setImage(image, for: .normal)
        #expect(button.imageView?.image === image)
        button.largeContentImage = image
        button.showsLargeContentViewer = true
        let interaction = UILargeContentViewerInteraction()
        button.addInteraction(interaction)
        #expect(interaction.view === button && button.interactions.count == 1)
        button.removeInteraction(interaction)
        #expect(interaction.view == nil && button.largeContentImage === image)
    }

    @Test("layout attributes copy; supplementary views are registered and dequeued by kind")
    func collectionAttributes() {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 0, y: 10, width: 320, height: 44)
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        #expect(copy?.frame == attributes.frame && copy?.representedElementCategory == .supplementaryView)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 withReuseIdentifier: "header", for: attributes.indexPath)
        header.apply(attributes)
        #expect(header.reuseIdentifier == "header" && header.frame == attributes.frame)
        let cell = UICollectionViewCell()
        #expect(cell.preferredLayoutAttributesFitting(attributes) === attributes)
        #expect(cell.contentView.systemLayoutSizeFitting(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 0))
    }
}
