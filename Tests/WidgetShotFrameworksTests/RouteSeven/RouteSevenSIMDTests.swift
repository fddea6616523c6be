import Foundation
import Testing
import WidgetShot

/// Apple's `simd` module (ChinChangYang/KataGo's KataGoGameStore imports it for its board's
/// 3-D geometry): the type names and functions compute what simd computes.
@Suite struct RouteSevenSIMDTests {
    @Test func geometricFunctions() {
        let a: simd_float3 = [3, 4, 0], b: simd_float3 = [0, 0, 2]
        #expect(simd_length(a) == 5)
        #expect(simd_length_squared(a) == 25)
        #expect(simd_dot(a, b) == 0)
        #expect(simd_distance(a, b) == (25 + 4 as Float).squareRoot())
        #expect(simd_normalize(a) == [0.6, 0.8, 0])
        #expect(simd_cross(simd_float3(1, 0, 0), simd_float3(0, 1, 0)) == [0, 0, 1])
        #expect(simd_cross(simd_double2(1, 0), simd_double2(0, 2)) == [0, 0, 2])
        #expect(simd_project(simd_double2(2, 3), simd_double2(1, 0)) == [2, 0])
        #expect(simd_reflect(simd_double2(1, -1), simd_double2(0, 1)) == [1, 1])
    }

    @Test func commonFunctions() {
        let v: simd_double4 = [-2, 0.25, 0.5, 3]
        #expect(simd_clamp(v, simd_double4(repeating: 0), simd_double4(repeating: 1)) == [0, 0.25, 0.5, 1])
        #expect(simd_abs(v) == [2, 0.25, 0.5, 3])
        #expect(simd_mix(simd_double2(0, 10), simd_double2(10, 20), simd_double2(0.5, 0.1)) == [5, 11])
        #expect(simd_min(simd_int2(1, 5), simd_int2(3, 2)) == [1, 2])
        #expect(simd_max(simd_int2(1, 5), simd_int2(3, 2)) == [3, 5])
        #expect(simd_reduce_add(v) == 1.75)
        #expect(simd_reduce_max(v) == 3 && simd_reduce_min(v) == -2)
        #expect(simd_step(simd_double2(repeating: 0.5), simd_double2(0.2, 0.7)) == [0, 1])
        #expect(simd_smoothstep(simd_double2(repeating: 0), simd_double2(repeating: 1), simd_double2(0.5, 2)) == [0.5, 1])
    }
}
