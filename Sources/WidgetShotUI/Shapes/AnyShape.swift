import Foundation

/// "A type-erased shape value" — SwiftUI's `AnyShape` (iOS 16,
/// https://developer.apple.com/documentation/swiftui/anyshape), for choosing between shapes of
/// different types (`flag ? AnyShape(ContainerRelativeShape()) : AnyShape(Rectangle())`). It
/// draws and sizes exactly as the shape it wraps: the path is asked for at draw time, so
/// environment-dependent shapes such as ``ContainerRelativeShape`` keep following their container.
public struct AnyShape: Shape, @unchecked Sendable {
    private let pathIn: (CGRect) -> Path
    private let sizing: (ProposedViewSize) -> CGSize

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}
