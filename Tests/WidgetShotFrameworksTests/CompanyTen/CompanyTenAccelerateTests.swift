import Foundation
import Testing
import WidgetShot

/// Accelerate's matrix functions and classic CLAPACK as nightscout/nightguard's glucose
/// regression uses them (a `Matrix` type over `vDSP_mtransD`/`vDSP_mmulD`, inversion with
/// `dgetrf_` + `dgetri_`, and a linear solve with `dgetrs_`): real numbers, column-major LAPACK.
@Suite struct CompanyTenAccelerateTests {
    struct Matrix {
        let rows: Int, columns: Int
        var values: [Double]

        func transposed() -> Matrix {
            var result = values
            vDSP_mtransD(values, 1, &result, 1, vDSP_Length(columns), vDSP_Length(rows))
            return Matrix(rows: columns, columns: rows, values: result)
        }

        static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
            var result = [Double](repeating: 0, count: lhs.rows * rhs.columns)
            vDSP_mmulD(lhs.values, 1, rhs.values, 1, &result, 1, vDSP_Length(lhs.rows), vDSP_Length(rhs.columns), vDSP_Length(lhs.columns))
            return Matrix(rows: lhs.rows, columns: rhs.columns, values: result)
        }

        /// Inverts through LAPACK, which reads column-major: the inverse of the transpose, transposed back.
        func inverted() -> (Matrix, __CLPK_integer) {
            var result = transposed().values
            var n = __CLPK_integer(rows), m = n, lda = n
            var pivots = [__CLPK_integer](repeating: 0, count: rows)
            var error: __CLPK_integer = 0
            dgetrf_(&m, &n, &result, &lda, &pivots, &error)
            guard error == 0 else { return (self, error) }
            var query = 0.0, lwork: __CLPK_integer = -1
            dgetri_(&n, &result, &lda, &pivots, &query, &lwork, &error)
            var work = [Double](repeating: 0, count: Int(query))
            lwork = __CLPK_integer(query)
            dgetri_(&n, &result, &lda, &pivots, &work, &lwork, &error)
            return (Matrix(rows: rows, columns: columns, values: result).transposed(), error)
        }
    }

    @Test func transposeAndProductAreRowMajor() {
        let a = Matrix(rows: 2, columns: 3, values: [1, 2, 3, 4, 5, 6])
        #expect(a.transposed().values == [1, 4, 2, 5, 3, 6])
        #expect((a * a.transposed()).values == [14, 32, 32, 77])
        var dot = 0.0
        vDSP_dotprD([1, 2, 3], 1, [4, 5, 6], 1, &dot, 3)
        #expect(dot == 32)
        var everyOther: Float = 0
        vDSP_dotpr([1, 9, 2, 9], 2, [3, 4], 1, &everyOther, 2)
        #expect(everyOther == 11)
    }

    @Test func aPivotingInverseTimesTheMatrixIsTheIdentity() {
        // A zero in the first pivot position: LU needs a row swap.
        let a = Matrix(rows: 3, columns: 3, values: [0, 2, 1, 1, 1, 0, 3, 0, 1])
        let (inverse, error) = a.inverted()
        #expect(error == 0)
        let identity = (a * inverse).values
        for (i, value) in identity.enumerated() {
            #expect(abs(value - (i % 4 == 0 ? 1 : 0)) < 1e-12, "\(identity)")
        }
    }

    @Test func aSingularMatrixReportsItsZeroPivot() {
        var values: [Double] = [1, 2, 2, 4]   // column-major: the second column is twice the first
        var n: __CLPK_integer = 2, m: __CLPK_integer = 2, lda: __CLPK_integer = 2, error: __CLPK_integer = 0
        var pivots: [__CLPK_integer] = [0, 0]
        dgetrf_(&m, &n, &values, &lda, &pivots, &error)
        #expect(error == 2)
        var bad: __CLPK_integer = 0
        dgetrf_(&m, &n, &values, &bad, &pivots, &error)
        #expect(error == -4)
    }

    @Test(arguments: ["N", "T"])
    func solvingGivesTheRightHandSideBack(_ trans: String) {
        // A (column-major) = [[4, 1, 2], [2, 5, 1], [1, 3, 6]] read by columns.
        let a: [Double] = [4, 2, 1, 1, 5, 3, 2, 1, 6]
        let x: [Double] = [1, -2, 3]
        // b = A·x or Aᵀ·x.
        var b = [Double](repeating: 0, count: 3)
        for i in 0..<3 {
            for k in 0..<3 { b[i] += (trans == "N" ? a[i + k * 3] : a[k + i * 3]) * x[k] }
        }
        var lu = a, solution = b
        var n: __CLPK_integer = 3, m: __CLPK_integer = 3, nrhs: __CLPK_integer = 1, lda: __CLPK_integer = 3, ldb: __CLPK_integer = 3
        var pivots = [__CLPK_integer](repeating: 0, count: 3), error: __CLPK_integer = 0
        dgetrf_(&m, &n, &lu, &lda, &pivots, &error)
        var mode = CChar(bitPattern: trans.utf8.first!)
        dgetrs_(&mode, &n, &nrhs, &lu, &lda, &pivots, &solution, &ldb, &error)
        #expect(error == 0)
        #expect(zip(solution, x).allSatisfy { abs($0 - $1) < 1e-12 }, "\(solution)")
    }
}
