import Foundation
import WidgetShotUI

/// A description of a font by its attributes — UIKit's `UIFontDescriptor`
/// (https://developer.apple.com/documentation/uikit/uifontdescriptor). Widget code uses it to
/// derive a font of another design, weight or slant from a system or text-style font:
///
/// ```swift
/// let descriptor = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
///     .withDesign(.monospaced)!
///     .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
/// Text("42").font(Font(UIFont(descriptor: descriptor, size: 0)))   // body size, SF Mono semibold
/// ```
///
/// `UIFont(descriptor:size:)` draws what the descriptor says: a text style (`.textStyle`), a named
/// font (`.name`/`.family`) or the system font; a design from `withDesign(_:)`; the weight of
/// `.traits[.weight]` (a `UIFont.Weight`, `CGFloat` or number); bold and italic symbolic traits.
/// The `.size` attribute gives the size when the size passed is 0.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The descriptor's attributes (the design is kept beside them, as Core Text keeps it private).
    public let fontAttributes: [AttributeName: Any]
    let design: SystemDesign?

    /// A descriptor with attributes.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        design = nil
        super.init()
    }

    init(fontAttributes attributes: [AttributeName: Any], design: SystemDesign?) {
        fontAttributes = attributes
        self.design = design
        super.init()
    }

    /// A descriptor from an archive (`NSCoding`; UIFontDescriptor+Coding.swift has the keys).
    public required convenience init?(coder: NSCoder) {
        let (attributes, design) = UIFontDescriptorCoding.decode(coder)
        self.init(fontAttributes: attributes, design: design)
    }

    /// A descriptor for a named font at a size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor for a named font with a transform matrix (the matrix is kept, not drawn).
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of a text style's font at the current content size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at a trait collection's content size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The `.size` attribute (0 when absent).
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }
    /// The `.name` attribute (the system font's name when absent).
    open var postscriptName: String { fontAttributes[.name] as? String ?? UIFont(descriptor: self, size: 0).fontName }
    /// The transform matrix (identity when absent).
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }
    /// The symbolic traits: `.traits[.symbolic]`, plus bold for a weight of bold or more.
    open var symbolicTraits: SymbolicTraits {
        let traits = self.traits
        var symbolic = SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(Self.number(traits[.symbolic]) ?? 0)))
        if let w = Self.number(traits[.weight]), w >= UIFont.Weight.bold.rawValue { symbolic.insert(.traitBold) }
        if design == .monospaced { symbolic.insert(.traitMonoSpace) }
        return symbolic
    }

    /// The value of one attribute.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The same descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The descriptor with attributes added (an attribute given replaces the one it had).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new }, design: design)
    }

    /// The same font in another family.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.textStyle] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes, design: nil)
    }

    /// The same font in a system design (rounded, serif, monospaced), or `nil` when the
    /// descriptor is of a named font, which has no such designs (as on iOS).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard isSystemFont else { return nil }
        return UIFontDescriptor(fontAttributes: fontAttributes, design: design == .default ? nil : design)
    }

    /// The descriptor with its symbolic traits replaced. The system font has bold, italic,
    /// condensed, expanded and monospaced faces, so this returns `nil` only for a named font
    /// asked for traits other than none.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard isSystemFont || symbolicTraits.isEmpty else { return nil }
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        if !symbolicTraits.contains(.traitBold), let w = Self.number(traits[.weight]), w >= UIFont.Weight.bold.rawValue { traits[.weight] = nil }
        var design = self.design
        if symbolicTraits.contains(.traitMonoSpace) { design = .monospaced } else if design == .monospaced { design = nil }
        var attributes = fontAttributes
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes, design: design)
    }

    /// The traits dictionary (`.traits`), typed.
    var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }
    /// Whether the descriptor names no font (a text style or the system font).
    var isSystemFont: Bool {
        let name = (fontAttributes[.name] as? String) ?? (fontAttributes[.family] as? String)
        return name.map { $0.hasPrefix(".") } ?? true
    }

    /// A number from an attribute value: `CGFloat`, `Double`, `Int`, `NSNumber` or a `UIFont.Weight`.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as UInt32: return CGFloat(v)
        case let v as UIFont.Weight: return v.rawValue
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// Equal when the attributes print the same and the design is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFontDescriptor else { return false }
        return o.design == design && o.description == description
    }
    /// A hash consistent with `isEqual`.
    open override var hash: Int { description.hashValue }
    /// The attributes, sorted by name.
    open override var description: String {
        let pairs = fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted()
        return "UIFontDescriptor {" + pairs.joined(separator: "; ") + (design.map { "; design = \($0.rawValue)" } ?? "") + "}"
    }
}

