import Foundation

// Accelerate's classic CLAPACK interface (`clapack.h`: `__CLPK_integer`, functions taking every
// argument by pointer, column-major matrices, 1-based pivots) for LU factorisation, solving and
// inversion — real results, computed as LAPACK's unblocked reference routines (dgetf2, dgetrs,
// dgetri: https://www.netlib.org/lapack/explore-html/).

/// CLAPACK's integer — Accelerate's `__CLPK_integer` (a 32-bit `int`).
public typealias __CLPK_integer = Int32
/// CLAPACK's double — Accelerate's `__CLPK_doublereal`.
public typealias __CLPK_doublereal = Double
/// CLAPACK's float — Accelerate's `__CLPK_real`.
public typealias __CLPK_real = Float

/// LU factorisation with partial pivoting of the `m`×`n` matrix `a` (leading dimension `lda`):
/// on return `a` holds `L` (unit diagonal, not stored) and `U`, and `ipiv` the 1-based row each
/// row was swapped with. `info`: 0, `-i` for an illegal `i`-th argument, or `i` when `U(i,i)` is
/// exactly zero (the factorisation is complete; `U` is singular).
@discardableResult
public func dgetrf_(_ m: UnsafeMutablePointer<__CLPK_integer>!, _ n: UnsafeMutablePointer<__CLPK_integer>!,
                    _ a: UnsafeMutablePointer<__CLPK_doublereal>!, _ lda: UnsafeMutablePointer<__CLPK_integer>!,
                    _ ipiv: UnsafeMutablePointer<__CLPK_integer>!, _ info: UnsafeMutablePointer<__CLPK_integer>!) -> Int32 {
    let rows = Int(m.pointee), columns = Int(n.pointee), ld = Int(lda.pointee)
    info.pointee = rows < 0 ? -1 : columns < 0 ? -2 : ld < max(1, rows) ? -4 : 0
    guard info.pointee == 0 else { return 0 }
    func at(_ i: Int, _ j: Int) -> Int { i + j * ld }
    for j in 0..<min(rows, columns) {
        let pivot = (j..<rows).max { abs(a[at($0, j)]) < abs(a[at($1, j)]) } ?? j
        ipiv[j] = __CLPK_integer(pivot + 1)
        if a[at(pivot, j)] != 0 {
            if pivot != j {
                for k in 0..<columns { swap(&a[at(pivot, k)], &a[at(j, k)]) }
            }
            for i in (j + 1)..<max(j + 1, rows) { a[at(i, j)] /= a[at(j, j)] }
        } else if info.pointee == 0 {
            info.pointee = __CLPK_integer(j + 1)
        }
        for k in (j + 1)..<max(j + 1, columns) {
            for i in (j + 1)..<max(j + 1, rows) { a[at(i, k)] -= a[at(i, j)] * a[at(j, k)] }
        }
    }
    return 0
}

/// Solves `A·X = B` (`trans` "N") or `Aᵀ·X = B` ("T" or "C") for the `nrhs` columns of `b`
/// (leading dimension `ldb`), with `A`'s LU factorisation from ``dgetrf_(_:_:_:_:_:_:)``; `b`
/// becomes `X`.
@discardableResult
public func dgetrs_(_ trans: UnsafeMutablePointer<CChar>!, _ n: UnsafeMutablePointer<__CLPK_integer>!,
                    _ nrhs: UnsafeMutablePointer<__CLPK_integer>!, _ a: UnsafeMutablePointer<__CLPK_doublereal>!,
                    _ lda: UnsafeMutablePointer<__CLPK_integer>!, _ ipiv: UnsafeMutablePointer<__CLPK_integer>!,
                    _ b: UnsafeMutablePointer<__CLPK_doublereal>!, _ ldb: UnsafeMutablePointer<__CLPK_integer>!,
                    _ info: UnsafeMutablePointer<__CLPK_integer>!) -> Int32 {
    let mode = Character(Unicode.Scalar(UInt8(bitPattern: trans.pointee))).uppercased()
    let order = Int(n.pointee), columns = Int(nrhs.pointee), ldA = Int(lda.pointee), ldB = Int(ldb.pointee)
    info.pointee = !["N", "T", "C"].contains(mode) ? -1 : order < 0 ? -2 : columns < 0 ? -3
        : ldA < max(1, order) ? -5 : ldB < max(1, order) ? -8 : 0
    guard info.pointee == 0, order > 0 else { return 0 }
    LUSolver(lu: a, ld: ldA, order: order, pivots: ipiv).solve(b, ld: ldB, columns: columns, transposed: mode != "N")
    return 0
}

