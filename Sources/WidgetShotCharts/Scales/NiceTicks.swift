import Foundation

/// Numeric tick values and "nice" domains, as d3-scale computes them (`ticks`, `tickIncrement`,
/// `nice`: https://github.com/d3/d3-array/blob/main/src/ticks.js). Swift Charts' automatic
/// numeric axes pick the same 1-2-5 steps and round the domain out to them.
enum NiceTicks {
    /// The 1-2-5 step for about `count` ticks over `start…stop` (d3's tickIncrement/tickStep).
    static func step(_ start: Double, _ stop: Double, count: Double) -> Double {
        let span = stop - start
        guard span > 0, count > 0, span.isFinite else { return 1 }
        let raw = span / count
        let power = floor(log10(raw))
        let magnitude = pow(10, power)
        let error = raw / magnitude
        // d3's thresholds: √50, √10, √2.
        let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        return factor * magnitude
    }

    /// The domain rounded out to whole steps (d3's `linear.nice(count)`), each bound only if asked.
    static func nice(_ domain: ClosedRange<Double>, count: Double, lower: Bool = true, upper: Bool = true) -> ClosedRange<Double> {
        var start = domain.lowerBound, stop = domain.upperBound
        if start == stop {
            // A single value: a unit span around it (0…v for positive v, as bars from zero).
            if start == 0 { return 0...1 }
            start = min(0, start); stop = max(0, stop)
        }
        var previous = 0.0
        for _ in 0..<10 {
            let s = step(start, stop, count: count)
            if s == previous { break }
            // d3 rounds the already-rounded bounds again with the new step until it settles.
            if lower { start = floor(start / s) * s }
            if upper { stop = ceil(stop / s) * s }
            previous = s
        }
        return start...stop
    }

    /// The multiples of the step inside `domain` (with float error cleaned: 0.30000000000000004 → 0.3).
    static func ticks(_ domain: ClosedRange<Double>, count: Double) -> [Double] {
        let s = step(domain.lowerBound, domain.upperBound, count: count)
        return ticks(domain, step: s)
    }

    /// The multiples of `step` inside `domain`.
    static func ticks(_ domain: ClosedRange<Double>, step s: Double) -> [Double] {
        guard s > 0, s.isFinite, domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [] }
        let first = ceil(domain.lowerBound / s - 1e-9), last = floor(domain.upperBound / s + 1e-9)
        guard last >= first, last - first < 1000 else { return [] }
        let decimals = max(0, -Int(floor(log10(s))) + 1)
        let scale = pow(10, Double(decimals))
        return stride(from: first, through: last, by: 1).map { (($0 * s) * scale).rounded() / scale + 0 }   // + 0: no -0
    }
}

/// Tick values of a logarithmic scale: the powers of ten in the domain (d3's log.ticks for wide
/// domains), with 2× and 5× when fewer than three powers fit.
enum LogTicks {
    static func ticks(_ domain: ClosedRange<Double>) -> [Double] {
        guard domain.lowerBound > 0 else { return [] }
        let lo = floor(log10(domain.lowerBound)), hi = ceil(log10(domain.upperBound))
        var values: [Double] = []
        var e = lo
        while e <= hi {
            let p = pow(10, e)
            let multiples: [Double] = hi - lo < 3 ? [1, 2, 5] : [1]
            for m in multiples where domain.contains(p * m) { values.append(p * m) }
            e += 1
        }
        return values
    }
}