extension UIFont {
    /// The descriptor of this font: its text style or name, size and traits (weight, italic).
    public var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.size: pointSize]
        var traits: [UIFontDescriptor.TraitKey: Any] = [:]
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        var design = styling.design
        switch kind {
        case .system(let weight, let width, let monospaced, let monospacedDigit, let italic):
            attributes[.name] = fontName
            if monospacedDigit {
                attributes[.featureSettings] = [[UIFontDescriptor.FeatureKey.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]]
            }
            traits[.weight] = weight.rawValue
            if width != .standard { traits[.width] = width.rawValue }
            if italic { symbolic.insert(.traitItalic) }
            if monospaced && design == nil { design = .monospaced }
        case .textStyle(let style):
            attributes[.textStyle] = style.rawValue
        case .named(let name):
            attributes[.name] = name
        }
        if let w = styling.weight { traits[.weight] = w.rawValue }
        if styling.italic { symbolic.insert(.traitItalic) }
        if self.weight.rawValue >= UIFont.Weight.bold.rawValue { symbolic.insert(.traitBold) }
        if !symbolic.isEmpty { traits[.symbolic] = symbolic.rawValue }
        if !traits.isEmpty { attributes[.traits] = traits }
        return UIFontDescriptor(fontAttributes: attributes, design: design.flatMap(UIFontDescriptor.SystemDesign.init(fontDesign:)))
    }

    /// The font a descriptor describes, at `pointSize` points — or at the descriptor's `.size`
    /// when `pointSize` is 0 (Apple: "If greater than 0.0, it has precedence over
    /// `UIFontDescriptorSizeAttribute`"); the system font size (17, `labelFontSize`) when neither is set.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.labelFontSize)
        let traits = descriptor.traits
        let symbolic = UIFontDescriptor.SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(UIFontDescriptor.number(traits[.symbolic]) ?? 0)))
        var weight = UIFontDescriptor.number(traits[.weight]).map(UIFont.Weight.init(rawValue:))
        if symbolic.contains(.traitBold), (weight?.rawValue ?? 0) < UIFont.Weight.bold.rawValue { weight = .bold }
        let italic = symbolic.contains(.traitItalic) || (UIFontDescriptor.number(traits[.slant]) ?? 0) > 0
        let design = descriptor.design?.fontDesign
        if let style = descriptor.fontAttributes[.textStyle] as? String {
            // A text style's font follows Dynamic Type unless given a size of its own.
            let styleSize = UIFont.preferredFont(forTextStyle: TextStyle(rawValue: style)).pointSize
            let requested = pointSize > 0 ? pointSize : descriptor.pointSize
            self.init(kind: .textStyle(TextStyle(rawValue: style)), size: requested > 0 ? requested : styleSize,
                      styling: Styling(design: design, weight: weight, italic: italic, fixedSize: requested > 0 && requested != styleSize))
        } else if !descriptor.isSystemFont, let name = (descriptor.fontAttributes[.name] ?? descriptor.fontAttributes[.family]) as? String {
            self.init(kind: .named(name), size: size, styling: Styling(design: nil, weight: weight, italic: italic))
        } else {
            let width = UIFontDescriptor.number(traits[.width]).map(UIFont.Width.init(rawValue:)) ?? .standard
            self.init(kind: .system(weight: weight ?? .regular, width: width, monospaced: design == .monospaced,
                                         monospacedDigit: descriptor.requestsMonospacedDigits, italic: italic),
                      size: size, styling: Styling(design: design, weight: nil, italic: false))
        }
    }
}
