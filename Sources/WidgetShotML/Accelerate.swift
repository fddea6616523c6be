import Foundation

// Accelerate: the vDSP reductions and element-wise operations widget code uses (real
// implementations; the C functions take Apple's pointer/stride/length arguments).

/// A vector length — Accelerate's `vDSP_Length`.
public typealias vDSP_Length = UInt
/// A vector stride — Accelerate's `vDSP_Stride`.
public typealias vDSP_Stride = Int

/// vDSP's Swift overlay — Accelerate's `vDSP` namespace.
public enum vDSP {
    /// The sum.
    public static func sum<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint { vector.reduce(0, +) }
    /// The mean (NaN for an empty vector, as vDSP).
    public static func mean<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.isEmpty ? .nan : sum(vector) / U.Element(vector.count)
    }
    /// The largest element (-infinity for an empty vector, as vDSP).
    public static func maximum<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint { vector.max() ?? -.infinity }
    /// The smallest element (+infinity for an empty vector, as vDSP).
    public static func minimum<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint { vector.min() ?? .infinity }
    /// The root mean square.
    public static func rootMeanSquare<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.isEmpty ? .nan : (vector.reduce(0) { $0 + $1 * $1 } / U.Element(vector.count)).squareRoot()
    }
    /// The sum of squares.
    public static func sumOfSquares<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint { vector.reduce(0) { $0 + $1 * $1 } }
    /// Element-wise sum.
    public static func add<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map { $0 + $1 } }
    /// Adds a scalar to every element.
    public static func add<T: BinaryFloatingPoint>(_ scalar: T, _ vector: [T]) -> [T] { vector.map { $0 + scalar } }
    /// Element-wise difference `a - b`.
    public static func subtract<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map { $0 - $1 } }
    /// Element-wise product.
    public static func multiply<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map { $0 * $1 } }
    /// Multiplies every element by a scalar.
    public static func multiply<T: BinaryFloatingPoint>(_ scalar: T, _ vector: [T]) -> [T] { vector.map { $0 * scalar } }
    /// Divides every element by a scalar.
    public static func divide<T: BinaryFloatingPoint>(_ vector: [T], _ scalar: T) -> [T] { vector.map { $0 / scalar } }
    /// Element-wise quotient `a / b`.
    public static func divide<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map { $0 / $1 } }
    /// The dot product.
    public static func dot<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> T { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    /// Each element clipped to `bounds`.
    public static func clip<T: BinaryFloatingPoint>(_ vector: [T], to bounds: ClosedRange<T>) -> [T] { vector.map { min(max($0, bounds.lowerBound), bounds.upperBound) } }
    /// `count` evenly spaced values from `range`'s lower to upper bound (`vDSP.ramp(in:count:)`).
    public static func ramp<T: BinaryFloatingPoint>(in range: ClosedRange<T>, count: Int) -> [T] {
        guard count > 1 else { return count == 1 ? [range.lowerBound] : [] }
        let step = (range.upperBound - range.lowerBound) / T(count - 1)
        return (0..<count).map { range.lowerBound + T($0) * step }
    }
}

@inline(__always) private func strided<T>(_ p: UnsafePointer<T>, _ stride: vDSP_Stride, _ n: vDSP_Length) -> [T] {
    (0..<Int(n)).map { p[$0 * stride] }
}
/// Mean of a single-precision vector.
public func vDSP_meanv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) { c.pointee = vDSP.mean(strided(a, ia, n)) }
/// Mean of a double-precision vector.
public func vDSP_meanvD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) { c.pointee = vDSP.mean(strided(a, ia, n)) }
/// Maximum of a single-precision vector.
public func vDSP_maxv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) { c.pointee = vDSP.maximum(strided(a, ia, n)) }
/// Maximum of a double-precision vector.
public func vDSP_maxvD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) { c.pointee = vDSP.maximum(strided(a, ia, n)) }
/// Minimum of a single-precision vector.
public func vDSP_minv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) { c.pointee = vDSP.minimum(strided(a, ia, n)) }
/// Minimum of a double-precision vector.
public func vDSP_minvD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) { c.pointee = vDSP.minimum(strided(a, ia, n)) }
/// Sum of a single-precision vector.
public func vDSP_sve(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) { c.pointee = vDSP.sum(strided(a, ia, n)) }
/// Sum of a double-precision vector.
public func vDSP_sveD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) { c.pointee = vDSP.sum(strided(a, ia, n)) }
/// Root mean square of a single-precision vector.
public func vDSP_rmsqv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) { c.pointee = vDSP.rootMeanSquare(strided(a, ia, n)) }
/// Element-wise sum of two single-precision vectors.
public func vDSP_vadd(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
                      _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length) {
    for i in 0..<Int(n) { c[i * ic] = a[i * ia] + b[i * ib] }
}
/// A single-precision vector times a scalar.
public func vDSP_vsmul(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
                       _ ic: vDSP_Stride, _ n: vDSP_Length) {
    for i in 0..<Int(n) { c[i * ic] = a[i * ia] * b.pointee }
}
