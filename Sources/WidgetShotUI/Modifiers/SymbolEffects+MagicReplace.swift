import Foundation

// iOS 18's Magic Replace and the static forms of the replace variants
// (https://developer.apple.com/documentation/symbols/replacesymboleffect/magic(fallback:)).
// Like every symbol effect, a render draws the symbol at rest (see SymbolEffects.swift).

extension ReplaceSymbolEffect {
    /// "A symbol effect [that] applies the MagicReplace animation to symbol images" — Symbols'
    /// `ReplaceSymbolEffect.MagicReplace`, with the replace effect used where it is not possible.
    public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect {
        /// The effect's configuration ("replace.magic(fallback: replace.downUp)").
        public let configuration: String
    }

    /// An effect preferring Magic Replace, and `fallback` where Magic Replace is not possible (iOS 18).
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace {
        MagicReplace(configuration: "\(configuration).magic(fallback: \(fallback.configuration))")
    }

    /// The Down-Up replace (iOS 18's static form of ``downUp``).
    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect.replace.downUp }
    /// The Up-Up replace (iOS 18's static form of ``upUp``).
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect.replace.upUp }
    /// The Off-Up replace (iOS 18's static form of ``offUp``).
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect.replace.offUp }
}
