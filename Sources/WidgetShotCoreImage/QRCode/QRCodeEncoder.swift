import Foundation

/// A QR Code (ISO/IEC 18004) encoder for `CIQRCodeGenerator`: byte mode, the smallest version
/// (1–40) that holds the message at the requested error-correction level, Reed–Solomon error
/// correction, and the data mask with the lowest penalty score (ISO/IEC 18004 §7.8.3).
///
/// Checked module for module against Project Nayuki's reference encoder (`qrcodegen`, byte
/// segments, no level boost) on 98 messages from 0 to 2,900 bytes, versions 1–40, every level
/// (`QRCodeGeneratorTests`). **Guess:** that Core Image also always uses byte mode and the
/// standard mask choice (Apple documents neither).
struct QRCodeEncoder {
    /// Error-correction level: the share of codewords that can be restored (7, 15, 25, 30 %).
    enum Level: Int {
        case low = 0, medium, quartile, high

        /// `inputCorrectionLevel`'s letters ("L", "M", "Q", "H"); `nil` for anything else.
        init?(letter: String) {
            switch letter.uppercased() {
            case "L": self = .low
            case "M": self = .medium
            case "Q": self = .quartile
            case "H": self = .high
            default: return nil
            }
        }

        /// The two format bits of the level (L 01, M 00, Q 11, H 10).
        var formatBits: Int { [1, 0, 3, 2][rawValue] }
    }

    /// The symbol's modules, row by row from the top, `true` for dark; `size` × `size`.
    private(set) var modules: [Bool]
    /// Modules that belong to function patterns (finders, timing, alignment, format, version).
    private var isFunction: [Bool]
    /// 21 + 4 × (version − 1).
    let size: Int
    /// 1–40.
    let version: Int
    /// The mask applied (0–7).
    private(set) var mask = 0

    /// Whether the module at (`x`, `y`) is dark.
    func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// Encodes `data` in byte mode, or `nil` when it is longer than version 40 holds at `level`.
    init?(data: [UInt8], level: Level) {
        guard let version = (1...40).first(where: { Self.dataCodewords(version: $0, level: level) * 8 >= Self.bitLength(data.count, version: $0) })
        else { return nil }
        self.version = version
        size = version * 4 + 17
        modules = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
        drawFunctionPatterns()
        let codewords = Self.interleavedCodewords(Self.dataCodewordsBytes(data, version: version, level: level), version: version, level: level)
        drawCodewords(codewords)
        // The mask with the lowest penalty (ties: the lowest number).
        var best = (mask: 0, penalty: Int.max)
        for candidate in 0..<8 {
            applyMask(candidate)
            drawFormatBits(level: level, mask: candidate)
            let penalty = penaltyScore()
            if penalty < best.penalty { best = (candidate, penalty) }
            applyMask(candidate)   // XOR again: undone
        }
        mask = best.mask
        applyMask(mask)
        drawFormatBits(level: level, mask: mask)
    }

    // MARK: Capacity

    private static func bitLength(_ count: Int, version: Int) -> Int { 4 + (version <= 9 ? 8 : 16) + 8 * count }

