import Foundation

/// The target image of a transition filter (`CIDissolveTransition`…) — Core Image's
/// `kCIInputTargetImageKey`.
public let kCIInputTargetImageKey = "inputTargetImage"
/// A transition's progress, 0…1 — Core Image's `kCIInputTimeKey`.
public let kCIInputTimeKey = "inputTime"
