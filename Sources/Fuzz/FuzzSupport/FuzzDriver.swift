import Foundation

/// A small mutation fuzzer for the `Fuzz*` executables when they are not built with libFuzzer
/// (`.ci/fuzz` explains both modes): inputs start from the corpus seeds and are mutated (bit
/// flips, interesting bytes and integers, insertions, deletions, splices) for a bounded time.
///
/// Before each run the input is written to `<work>/current`, so when the process crashes the
/// input that crashed it is on disk (`.ci/fuzz` copies it to `Tests/Fuzz/Crashes/<target>/`).
public enum FuzzDriver {
    /// Runs `body` on seeds and mutations for the seconds in argument 1 (default 20), with the
    /// corpus folder in argument 2 and the work folder in argument 3. A file as argument 1 is
    /// replayed once instead (reproducing a crash).
    public static func main(name: String, body: ([UInt8]) -> Void) {
        let args = CommandLine.arguments
        if args.count > 1, FileManager.default.fileExists(atPath: args[1]), let data = FileManager.default.contents(atPath: args[1]) {
            body([UInt8](data))
            print("\(name): replayed \(args[1]) without a crash")
            return
        }
        let seconds = args.count > 1 ? Double(args[1]) ?? 20 : 20
        let corpus = URL(fileURLWithPath: args.count > 2 ? args[2] : "Tests/Fuzz/Corpus/\(name)")
        let work = URL(fileURLWithPath: args.count > 3 ? args[3] : ".build/fuzz-work/\(name)")
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let current = work.appendingPathComponent("current")
        var seeds: [[UInt8]] = ((try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }.compactMap { FileManager.default.contents(atPath: $0.path).map { [UInt8]($0) } }
        if seeds.isEmpty { seeds = [[]] }
        var rng = SplitMix(seed: UInt64(ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970)))
        let deadline = Date().addingTimeInterval(seconds)
        var runs = 0
        func run(_ input: [UInt8]) {
            try? Data(input).write(to: current)
            body(input)
            runs += 1
        }
        for seed in seeds { run(seed) }
        while Date() < deadline {
            var input = seeds[Int(rng.next() % UInt64(seeds.count))]
            for _ in 0..<(1 + Int(rng.next() % 4)) { mutate(&input, seeds: seeds, rng: &rng) }
            run(input)
        }
        try? FileManager.default.removeItem(at: current)
        print("\(name): \(runs) runs in \(Int(seconds)) s, no crash")
    }

    static func mutate(_ input: inout [UInt8], seeds: [[UInt8]], rng: inout SplitMix) {
        let interesting: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0x2D, 0x2E, 0x30, 0x39, 0x65, 0x22, 0x5B, 0x7B]
        let position = input.isEmpty ? 0 : Int(rng.next() % UInt64(input.count))
        switch rng.next() % 8 {
        case 0 where !input.isEmpty: input[position] ^= UInt8(1 << (rng.next() % 8))
        case 1 where !input.isEmpty: input[position] = interesting[Int(rng.next() % UInt64(interesting.count))]
        case 2: input.insert(UInt8(truncatingIfNeeded: rng.next()), at: position)
        case 3 where !input.isEmpty: input.remove(at: position)
        case 4 where input.count >= 4:
            // An interesting 32-bit big-endian integer (PNG lengths and sizes).
            let values: [UInt32] = [0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, 23000, 65535, 65536]
            let v = values[Int(rng.next() % UInt64(values.count))], at = min(position, input.count - 4)
            for i in 0..<4 { input[at + i] = UInt8(truncatingIfNeeded: v >> (24 - 8 * UInt32(i))) }
        case 5:
            // Splice a piece of another seed.
            let other = seeds[Int(rng.next() % UInt64(seeds.count))]
            guard !other.isEmpty else { return }
            let start = Int(rng.next() % UInt64(other.count)), length = Int(rng.next() % UInt64(min(64, other.count - start) + 1))
            input.insert(contentsOf: other[start..<(start + length)], at: position)
        case 6 where input.count > 1: input.removeLast(Int(rng.next() % UInt64(input.count)))
        default:
            for _ in 0..<(1 + Int(rng.next() % 8)) { input.insert(UInt8(truncatingIfNeeded: rng.next()), at: min(position, input.count)) }
        }
    }
}

/// A tiny deterministic generator (SplitMix64).
public struct SplitMix {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Reads values from fuzz input bytes (zeros once they run out).
public struct ByteReader {
    var bytes: [UInt8]
    var index = 0
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public var isAtEnd: Bool { index >= bytes.count }
    public mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    /// A number, often an edge case: NaN, ±∞, ±1e300, negative, zero, tiny, or an ordinary value.
    public mutating func number() -> Double {
        switch byte() % 12 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -1e300
        case 5: return -Double(byte())
        case 6: return 0
        case 7: return 1e-300
        default: return Double(byte()) / 4
        }
    }
}
