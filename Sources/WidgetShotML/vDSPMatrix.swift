import Foundation

// Accelerate's vDSP matrix functions (row-major, element strides as Apple's C signatures:
// https://developer.apple.com/documentation/accelerate/vdsp_mmuld,
// https://developer.apple.com/documentation/accelerate/vdsp_mtrans) — real results.

/// Transposes a single-precision matrix: `c` (`m` rows, `n` columns) = the transpose of `a`
/// (`n` rows, `m` columns).
public func vDSP_mtrans(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride,
                        _ m: vDSP_Length, _ n: vDSP_Length) {
    transpose(a, ia, c, ic, Int(m), Int(n))
}

/// Transposes a double-precision matrix: `c` (`m` rows, `n` columns) = the transpose of `a`
/// (`n` rows, `m` columns).
public func vDSP_mtransD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride,
                         _ m: vDSP_Length, _ n: vDSP_Length) {
    transpose(a, ia, c, ic, Int(m), Int(n))
}

/// Multiplies two single-precision matrices: `c` (`m`×`n`) = `a` (`m`×`p`) · `b` (`p`×`n`).
public func vDSP_mmul(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
                      _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ m: vDSP_Length, _ n: vDSP_Length, _ p: vDSP_Length) {
    multiply(a, ia, b, ib, c, ic, Int(m), Int(n), Int(p))
}

/// Multiplies two double-precision matrices: `c` (`m`×`n`) = `a` (`m`×`p`) · `b` (`p`×`n`).
public func vDSP_mmulD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ ib: vDSP_Stride,
                       _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ m: vDSP_Length, _ n: vDSP_Length, _ p: vDSP_Length) {
    multiply(a, ia, b, ib, c, ic, Int(m), Int(n), Int(p))
}

/// The dot product of two single-precision vectors of `n` elements, into `c`.
public func vDSP_dotpr(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
                       _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
    c.pointee = (0..<Int(n)).reduce(0) { $0 + a[$1 * ia] * b[$1 * ib] }
}

/// The dot product of two double-precision vectors of `n` elements, into `c`.
public func vDSP_dotprD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ ib: vDSP_Stride,
                        _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) {
    c.pointee = (0..<Int(n)).reduce(0) { $0 + a[$1 * ia] * b[$1 * ib] }
}

private func transpose<T>(_ a: UnsafePointer<T>, _ ia: Int, _ c: UnsafeMutablePointer<T>, _ ic: Int, _ m: Int, _ n: Int) {
    // Read everything first: callers pass the same buffer as input and output (in place).
    let source = (0..<(m * n)).map { a[$0 * ia] }
    for row in 0..<m {
        for column in 0..<n { c[(row * n + column) * ic] = source[column * m + row] }
    }
}

private func multiply<T: FloatingPoint>(_ a: UnsafePointer<T>, _ ia: Int, _ b: UnsafePointer<T>, _ ib: Int,
                                        _ c: UnsafeMutablePointer<T>, _ ic: Int, _ m: Int, _ n: Int, _ p: Int) {
    var product = [T](repeating: 0, count: m * n)
    for row in 0..<m {
        for column in 0..<n {
            var sum: T = 0
            for k in 0..<p { sum += a[(row * p + k) * ia] * b[(k * n + column) * ib] }
            product[row * n + column] = sum
        }
    }
    for index in 0..<(m * n) { c[index * ic] = product[index] }
}