/// The inverse of `A` from its LU factorisation (``dgetrf_(_:_:_:_:_:_:)``), into `a`. `lwork`
/// -1 is a workspace query (`work[0]` becomes the size wanted, `n`); `info` `i` > 0 when `U(i,i)`
/// is zero (`A` has no inverse; `a` is left as it was).
@discardableResult
public func dgetri_(_ n: UnsafeMutablePointer<__CLPK_integer>!, _ a: UnsafeMutablePointer<__CLPK_doublereal>!,
                    _ lda: UnsafeMutablePointer<__CLPK_integer>!, _ ipiv: UnsafeMutablePointer<__CLPK_integer>!,
                    _ work: UnsafeMutablePointer<__CLPK_doublereal>!, _ lwork: UnsafeMutablePointer<__CLPK_integer>!,
                    _ info: UnsafeMutablePointer<__CLPK_integer>!) -> Int32 {
    let order = Int(n.pointee), ld = Int(lda.pointee)
    let query = lwork.pointee == -1
    info.pointee = order < 0 ? -1 : ld < max(1, order) ? -3 : (!query && Int(lwork.pointee) < max(1, order)) ? -6 : 0
    guard info.pointee == 0 else { return 0 }
    work[0] = __CLPK_doublereal(max(1, order))
    guard !query, order > 0 else { return 0 }
    if let zero = (0..<order).first(where: { a[$0 + $0 * ld] == 0 }) {
        info.pointee = __CLPK_integer(zero + 1)
        return 0
    }
    // The columns of the identity, solved through the factorisation (own scratch: callers
    // size `work` from the query, which a column-by-column solve does not need).
    var inverse = [Double](repeating: 0, count: order * order)
    for i in 0..<order { inverse[i + i * order] = 1 }
    inverse.withUnsafeMutableBufferPointer { identity in
        LUSolver(lu: a, ld: ld, order: order, pivots: ipiv).solve(identity.baseAddress!, ld: order, columns: order, transposed: false)
    }
    for j in 0..<order {
        for i in 0..<order { a[i + j * ld] = inverse[i + j * order] }
    }
    return 0
}

/// Forward and back substitution with a packed LU factorisation (`L` unit lower, `U` upper,
/// column-major) and its 1-based row interchanges.
private struct LUSolver {
    let lu: UnsafeMutablePointer<Double>
    let ld: Int
    let order: Int
    let pivots: UnsafeMutablePointer<__CLPK_integer>

    func solve(_ b: UnsafeMutablePointer<Double>, ld ldB: Int, columns: Int, transposed: Bool) {
        func swapRows(_ i: Int) {
            let other = Int(pivots[i]) - 1
            guard other != i else { return }
            for k in 0..<columns { swap(&b[i + k * ldB], &b[other + k * ldB]) }
        }
        if !transposed { (0..<order).forEach(swapRows) }
        for k in 0..<columns {
            let x = b + k * ldB
            if transposed {
                // Uᵀ·y = b (forward), then Lᵀ·x = y (backward).
                for i in 0..<order {
                    x[i] = ((0..<i).reduce(x[i]) { $0 - lu[$1 + i * ld] * x[$1] }) / lu[i + i * ld]
                }
                for i in stride(from: order - 1, through: 0, by: -1) {
                    x[i] = ((i + 1)..<order).reduce(x[i]) { $0 - lu[$1 + i * ld] * x[$1] }
                }
            } else {
                // L·y = P·b (forward, unit diagonal), then U·x = y (backward).
                for i in 0..<order {
                    x[i] = (0..<i).reduce(x[i]) { $0 - lu[i + $1 * ld] * x[$1] }
                }
                for i in stride(from: order - 1, through: 0, by: -1) {
                    x[i] = (((i + 1)..<order).reduce(x[i]) { $0 - lu[i + $1 * ld] * x[$1] }) / lu[i + i * ld]
                }
            }
        }
        if transposed { stride(from: order - 1, through: 0, by: -1).forEach(swapRows) }
    }
}