    /// Modules left for data and error correction once the function patterns are drawn.
    static func rawDataModules(version: Int) -> Int {
        var result = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            result -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { result -= 36 }
        }
        return result
    }

    static func dataCodewords(version: Int, level: Level) -> Int {
        rawDataModules(version: version) / 8 - eccPerBlock[level.rawValue][version] * blocks[level.rawValue][version]
    }

    // MARK: Data

    /// Mode, count, bytes, terminator and padding, as codewords.
    private static func dataCodewordsBytes(_ data: [UInt8], version: Int, level: Level) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) { for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 == 1) } }
        append(0b0100, 4)
        append(data.count, version <= 9 ? 8 : 16)
        for byte in data { append(Int(byte), 8) }
        let capacity = dataCodewords(version: version, level: level) * 8
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var pad: UInt8 = 0xEC
        while bits.count < capacity { append(Int(pad), 8); pad ^= 0xEC ^ 0x11 }
        return stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { $0 << 1 | (bits[start + $1] ? 1 : 0) }
        }
    }

    /// Splits the data into blocks, adds each block's Reed–Solomon codewords, and interleaves.
    private static func interleavedCodewords(_ data: [UInt8], version: Int, level: Level) -> [UInt8] {
        let blockCount = blocks[level.rawValue][version], ecc = eccPerBlock[level.rawValue][version]
        let raw = rawDataModules(version: version) / 8
        let shortBlocks = blockCount - raw % blockCount, shortLength = raw / blockCount
        let divisor = ReedSolomon.divisor(degree: ecc)
        var dataBlocks: [[UInt8]] = [], eccBlocks: [[UInt8]] = []
        var offset = 0
        for index in 0..<blockCount {
            let length = shortLength - ecc + (index < shortBlocks ? 0 : 1)
            let block = Array(data[offset..<offset + length])
            offset += length
            dataBlocks.append(block)
            eccBlocks.append(ReedSolomon.remainder(block, divisor: divisor))
        }
        var result: [UInt8] = []
        for i in 0..<(shortLength - ecc + 1) {
            for block in dataBlocks where i < block.count { result.append(block[i]) }
        }
        for i in 0..<ecc { for block in eccBlocks { result.append(block[i]) } }
        return result
    }

    // MARK: Drawing

    private mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }

    private mutating func drawFunctionPatterns() {
        for i in 0..<size {   // timing patterns
            set(6, i, i % 2 == 0)
            set(i, 6, i % 2 == 0)
        }
        drawFinder(3, 3); drawFinder(size - 4, 3); drawFinder(3, size - 4)
        let positions = alignmentPositions()
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() where !((i == 0 && j == 0) || (i == 0 && j == positions.count - 1) || (i == positions.count - 1 && j == 0)) {
                drawAlignment(x, y)
            }
        }
        drawFormatBits(level: .medium, mask: 0)   // reserves the area; redrawn with the real values
        drawVersion()
    }

    private mutating func drawFinder(_ cx: Int, _ cy: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = cx + dx, y = cy + dy
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let distance = max(abs(dx), abs(dy))
                set(x, y, distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(_ cx: Int, _ cy: Int) {
        for dy in -2...2 { for dx in -2...2 { set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1) } }
    }

    /// The centres of the alignment patterns along one axis (ISO/IEC 18004 Annex E).
    private func alignmentPositions() -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        var result = [6]
        var position = size - 7
        var tail: [Int] = []
        for _ in 0..<(count - 1) { tail.insert(position, at: 0); position -= step }
        result += tail
        return result
    }

    private mutating func drawFormatBits(level: Level, mask: Int) {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        for i in 0...5 { set(8, i, bit(i)) }
        set(8, 7, bit(6)); set(8, 8, bit(7)); set(7, 8, bit(8))
        for i in 9..<15 { set(14 - i, 8, bit(i)) }
        for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
        set(8, size - 8, true)   // the dark module
    }

    private mutating func drawVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for i in 0..<18 {
            let dark = (bits >> i) & 1 == 1
            let a = size - 11 + i % 3, b = i / 3
            set(a, b, dark)
            set(b, a, dark)
        }
    }

    /// Places the codewords in the zigzag order, skipping function modules.
    private mutating func drawCodewords(_ codewords: [UInt8]) {
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    guard !isFunction[y * size + x], index < codewords.count * 8 else { continue }
                    modules[y * size + x] = (codewords[index >> 3] >> (7 - UInt8(index & 7))) & 1 == 1
                    index += 1
                }
            }
            right -= 2
        }
    }

    private mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] {
                let flip: Bool
                switch mask {
                case 0: flip = (x + y) % 2 == 0
                case 1: flip = y % 2 == 0
                case 2: flip = x % 3 == 0
                case 3: flip = (x + y) % 3 == 0
                case 4: flip = (x / 3 + y / 2) % 2 == 0
                case 5: flip = x * y % 2 + x * y % 3 == 0
                case 6: flip = (x * y % 2 + x * y % 3) % 2 == 0
                default: flip = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if flip { modules[y * size + x].toggle() }
            }
        }
    }

    // MARK: Penalty (ISO/IEC 18004 §7.8.3.1)

    private func penaltyScore() -> Int {
        var result = 0
        for y in 0..<size { result += linePenalty((0..<size).map { isDark(x: $0, y: y) }) }
        for x in 0..<size { result += linePenalty((0..<size).map { isDark(x: x, y: $0) }) }
        for y in 0..<(size - 1) {   // 2×2 blocks of one colour
            for x in 0..<(size - 1) {
                let c = isDark(x: x, y: y)
                if c == isDark(x: x + 1, y: y) && c == isDark(x: x, y: y + 1) && c == isDark(x: x + 1, y: y + 1) { result += 3 }
            }
        }
        let dark = modules.filter { $0 }.count, total = size * size
        let k = (abs(dark * 20 - total * 10) + total - 1) / total - 1
        result += k * 10
        return result
    }

    /// Runs of five or more (N1 = 3, +1 per extra module) and finder-like patterns (N3 = 40).
    private func linePenalty(_ line: [Bool]) -> Int {
        var result = 0
        var runColor = false, runLength = 0
        var history = [Int](repeating: 0, count: 7)
        func pushHistory(_ length: Int) {
            var length = length
            if history[0] == 0 { length += size }   // light border before the first run
            history.removeLast()
            history.insert(length, at: 0)
        }
        func finderLike() -> Int {
            let n = history[1]
            let core = n > 0 && history[2] == n && history[3] == n * 3 && history[4] == n && history[5] == n
            return (core && history[0] >= n * 4 && history[6] >= n ? 1 : 0) + (core && history[6] >= n * 4 && history[0] >= n ? 1 : 0)
        }
        for dark in line {
            if dark == runColor {
                runLength += 1
                if runLength == 5 { result += 3 } else if runLength > 5 { result += 1 }
            } else {
                pushHistory(runLength)
                if !runColor { result += finderLike() * 40 }
                runColor = dark
                runLength = 1
            }
        }
        // Terminate the line with a light border.
        if runColor { pushHistory(runLength); runLength = 0 }
        runLength += size
        pushHistory(runLength)
        result += finderLike() * 40
        return result
    }

    // MARK: Tables (ISO/IEC 18004 Table 9), indexed [level][version]; index 0 unused.

    static let eccPerBlock: [[Int]] = [
        [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]
    static let blocks: [[Int]] = [
        [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]
}
