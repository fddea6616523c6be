import CCairo

/// The names a font system's fonts answer to, read from fontconfig: family names, and each face's
/// PostScript name and full name.
///
/// iOS's `Font.custom(_:size:)` (like `UIFont(name:size:)`) takes a PostScript name as well as a
/// family name: dimigomeal's widget registers the SUIT family and writes
/// `.custom("SUIT-Medium", size: 14)` and `.custom("SUIT-Bold", size: 18)`; each draws that face
/// (Apple's `Font.custom(_:size:)`: "the name of the font family or the full name of the font
/// face"; `UIFont(name:size:)`: "the fully specified name of the font … includes both the font
/// family name and the specific style information"). A face name resolves to its family, weight
/// and slant (``Face``); a family name stays a family.
struct FontNames {
    /// One face of a family, as a face name selects it.
    struct Face: Equatable {
        /// The face's family name (`SUIT`).
        var family: String
        /// Its weight, on the OpenType/CSS scale (`SUIT-Medium`: 500).
        var weight: Int
        /// Whether it is italic or oblique.
        var italic: Bool
    }

    /// Family names.
    var families: Set<String> = []
    /// Faces by PostScript name and by full name (`SUIT-Medium`, `SUIT Medium`); family names
    /// are not keys (a name that is both stays a family).
    var faces: [String: Face] = [:]
    /// Each family's faces by PostScript name, in file order (UIKit's
    /// `UIFont.fontNames(forFamilyName:)`), under every family name a face gives.
    var postScriptNames: [String: [String]] = [:]

    /// The names of the fonts in `config`'s application font set (the bundled and registered files).
    init(config: OpaquePointer) {
        guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee else { return }
        var named: [(String, Face)] = []
        for i in 0..<Int(set.nfont) {
            guard let pattern = set.fonts[i] else { continue }
            let familyNames = Self.strings(pattern, FC_FAMILY)
            families.formUnion(familyNames)
            guard let family = familyNames.first else { continue }
            var weight: Int32 = Int32(FC_WEIGHT_REGULAR), slant: Int32 = Int32(FC_SLANT_ROMAN)
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            let face = Face(family: family, weight: Int(FcWeightToOpenType(weight)), italic: slant != Int32(FC_SLANT_ROMAN))
            let postScript = Self.strings(pattern, FC_POSTSCRIPT_NAME)
            for name in postScript + Self.strings(pattern, FC_FULLNAME) { named.append((name, face)) }
            for familyName in familyNames {
                for name in postScript where !(postScriptNames[familyName] ?? []).contains(name) { postScriptNames[familyName, default: []].append(name) }
            }
        }
        // The first face of a name wins (files are added in path order, registered ones after).
        for (name, face) in named where !families.contains(name) && faces[name] == nil { faces[name] = face }
    }

    init() {}

    /// Whether `name` is a family or a face name.
    func knows(_ name: String) -> Bool { families.contains(name) || faces[name] != nil }

    /// Every string value of `object` in `pattern` (the values are copied: the pattern owns them).
    static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var out: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let v = value {
            out.append(String(cString: v))
            index += 1
        }
        return out
    }
}
