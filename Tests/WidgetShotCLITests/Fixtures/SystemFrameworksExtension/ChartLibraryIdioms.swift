// Idioms of UIKit chart libraries that app frameworks link (issue 20, sweep 7:
// ivanschuetz/SwiftCharts in LoopKit/LoopCaregiver's widget packages): `UIView` subclasses that
// draw in `draw(_:)` with `UIGraphicsGetCurrentContext()`, shape and gradient layers with
// Core Animation animations, `CGLayer` stamps, attributed-string drawing, gesture recognizers
// and touch handlers. Compile-only: no chart view is on screen in a widget.
import UIKit

final class SparklineView: UIView, UIGestureRecognizerDelegate {
    var points: [CGPoint] = []
    var lineColor = UIColor.systemBlue
    private var pinch: UIPinchGestureRecognizer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(onTap(_:)))
        tap.numberOfTapsRequired = 2
        addGestureRecognizer(tap)
        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(onPinch(_:)))
        pinch.delegate = self
        addGestureRecognizer(pinch)
        self.pinch = pinch
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(onPan(_:))))
        contentScaleFactor = UIScreen.main.scale
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), points.count > 1 else { return }
        context.setStrokeColor(lineColor.cgColor)
        context.setLineWidth(2)
        context.move(to: points[0])
        points.dropFirst().forEach { context.addLine(to: $0) }
        context.strokePath()
        let dot = CGLayer(context, size: CGSize(width: 6, height: 6), auxiliaryInfo: nil)
        dot?.context?.setFillColor(lineColor.cgColor)
        dot?.context?.fillEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 6))
        if let dot { points.forEach { context.draw(dot, at: CGPoint(x: $0.x - 3, y: $0.y - 3)) } }
        let label = NSAttributedString(string: "max", attributes: [.font: UIFont.systemFont(ofSize: 9), .foregroundColor: UIColor.secondaryLabel])
        label.draw(at: CGPoint(x: rect.minX + 2, y: rect.minY + 2))
        ("min" as NSString).draw(in: CGRect(x: 2, y: rect.maxY - 12, width: 40, height: 12), withAttributes: [.font: UIFont.systemFont(ofSize: 9)])
    }

    @objc func onTap(_ sender: UITapGestureRecognizer) {
        let location = sender.location(in: self)
        if sender.state == .recognized, bounds.contains(location) { transform = .identity }
    }

    @objc func onPinch(_ sender: UIPinchGestureRecognizer) {
        transform = CGAffineTransform(scaleX: sender.scale, y: 1)
        sender.scale = 1
    }

    @objc func onPan(_ sender: UIPanGestureRecognizer) {
        let delta = sender.translation(in: self)
        transform = transform.translatedBy(x: delta.x / transform.a, y: 0)
        sender.setTranslation(.zero, in: self)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        gestureRecognizer === pinch
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if touch.tapCount == 1 { superview?.bringSubviewToFront(self) }
        print(touch.location(in: self), event?.allTouches?.count ?? 0)
    }

    func animateIn(duration: CFTimeInterval, delay: CFTimeInterval) {
        let line = CAShapeLayer()
        let path = UIBezierPath()
        points.enumerated().forEach { $0.offset == 0 ? path.move(to: $0.element) : path.addLine(to: $0.element) }
        line.path = path.cgPath
        line.strokeColor = lineColor.cgColor
        line.fillColor = UIColor.clear.cgColor
        line.lineJoin = CAShapeLayerLineJoin(rawValue: "round")
        line.lineCap = .round
        line.strokeEnd = 1
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = duration
        draw.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        draw.fillMode = CAMediaTimingFillMode.forwards
        draw.isRemovedOnCompletion = false
        draw.beginTime = CACurrentMediaTime() + delay
        line.add(draw, forKey: "strokeEndAnimation")
        layer.addSublayer(line)

        let fade = CAGradientLayer()
        fade.colors = [lineColor.withAlphaComponent(0.4).cgColor, UIColor.clear.cgColor]
        fade.frame = bounds
        let reveal = CABasicAnimation(keyPath: "bounds")
        reveal.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 0, height: bounds.height))
        reveal.toValue = NSValue(cgRect: bounds)
        fade.add(reveal, forKey: nil)
        layer.insertSublayer(fade, at: 0)
        let scale = contentScaleFactor * 2
        _ = DispatchTime.now() + Double(Int64(Double(delay) * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC) + Double(scale) * 0
    }
}

final class ChartLabel: UILabel {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        textAlignment = .center
    }
}
