import Foundation

/// A deterministic, font-free text measurer (in the spirit of the Ahem test font), used by the
/// layout tests and as the default until a real backend is installed.
///
/// Metrics for a font of size `s`:
/// - every grapheme advances `0.5·s`, except wide (CJK, emoji, full-width) graphemes: `1.0·s`;
/// - ascent `0.9·s`, descent `0.3·s` (line height `1.2·s`), leading 0, cap height `0.7·s`;
/// - lines break greedily at spaces; a word wider than the line breaks between graphemes; wide
///   graphemes may break anywhere; trailing spaces do not count;
/// - when lines are cut (line limit or height), the last shown line ends in "…" (advance
///   `0.5·s`), keeping as many graphemes as fit (tail truncation; head and middle likewise);
/// - `minimumScaleFactor` shrinks the font in 1 % steps before truncating;
/// - a line-height multiple `m` (`_lineHeightMultiple`) makes each line box `m·1.2·s` with the
///   descent at its bottom (baseline `m·1.2·s − 0.3·s` below the box's top), as
///   `TextLineBox.applying(lineHeightMultiple:to:)` does for real fonts.
public struct FixedAdvanceTextMeasurer: TextMeasurer {
    public init() {}

    /// The height of a line box of `size`-point text and its baseline below the box's top.
    static func lineBox(size: CGFloat, _ request: TextLayoutRequest) -> (height: CGFloat, baseline: CGFloat) {
        let natural = TextLineBox(top: 0, height: 1.2 * size, baseline: 0.9 * size)
        guard TextLineBox.isActive(lineHeightMultiple: request.lineHeightMultiple) else { return (natural.height, natural.baseline) }
        let box = TextLineBox.applying(lineHeightMultiple: request.lineHeightMultiple, to: [natural])[0]
        return (box.height, box.baseline)
    }

    public func metrics(for font: ResolvedFont) -> FontMetrics {
        let s = font.size
        return FontMetrics(ascent: 0.9 * s, descent: 0.3 * s, leading: 0, capHeight: 0.7 * s)
    }

    public func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextMeasurement {
        if let single = singleASCIILine(request, width: width) { return single }
        if let cut = truncatedASCIILine(request, width: width, height: height) { return cut }
        return measureByLayout(request, width: width, height: height)
    }

    /// The general path: every grapheme laid out, shrunk by `minimumScaleFactor` before it is
    /// truncated. The fast paths answer as it does (`FixedAdvanceASCIILineTests`).
    func measureByLayout(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextMeasurement {
        var scale: CGFloat = 1
        var result = layout(request, width: width, height: height, scale: 1)
        let minScale = min(max(request.minimumScaleFactor, 0.01), 1)
        while result.isTruncated && scale - 0.01 >= minScale - 1e-9 {
            scale -= 0.01
            result = layout(request, width: width, height: height, scale: scale)
            result.scale = scale
        }
        return result
    }

    /// Fast path: ASCII text without line breaks that fits on one line (each byte is a grapheme).
    private func singleASCIILine(_ request: TextLayoutRequest, width: CGFloat?) -> TextMeasurement? {
        var total: CGFloat = 0, trailingSpaces: CGFloat = 0
        for run in request.runs {
            let half = run.font.size / 2
            for byte in run.string.utf8 {
                guard byte >= 0x20, byte < 0x80 else { return nil }
                total += half
                trailingSpaces = byte == 0x20 ? trailingSpaces + half : 0
            }
        }
        let w = total - trailingSpaces
        if let width, w > width + 1e-9 { return nil }
        let box = Self.lineBox(size: request.runs.first?.font.size ?? 17, request)
        return TextMeasurement(size: CGSize(width: w, height: box.height), firstBaseline: box.baseline, lastBaseline: box.baseline, lines: [request.string])
    }

    /// Glyphs of the whole text with their advances.
    private func glyphs(_ request: TextLayoutRequest, scale: CGFloat) -> [(Character, CGFloat)] {
        var result: [(Character, CGFloat)] = []
        for run in request.runs {
            let size = run.font.size * scale
            // An image inside the text is one grapheme as wide as its box (its height is not
            // modelled: lines stay 1.2 × the font size).
            if let box = run.attachment {
                result.append((Character(TextAttachment.character), box.size.width * scale))
                continue
            }
            if let ascii = Self.asciiGlyphs(run.string, advance: size / 2) {
                result += ascii
            } else {
                result += run.string.map { ($0, Self.advance(of: $0, size: size)) }
            }
        }
        return result
    }


    static func advance(of c: Character, size: CGFloat) -> CGFloat {
        guard let scalar = c.unicodeScalars.first else { return 0 }
        return isWide(scalar) ? size : size / 2
    }

    static func isWide(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default: return false
        }
    }

