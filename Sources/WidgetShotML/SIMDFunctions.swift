// Apple's `simd` module (which Accelerate, SceneKit and RealityKit also bring): the vector type
// names and the geometric and common functions, over the standard library's SIMD types (real
// implementations; Apple's C functions are overloaded per type, these are generic over them).
// Names and meanings: https://developer.apple.com/documentation/accelerate/simd-library and
// the module's <simd/geometry.h>, <simd/common.h>. Matrices and quaternions
// (`simd_float4x4`, `simd_quatf`) are not here yet, nor the Swift overlay's short names (`dot`,
// `length`, `distance`…): the umbrella re-exports this module into every widget file, where
// free functions of those names would collide with the app's own.

/// Two `Float`s — simd's `simd_float2`.
public typealias simd_float2 = SIMD2<Float>
/// Three `Float`s — simd's `simd_float3`.
public typealias simd_float3 = SIMD3<Float>
/// Four `Float`s — simd's `simd_float4`.
public typealias simd_float4 = SIMD4<Float>
/// Two `Double`s — simd's `simd_double2`.
public typealias simd_double2 = SIMD2<Double>
/// Three `Double`s — simd's `simd_double3`.
public typealias simd_double3 = SIMD3<Double>
/// Four `Double`s — simd's `simd_double4`.
public typealias simd_double4 = SIMD4<Double>
/// Two `Int32`s — simd's `simd_int2`.
public typealias simd_int2 = SIMD2<Int32>
/// Three `Int32`s — simd's `simd_int3`.
public typealias simd_int3 = SIMD3<Int32>
/// Four `Int32`s — simd's `simd_int4`.
public typealias simd_int4 = SIMD4<Int32>
/// Two `UInt32`s — simd's `simd_uint2`.
public typealias simd_uint2 = SIMD2<UInt32>
/// Three `UInt32`s — simd's `simd_uint3`.
public typealias simd_uint3 = SIMD3<UInt32>
/// Four `UInt32`s — simd's `simd_uint4`.
public typealias simd_uint4 = SIMD4<UInt32>
/// simd's older name for `simd_float2`.
public typealias vector_float2 = simd_float2
/// simd's older name for `simd_float3`.
public typealias vector_float3 = simd_float3
/// simd's older name for `simd_float4`.
public typealias vector_float4 = simd_float4
/// simd's older name for `simd_double2`.
public typealias vector_double2 = simd_double2
/// simd's older name for `simd_double3`.
public typealias vector_double3 = simd_double3
/// simd's older name for `simd_double4`.
public typealias vector_double4 = simd_double4

/// The dot product — simd's `simd_dot`.
public func simd_dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { (a * b).sum() }
/// The length squared — simd's `simd_length_squared`.
public func simd_length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(v, v) }
/// The Euclidean length — simd's `simd_length`.
public func simd_length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(v).squareRoot() }
/// The distance squared — simd's `simd_distance_squared`.
public func simd_distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(a - b) }
/// The Euclidean distance — simd's `simd_distance`.
public func simd_distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(a - b) }
/// The vector scaled to length 1 (NaNs for a zero vector, as simd) — simd's `simd_normalize`.
public func simd_normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { v / simd_length(v) }
/// The cross product — simd's `simd_cross`.
public func simd_cross<T: FloatingPoint & SIMDScalar>(_ a: SIMD3<T>, _ b: SIMD3<T>) -> SIMD3<T> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
/// The 2-D cross product, as a 3-vector along z — simd's `simd_cross` for two-element vectors.
public func simd_cross<T: FloatingPoint & SIMDScalar>(_ a: SIMD2<T>, _ b: SIMD2<T>) -> SIMD3<T> {
    SIMD3(0, 0, a.x * b.y - a.y * b.x)
}
/// `a + (b - a) * t`, element-wise — simd's `simd_mix`.
public func simd_mix<V: SIMD>(_ a: V, _ b: V, _ t: V) -> V where V.Scalar: FloatingPoint { a + (b - a) * t }
/// Each element clamped to `[min, max]` — simd's `simd_clamp`.
public func simd_clamp<V: SIMD>(_ v: V, _ min: V, _ max: V) -> V where V.Scalar: Comparable { v.clamped(lowerBound: min, upperBound: max) }
/// The element-wise minimum — simd's `simd_min`.
public func simd_min<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: Comparable { pointwiseMin(a, b) }
/// The element-wise maximum — simd's `simd_max`.
public func simd_max<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: Comparable { pointwiseMax(a, b) }
/// The element-wise absolute value — simd's `simd_abs`.
public func simd_abs<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint {
    var result = v
    for i in result.indices { result[i] = Swift.abs(v[i]) }
    return result
}
/// The sum of the elements — simd's `simd_reduce_add`.
public func simd_reduce_add<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { v.sum() }
/// The smallest element — simd's `simd_reduce_min`.
public func simd_reduce_min<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: Comparable { v.min() }
/// The largest element — simd's `simd_reduce_max`.
public func simd_reduce_max<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: Comparable { v.max() }
/// The projection of `a` onto `b` — simd's `simd_project`.
public func simd_project<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: FloatingPoint { b * (simd_dot(a, b) / simd_dot(b, b)) }
/// `v` reflected about the unit normal `n`: `v - 2 dot(v, n) n` — simd's `simd_reflect`.
public func simd_reflect<V: SIMD>(_ v: V, _ n: V) -> V where V.Scalar: FloatingPoint { v - n * (2 * simd_dot(v, n)) }
/// 0 where `x < edge`, else 1 — simd's `simd_step`.
public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    var result = x
    for i in result.indices { result[i] = x[i] < edge[i] ? 0 : 1 }
    return result
}
/// Hermite interpolation between 0 and 1 as `x` goes from `edge0` to `edge1` — simd's `simd_smoothstep`.
public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    var result = x
    for i in result.indices {
        let t = Swift.min(Swift.max((x[i] - edge0[i]) / (edge1[i] - edge0[i]), 0), 1)
        result[i] = t * t * (3 - 2 * t)
    }
    return result
}
