import Foundation

/// How a change animates — SwiftUI's `Animation`.
///
/// Widgets are rendered as still images: WidgetShot draws every view in its final state, so an
/// animation only records its description. On iOS 17, WidgetKit animates between timeline
/// entries with these animations (transitions, content transitions) for up to a couple of
/// seconds; what ends on screen is the state WidgetShot draws. Continuous animations
/// (`repeatForever`) never run in widgets; using one is linted.
///
/// ```swift
/// Text(entry.line)
///     .id(entry.line)
///     .transition(.push(from: .bottom))
///     .animation(.easeInOut(duration: 0.6), value: entry.line)
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// A readable description: "easeInOut(duration: 0.6)", "spring(...).delay(0.2)".
    public let description: String
    /// Whether the animation repeats forever (widgets never show that).
    let repeatsForever: Bool

    init(_ description: String, repeatsForever: Bool = false) {
        self.description = description
        self.repeatsForever = repeatsForever
    }

    private static func d(_ v: Double) -> String { PlacedTree.describe(v) }

    /// The default animation (a smooth spring since iOS 17).
    public static let `default` = Animation("default")
    /// A linear animation with the default duration (0.35 s).
    public static let linear = Animation("linear")
    /// An ease-in animation with the default duration.
    public static let easeIn = Animation("easeIn")
    /// An ease-out animation with the default duration.
    public static let easeOut = Animation("easeOut")
    /// An ease-in-out animation with the default duration.
    public static let easeInOut = Animation("easeInOut")
    /// A spring with the default response and damping.
    public static let spring = Animation("spring")
    /// A spring with no bounce.
    public static let smooth = Animation("smooth")
    /// A spring with a small bounce.
    public static let snappy = Animation("snappy")
    /// A spring with a visible bounce.
    public static let bouncy = Animation("bouncy")
    /// A quick, interactive spring.
    public static let interactiveSpring = Animation("interactiveSpring")

    /// A linear animation of `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(d(duration)))") }
    /// An ease-in animation of `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(d(duration)))") }
    /// An ease-out animation of `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(d(duration)))") }
    /// An ease-in-out animation of `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(d(duration)))") }
    /// A cubic Bézier timing curve.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation("timingCurve(\(d(p1x)), \(d(p1y)), \(d(p2x)), \(d(p2y)), duration: \(d(duration)))")
    }
    /// A spring by response and damping fraction.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(d(response)), dampingFraction: \(d(dampingFraction)))")
    }
    /// A spring by perceptual duration and bounce (iOS 17). Disfavoured so that `.spring()`
    /// (every argument defaulted, as iOS 13–16 code writes it) means the classic spring above
    /// rather than being ambiguous.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(d(duration)), bounce: \(d(bounce)))")
    }
    /// An interactive spring by response and damping fraction.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(d(response)), dampingFraction: \(d(dampingFraction)))")
    }
    /// An interactive spring by duration and extra bounce (iOS 17); disfavoured like
    /// `spring(duration:bounce:blendDuration:)`, so `.interactiveSpring()` is not ambiguous.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(duration: \(d(duration)), extraBounce: \(d(extraBounce)))")
    }
    /// A spring by physical parameters.
    public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double = 1, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(stiffness: \(d(stiffness)), damping: \(d(damping)))")
    }
    /// A smooth spring of `duration` (iOS 17).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(d(duration)), extraBounce: \(d(extraBounce)))")
    }
    /// A snappy spring of `duration` (iOS 17).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(d(duration)), extraBounce: \(d(extraBounce)))")
    }
    /// A bouncy spring of `duration` (iOS 17).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(d(duration)), extraBounce: \(d(extraBounce)))")
    }

    /// This animation started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { Animation(description + ".delay(\(Self.d(delay)))", repeatsForever: repeatsForever) }
    /// This animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(description + ".speed(\(Self.d(speed)))", repeatsForever: repeatsForever) }
    /// This animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(description + ".repeatCount(\(repeatCount))", repeatsForever: repeatsForever)
    }
    /// This animation repeated forever (never shown by widgets).
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(description + ".repeatForever()", repeatsForever: true) }
}

/// Runs `body` (widgets draw its result without animating) — SwiftUI's `withAnimation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The context of a state change — SwiftUI's `Transaction`. Kept for source compatibility: a
/// widget render has no changes to animate.
public struct Transaction {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations are disabled for the change.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction.
    public var isContinuous = false
    /// An empty transaction.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in a transaction (widgets draw its result).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Animates changes of `value` with `animation`. Widgets draw the final state (WidgetKit
    /// animates between entries on iOS 17; a `repeatForever` animation is linted, as widgets do
    /// not run continuous animations).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(MotionModifier(note: animation?.repeatsForever == true ? Self.foreverNote(animation!) : nil))
    }
    /// Animates every change in this view (deprecated in SwiftUI; drawn in the final state).
    public func animation(_ animation: Animation?) -> some View {
        modifier(MotionModifier(note: animation?.repeatsForever == true ? Self.foreverNote(animation!) : nil))
    }
    /// Changes the transaction of changes in this view (no effect on a still render).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(MotionModifier(note: nil))
    }

    static func foreverNote(_ animation: Animation) -> String {
        "animation \(animation.description): widgets do not run continuous animations; drawn in its final state"
    }
}

/// Leaves the content as drawn, recording why iOS would not show a motion (if it would not).
struct MotionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let note: String?
    func resolve(_ content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        if let note { for n in nodes { n.noteStatic(note) } }
        return nodes
    }
}
