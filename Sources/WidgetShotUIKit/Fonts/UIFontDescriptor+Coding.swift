import Foundation
import WidgetShotUI

/// `UIFontDescriptor` archives (`NSKeyedArchiver`, `NSSecureCoding`), as settings libraries store
/// a chosen font (`Defaults` stores descriptors through its `NSSecureCodingBridge`).
///
/// The attributes are archived as UIKit does, under `UIFontDescriptorAttributes`: a dictionary
/// keyed by the attribute names (`NSFontNameAttribute`, `NSFontSizeAttribute`,
/// `NSCTFontTraitsAttribute` with its trait names, …). Values that are property-list values
/// (strings, numbers, the traits dictionary) are kept; the matrix is stored as its six numbers;
/// other values (character sets, cascade lists, feature settings) are left out. The system design
/// (`withDesign(_:)`) is stored under `WidgetShotDesign`.
enum UIFontDescriptorCoding {
    static let attributesKey = "UIFontDescriptorAttributes"
    static let designKey = "WidgetShotDesign"

    static func encode(_ descriptor: UIFontDescriptor, with coder: NSCoder) {
        var plist: [String: Any] = [:]
        for (name, value) in descriptor.fontAttributes {
            switch name {
            case .traits:
                var traits: [String: Any] = [:]
                for (key, trait) in value as? [UIFontDescriptor.TraitKey: Any] ?? [:] {
                    if let n = UIFontDescriptor.number(trait) { traits[key.rawValue] = NSNumber(value: Double(n)) }
                }
                plist[name.rawValue] = NSDictionary(dictionary: traits)
            case .matrix:
                if let m = value as? CGAffineTransform { plist[name.rawValue] = [m.a, m.b, m.c, m.d, m.tx, m.ty].map { NSNumber(value: Double($0)) } as NSArray }
            default:
                if let s = value as? String { plist[name.rawValue] = s as NSString }
                else if let n = UIFontDescriptor.number(value) { plist[name.rawValue] = NSNumber(value: Double(n)) }
            }
        }
        coder.encode(NSDictionary(dictionary: plist), forKey: attributesKey)
        if let design = descriptor.design { coder.encode(design.rawValue as NSString, forKey: designKey) }
    }

    static func decode(_ coder: NSCoder) -> ([UIFontDescriptor.AttributeName: Any], UIFontDescriptor.SystemDesign?) {
        let plist = coder.containsValue(forKey: attributesKey)
            ? coder.decodeObject(of: [NSDictionary.self, NSArray.self, NSString.self, NSNumber.self], forKey: attributesKey) as? NSDictionary : nil
        var attributes: [UIFontDescriptor.AttributeName: Any] = [:]
        for case let (key as String, value) in plist ?? [:] {
            let name = UIFontDescriptor.AttributeName(rawValue: key)
            switch value {
            case let traits as NSDictionary where name == .traits:
                var typed: [UIFontDescriptor.TraitKey: Any] = [:]
                for case let (k as String, v as NSNumber) in traits { typed[UIFontDescriptor.TraitKey(rawValue: k)] = CGFloat(v.doubleValue) }
                attributes[name] = typed
            case let m as NSArray where name == .matrix:
                let v = m.compactMap { ($0 as? NSNumber).map { CGFloat($0.doubleValue) } }
                if v.count == 6 { attributes[name] = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]) }
            case let s as NSString: attributes[name] = s as String
            case let n as NSNumber: attributes[name] = CGFloat(n.doubleValue)
            default: break
            }
        }
        let design = coder.containsValue(forKey: designKey)
            ? (coder.decodeObject(of: NSString.self, forKey: designKey) as String?).map(UIFontDescriptor.SystemDesign.init(rawValue:)) : nil
        return (attributes, design)
    }
}

extension UIFontDescriptor: NSSecureCoding {
    /// UIKit's `supportsSecureCoding`: descriptors decode with `NSKeyedUnarchiver`'s secure coding.
    public static var supportsSecureCoding: Bool { true }
    /// Archives the descriptor (see `UIFontDescriptorCoding`).
    public func encode(with coder: NSCoder) { UIFontDescriptorCoding.encode(self, with: coder) }
}