    private func layout(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?, scale: CGFloat) -> TextMeasurement {
        let size = (request.runs.first?.font.size ?? 17) * scale
        let box = Self.lineBox(size: size, request)
        let lineHeight = box.height + request.lineSpacing
        let maxWidth = width.map { max($0, .leastNonzeroMagnitude) } ?? .infinity
        var limit = request.lineLimit.map { max($0, 1) } ?? Int.max
        let fitting = ((height ?? .infinity) + request.lineSpacing) / lineHeight + 1e-9
        if fitting.isFinite {
            limit = min(limit, max(1, Int(min(max(fitting, 0), 1e9).rounded(.down))))
        }
        let paragraphs = split(glyphs(request, scale: scale))
        var lines: [[(Character, CGFloat)]] = []
        if limit == 1 {
            // One line: no need to wrap; paragraphs join with a space and the line is truncated.
            lines = [paragraphs.enumerated().flatMap { $0.offset == 0 ? $0.element : [(" ", size / 2)] + $0.element }]
        } else {
            for p in paragraphs { lines.append(contentsOf: wrap(p, width: maxWidth)) }
        }
        var truncated = false
        if lines.count > limit {
            var rest: [(Character, CGFloat)] = []
            for (i, l) in lines[(limit - 1)...].enumerated() {
                if i > 0 { rest.append((" ", size / 2)) }
                rest += l
            }
            lines = Array(lines[..<(limit - 1)]) + [truncate(rest, width: maxWidth, ellipsis: size / 2, mode: request.truncationMode)]
            truncated = true
        } else if let last = lines.last, lineWidth(last) > maxWidth + 1e-9 {
            lines[lines.count - 1] = truncate(last, width: maxWidth, ellipsis: size / 2, mode: request.truncationMode)
            truncated = true
        }
        let w = lines.map(lineWidth).max() ?? 0
        let n = CGFloat(max(lines.count, 1))
        let h = n * box.height + (n - 1) * request.lineSpacing
        return TextMeasurement(
            size: CGSize(width: w, height: h), firstBaseline: box.baseline,
            lastBaseline: (n - 1) * lineHeight + box.baseline, lines: lines.map { String($0.map(\.0)) },
            isTruncated: truncated, scale: scale)
    }

    private func split(_ glyphs: [(Character, CGFloat)]) -> [[(Character, CGFloat)]] {
        var result: [[(Character, CGFloat)]] = [[]]
        for g in glyphs {
            if g.0 == "\n" { result.append([]) } else { result[result.count - 1].append(g) }
        }
        return result
    }

    private func lineWidth(_ line: [(Character, CGFloat)]) -> CGFloat {
        var end = line.count
        while end > 0 && line[end - 1].0 == " " { end -= 1 }
        return line[..<end].reduce(0) { $0 + $1.1 }
    }

