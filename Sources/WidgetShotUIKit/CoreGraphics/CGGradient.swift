import Foundation
import WidgetShotCoreFoundation
import WidgetShotCairo
import WidgetShotUI

/// Colours blended between locations — Core Graphics' `CGGradient`, painted by
/// `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`. The colours are
/// kept as sRGB (WidgetShot draws in sRGB; colours of other spaces are converted when made).
public final class CGGradient: @unchecked Sendable {
    /// The colours, in the order given.
    let colors: [RGBA]
    /// Where each colour sits along the gradient, 0…1.
    let locations: [CGFloat]

    /// A gradient of `CGColor`s at `locations` (nil: evenly spaced from 0 to 1). Nil when
    /// `colors` is empty or holds something other than `CGColor`s, as Core Graphics answers
    /// for arrays it cannot use.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var found: [RGBA] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            found.append(color.rgba)
        }
        guard !found.isEmpty else { return nil }
        self.colors = found
        self.locations = Self.locations(locations, count: found.count)
    }

    /// A gradient of `count` colours given as components of `space`, each followed by its alpha
    /// (`space.numberOfComponents + 1` values per colour), at `locations` (nil: evenly spaced).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        colors = (0..<count).map { index in
            let values = Array(UnsafeBufferPointer(start: components + index * perColor, count: perColor))
            let (red, green, blue) = space.sRGBComponents(Array(values.dropLast()))
            return RGBA(red: red, green: green, blue: blue, alpha: values[perColor - 1])
        }
        self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let given { return Array(UnsafeBufferPointer(start: given, count: count)) }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}

/// Whether a gradient's end colours continue past its ends — Core Graphics'
/// `CGGradientDrawingOptions` (Apple's bit values).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour also fills the area before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end colour also fills the area after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Paints an axial gradient through the clip: the gradient's first colour at `startPoint`, its
    /// last at `endPoint`, constant across lines perpendicular to the axis; at the context's alpha.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        engine.paintGradient(.linear(start: startPoint, end: endPoint), colors: gradient.colors, locations: gradient.locations,
                             extendsBefore: options.contains(.drawsBeforeStartLocation),
                             extendsAfter: options.contains(.drawsAfterEndLocation))
    }

    /// Paints a radial gradient through the clip: the first colour on the start circle, the last
    /// on the end circle, the circles between interpolated; at the context's alpha.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        engine.paintGradient(.radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius),
                             colors: gradient.colors, locations: gradient.locations,
                             extendsBefore: options.contains(.drawsBeforeStartLocation),
                             extendsAfter: options.contains(.drawsAfterEndLocation))
    }
}
