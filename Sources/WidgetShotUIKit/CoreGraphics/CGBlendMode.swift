import Foundation
import WidgetShotUI

/// How drawing composites with the pixels below — Core Graphics' `CGBlendMode` (raw values as
/// Apple's `kCGBlendMode…` constants). Drawn with the Cairo operator of SwiftUI's `BlendMode` of
/// the same name (`plusDarker` draws as `normal`: Cairo has no such operator).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter

    var swiftUI: BlendMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .clear: return .clear
        case .copy: return .copy
        case .sourceIn: return .sourceIn
        case .sourceOut: return .sourceOut
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationIn: return .destinationIn
        case .destinationOut: return .destinationOut
        case .destinationAtop: return .destinationAtop
        case .xor: return .xor
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}