    /// Greedy wrapping: break after spaces or around wide glyphs; split over-long words.
    /// Widths are tracked incrementally (full, and without trailing spaces).
    private func wrap(_ glyphs: [(Character, CGFloat)], width: CGFloat) -> [[(Character, CGFloat)]] {
        guard width.isFinite else { return [glyphs] }
        func isWideGlyph(_ c: Character) -> Bool { c.unicodeScalars.first.map(Self.isWide) ?? false }
        var lines: [[(Character, CGFloat)]] = []
        var lineStart = 0, lineEnd = 0
        var lineFull: CGFloat = 0, lineTrimmed: CGFloat = 0
        var i = 0
        while i < glyphs.count {
            // The next unbreakable unit: a word with its trailing spaces, or one wide glyph.
            var j = i
            if isWideGlyph(glyphs[i].0) { j = i + 1 } else {
                while j < glyphs.count, glyphs[j].0 != " ", !isWideGlyph(glyphs[j].0) { j += 1 }
            }
            let coreEnd = j
            while j < glyphs.count && glyphs[j].0 == " " { j += 1 }
            if j == i { j = i + 1 }
            var core: CGFloat = 0, full: CGFloat = 0
            for k in i..<j {
                full += glyphs[k].1
                if k < coreEnd { core += glyphs[k].1 }
            }
            let candidate = core > 0 ? lineFull + core : lineTrimmed
            if candidate <= width + 1e-9 {
                lineEnd = j
                if core > 0 { lineTrimmed = lineFull + core }
                lineFull += full
            } else if lineEnd > lineStart {
                lines.append(Array(glyphs[lineStart..<lineEnd]))
                lineStart = i; lineEnd = i; lineFull = 0; lineTrimmed = 0
                continue
            } else {
                // A unit wider than the line: break it between graphemes (at least one per line).
                var k = i
                while k < j {
                    let pieceStart = k
                    var pieceFull = glyphs[k].1, pieceTrimmed = glyphs[k].0 == " " ? 0 : glyphs[k].1
                    k += 1
                    while k < j {
                        let g = glyphs[k]
                        let next = g.0 == " " ? pieceTrimmed : pieceFull + g.1
                        if next > width + 1e-9 { break }
                        if g.0 != " " { pieceTrimmed = pieceFull + g.1 }
                        pieceFull += g.1
                        k += 1
                    }
                    if k < j {
                        lines.append(Array(glyphs[pieceStart..<k]))
                    } else {
                        lineStart = pieceStart; lineEnd = k; lineFull = pieceFull; lineTrimmed = pieceTrimmed
                    }
                }
            }
            i = j
        }
        lines.append(Array(glyphs[lineStart..<lineEnd]))
        return lines
    }

    private func truncate(_ line: [(Character, CGFloat)], width: CGFloat, ellipsis: CGFloat, mode: Text.TruncationMode) -> [(Character, CGFloat)] {
        var glyphs = line
        while let last = glyphs.last, last.0 == " " { glyphs.removeLast() }
        let budget = width - ellipsis
        let dots: (Character, CGFloat) = ("…", ellipsis)
        func fit(_ seq: [(Character, CGFloat)]) -> Int {
            var total: CGFloat = 0, n = 0
            for g in seq { if total + g.1 > budget + 1e-9 { break }; total += g.1; n += 1 }
            return n
        }
        switch mode {
        case .tail:
            return Array(glyphs.prefix(fit(glyphs))) + [dots]
        case .head:
            return [dots] + Array(glyphs.suffix(fit(glyphs.reversed())))
        case .middle:
            var head: [(Character, CGFloat)] = [], tail: [(Character, CGFloat)] = []
            var total: CGFloat = 0, lo = 0, hi = glyphs.count - 1, front = true
            while lo <= hi {
                let g = front ? glyphs[lo] : glyphs[hi]
                if total + g.1 > budget + 1e-9 { break }
                total += g.1
                if front { head.append(g); lo += 1 } else { tail.insert(g, at: 0); hi -= 1 }
                front.toggle()
            }
            return head + [dots] + tail
        }
    }
}
