import Foundation

/// Fast paths of `FixedAdvanceTextMeasurer` for printable ASCII, where each byte is one grapheme
/// and none is wide: they answer what the general layout answers, without building an array of
/// `Character`s (most of a truncated text's measuring in the layout benchmark, issue 21).
/// `FixedAdvanceASCIILineTests` compares them with the general path.
extension FixedAdvanceTextMeasurer {
    /// The line limit the general layout applies: `lineLimit`, and the lines `height` holds.
    static func effectiveLineLimit(_ request: TextLayoutRequest, height: CGFloat?, size: CGFloat) -> Int {
        let lineHeight = lineBox(size: size, request).height + request.lineSpacing
        var limit = request.lineLimit.map { max($0, 1) } ?? Int.max
        let fitting = ((height ?? .infinity) + request.lineSpacing) / lineHeight + 1e-9
        if fitting.isFinite {
            limit = min(limit, max(1, Int(min(max(fitting, 0), 1e9).rounded(.down))))
        }
        return limit
    }

    /// A text of printable ASCII (no line breaks) cut to one line — `lineLimit(1)` or a height
    /// for one line — that is wider than `width`: the line truncated with "…" at the tail, head
    /// or middle, as the general layout truncates it (same sums in the same order). `nil` when
    /// the general path must answer: other characters, no width, a line that fits, room for
    /// more lines, or a `minimumScaleFactor` below 1 (the text would shrink first).
    func truncatedASCIILine(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextMeasurement? {
        guard let width, request.minimumScaleFactor >= 1, let first = request.runs.first else { return nil }
        let size = first.font.size
        guard Self.effectiveLineLimit(request, height: height, size: size) == 1 else { return nil }
        var bytes: [UInt8] = [], advances: [CGFloat] = []
        // Sized once: grown by appending, the two arrays were reallocated ~8 times a measurement.
        var count = 0
        for run in request.runs { count += run.string.utf8.count }
        bytes.reserveCapacity(count)
        advances.reserveCapacity(count)
        for run in request.runs {
            let half = run.font.size / 2
            for byte in run.string.utf8 {
                guard byte >= 0x20, byte < 0x80 else { return nil }
                bytes.append(byte)
                advances.append(half)
            }
        }
        // Trailing spaces neither count nor survive truncation.
        var end = bytes.count
        while end > 0 && bytes[end - 1] == 0x20 { end -= 1 }
        var full: CGFloat = 0
        for i in 0..<end { full += advances[i] }
        let maxWidth = max(width, .leastNonzeroMagnitude)
        guard full > maxWidth + 1e-9 else { return nil }

        let ellipsis = size / 2
        let budget = maxWidth - ellipsis
        // Indices of the kept glyphs before and after the ellipsis, in line order.
        var before: [Int] = [], after: [Int] = []
        switch request.truncationMode {
        case .tail:
            before.reserveCapacity(end)
            var total: CGFloat = 0
            for i in 0..<end {
                if total + advances[i] > budget + 1e-9 { break }
                total += advances[i]
                before.append(i)
            }
        case .head:
            var total: CGFloat = 0
            for i in stride(from: end - 1, through: 0, by: -1) {
                if total + advances[i] > budget + 1e-9 { break }
                total += advances[i]
                after.append(i)
            }
            after.reverse()
        case .middle:
            var total: CGFloat = 0, lo = 0, hi = end - 1, front = true
            var tail: [Int] = []
            while lo <= hi {
                let i = front ? lo : hi
                if total + advances[i] > budget + 1e-9 { break }
                total += advances[i]
                if front { before.append(i); lo += 1 } else { tail.append(i); hi -= 1 }
                front.toggle()
            }
            after = tail.reversed()
        }
        // The line's width, summed in line order as the general path does (the last glyph is the
        // ellipsis or a non-space, so nothing is trimmed).
        var w: CGFloat = 0
        for i in before { w += advances[i] }
        w += ellipsis
        for i in after { w += advances[i] }
        var shown = String(decoding: before.map { bytes[$0] }, as: UTF8.self)
        shown += "…"
        shown += String(decoding: after.map { bytes[$0] }, as: UTF8.self)
        let n: CGFloat = 1
        let box = Self.lineBox(size: size, request)
        let lineHeight = box.height + request.lineSpacing
        return TextMeasurement(
            size: CGSize(width: w, height: n * box.height + (n - 1) * request.lineSpacing), firstBaseline: box.baseline,
            lastBaseline: (n - 1) * lineHeight + box.baseline, lines: [shown], isTruncated: true, scale: 1)
    }

    /// The glyphs of an ASCII string without carriage returns, byte by byte: there each byte is
    /// one grapheme (only CR LF joins two ASCII scalars) and none is wide. `nil` for other strings.
    static func asciiGlyphs(_ string: String, advance: CGFloat) -> [(Character, CGFloat)]? {
        let utf8 = string.utf8
        guard utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        var result: [(Character, CGFloat)] = []
        result.reserveCapacity(utf8.count)
        for byte in utf8 { result.append((Character(Unicode.Scalar(byte)), advance)) }
        return result
    }
}
