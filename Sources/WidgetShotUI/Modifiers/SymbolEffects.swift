import Foundation

// The Symbols framework's effects (iOS 17/18), which `import SwiftUI` brings in:
// https://developer.apple.com/documentation/symbols and
// https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:).
// A widget is an image: iOS does not animate symbol effects in widgets, so a render draws the
// symbol at rest. Guess (Apple is silent on widget rest states): every effect's rest state is the
// plain symbol, so these modifiers leave the view as it is.

/// An effect that can animate an SF Symbol — Symbols' `SymbolEffect`.
public protocol SymbolEffect: Hashable, Sendable {
    /// The effect's configuration, for reports ("pulse.byLayer").
    var configuration: String { get }
}
/// An effect that runs until it is made inactive (`.pulse`, `.variableColor`…).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once per change of a value (`.bounce`…).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol (`.appear`, `.disappear`).
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another (`.replace`).
public protocol ContentTransitionSymbolEffect {}

/// Options for symbol effects — Symbols' `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Preferred repetition: nil (the effect's default), a count, or indefinitely (`Int.max`).
    var repeatCount: Int?
    /// The speed multiplier.
    var speedFactor: Double = 1

    /// How a repeating effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        let count: Int?
        /// Repeats indefinitely with continuous animations where available.
        public static let continuous = RepeatBehavior(count: .max)
        /// Repeats indefinitely, playing the effect at regular intervals.
        public static let periodic = RepeatBehavior(count: .max)
        /// Repeats `count` times at regular intervals (`delay` seconds apart).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(count: count ?? .max) }
    }

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Prefers to repeat indefinitely.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Prefers not to repeat.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// Prefers to repeat `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// Prefers a repeat behavior (iOS 18).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: behavior.count) }
    /// Plays at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    /// These options, repeating indefinitely.
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = .max } }
    /// These options, not repeating.
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1 } }
    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.repeatCount = count } }
    /// These options with a repeat behavior (iOS 18).
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { with { $0.repeatCount = behavior.count } }
    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speedFactor = speed } }
    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions { var o = self; change(&o); return o }
}

/// Declares a symbol effect struct whose chained variants (`.byLayer`, `.up`…) append to its name.
private protocol ChainedSymbolEffect: SymbolEffect { init(configuration: String) }
extension ChainedSymbolEffect {
    func adding(_ part: String) -> Self { Self(configuration: configuration + "." + part) }
}

/// Pulses the symbol's opacity (`.pulse`).
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    /// Animates each layer separately.
    public var byLayer: PulseSymbolEffect { adding("byLayer") }
    /// Animates the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { adding("wholeSymbol") }
}
/// Bounces the symbol (`.bounce`).
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var up: BounceSymbolEffect { adding("up") }
    public var down: BounceSymbolEffect { adding("down") }
    public var byLayer: BounceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BounceSymbolEffect { adding("wholeSymbol") }
}
/// Lights a variable-colour symbol's layers in turn (`.variableColor`).
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}
/// Scales the symbol (`.scale`).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var up: ScaleSymbolEffect { adding("up") }
    public var down: ScaleSymbolEffect { adding("down") }
    public var byLayer: ScaleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ScaleSymbolEffect { adding("wholeSymbol") }
}
/// Shows the symbol (`.appear`).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var up: AppearSymbolEffect { adding("up") }
    public var down: AppearSymbolEffect { adding("down") }
    public var byLayer: AppearSymbolEffect { adding("byLayer") }
    public var wholeSymbol: AppearSymbolEffect { adding("wholeSymbol") }
}
/// Hides the symbol (`.disappear`).
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var up: DisappearSymbolEffect { adding("up") }
    public var down: DisappearSymbolEffect { adding("down") }
    public var byLayer: DisappearSymbolEffect { adding("byLayer") }
    public var wholeSymbol: DisappearSymbolEffect { adding("wholeSymbol") }
}
/// Replaces one symbol with another (`.replace`).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var downUp: ReplaceSymbolEffect { adding("downUp") }
    public var upUp: ReplaceSymbolEffect { adding("upUp") }
    public var offUp: ReplaceSymbolEffect { adding("offUp") }
    public var byLayer: ReplaceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ReplaceSymbolEffect { adding("wholeSymbol") }
}
/// Breathes the symbol (`.breathe`, iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var plain: BreatheSymbolEffect { adding("plain") }
    public var pulse: BreatheSymbolEffect { adding("pulse") }
    public var byLayer: BreatheSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BreatheSymbolEffect { adding("wholeSymbol") }
}
/// Rotates the symbol (`.rotate`, iOS 18).
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var clockwise: RotateSymbolEffect { adding("clockwise") }
    public var counterClockwise: RotateSymbolEffect { adding("counterClockwise") }
    public var byLayer: RotateSymbolEffect { adding("byLayer") }
    public var wholeSymbol: RotateSymbolEffect { adding("wholeSymbol") }
}
/// Wiggles the symbol (`.wiggle`, iOS 18).
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, ChainedSymbolEffect {
    public let configuration: String
    init(configuration: String) { self.configuration = configuration }
    public var left: WiggleSymbolEffect { adding("left") }
    public var right: WiggleSymbolEffect { adding("right") }
    public var up: WiggleSymbolEffect { adding("up") }
    public var down: WiggleSymbolEffect { adding("down") }
    public var forward: WiggleSymbolEffect { adding("forward") }
    public var backward: WiggleSymbolEffect { adding("backward") }
    public var clockwise: WiggleSymbolEffect { adding("clockwise") }
    public var counterClockwise: WiggleSymbolEffect { adding("counterClockwise") }
    public var byLayer: WiggleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: WiggleSymbolEffect { adding("wholeSymbol") }
}

/// The system's choice of replacement effect (`.automatic`, iOS 18).
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    public let configuration = "automatic"
}

extension SymbolEffect where Self == AutomaticSymbolEffect { public static var automatic: AutomaticSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init(configuration: "pulse") } }
extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init(configuration: "bounce") } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init(configuration: "variableColor") } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init(configuration: "scale") } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init(configuration: "appear") } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init(configuration: "disappear") } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init(configuration: "replace") } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init(configuration: "breathe") } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init(configuration: "rotate") } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init(configuration: "wiggle") } }

extension View {
    /// Adds an indefinite symbol effect to the symbols inside; drawn at rest (see the file's note).
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Plays a discrete symbol effect when `value` changes; drawn at rest.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(MotionModifier(note: nil))
    }
    /// Removes symbol effects from the view's symbols.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Replaces symbols with the `.replace` effect (iOS 17); drawn in the final state.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// Replaces symbols with a content-transition symbol effect; drawn in the final state.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

extension AnyTransition {
    /// Shows or hides symbols with the `.appear`/`.disappear` effects; drawn in the final state.
    public static var symbolEffect: AnyTransition { AnyTransition("symbolEffect") }
    /// Shows or hides symbols with a transition symbol effect; drawn in the final state.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> AnyTransition {
        AnyTransition("symbolEffect(\(effect.configuration))")
    }
}
