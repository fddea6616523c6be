import Foundation
import WidgetShot

/// Tolerances, each with one documented meaning. Defaults are strict (any change fails).
///
/// A pixel goes through three gates, in order: its colour difference (`perPixelDeltaE`), the
/// anti-aliasing detector (`ignoresAntialiasing`), the cluster test (`density`). Pixels that pass all
/// three are *counted*; the snapshot matches while counted pixels stay within `differingShare`.
///
/// ```swift
/// let tolerance = DiffTolerance(perPixelDeltaE: 1, differingShare: 0.001, ignoresAntialiasing: true)
/// ```
public struct DiffTolerance: Hashable, Sendable {
    /// A pixel differs when its ΔE00 (CIEDE2000, on white) exceeds this. 0: any change — every pixel
    /// whose bytes differ, even a change invisible over white (such as transparent ↔ opaque white).
    public var perPixelDeltaE: Double = 0
    /// The snapshot passes when at most this share (0…1) of pixels differ.
    public var differingShare: Double = 0
    /// pixelmatch's detection: anti-aliased pixels (edge pixels that moved sub-pixel) do not count.
    public var ignoresAntialiasing: Bool = false
    /// If set, differing pixels only count when at least `minimum` of them fall in some N×N window
    /// (clusters); isolated specks are ignored. The window is clamped to the image size.
    public var density: Density? = nil

    /// A cluster rule: a differing pixel counts only if some `window × window` square containing it
    /// (inside the image) holds at least `minimum` differing pixels.
    public struct Density: Hashable, Sendable {
        public var window: Int
        public var minimum: Int
        public init(window: Int, minimum: Int) {
            self.window = window
            self.minimum = minimum
        }
    }

    /// Any change fails.
    public static let strict = DiffTolerance()

    public init(perPixelDeltaE: Double = 0, differingShare: Double = 0, ignoresAntialiasing: Bool = false, density: Density? = nil) {
        self.perPixelDeltaE = perPixelDeltaE
        self.differingShare = differingShare
        self.ignoresAntialiasing = ignoresAntialiasing
        self.density = density
    }
}
