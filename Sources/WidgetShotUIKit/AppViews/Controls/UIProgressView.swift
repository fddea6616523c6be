import Foundation

/// A bar showing progress — UIKit's `UIProgressView`.
open class UIProgressView: UIView, @unchecked Sendable {
    /// The bar's look — UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0, bar
    }
    /// The bar's style.
    open var progressViewStyle: Style = .default
    /// The progress, kept within 0…1.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    /// The filled part's tint.
    open var progressTintColor: UIColor?
    /// The unfilled part's tint.
    open var trackTintColor: UIColor?

    /// A progress view of a style.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }
    /// A progress view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A progress view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Sets the progress.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
