import Testing
@testable import WidgetShotSnapshotCore
@testable import WidgetShotTesting

/// Sharma, Wu & Dalal (2005), supplementary test data: all 34 pairs, ΔE00 to four decimals.
private let sharmaPairs: [(LabColor, LabColor, Double)] = [
    (.init(L: 50.0000, a: 2.6772, b: -79.7751), .init(L: 50.0000, a: 0.0000, b: -82.7485), 2.0425),
    (.init(L: 50.0000, a: 3.1571, b: -77.2803), .init(L: 50.0000, a: 0.0000, b: -82.7485), 2.8615),
    (.init(L: 50.0000, a: 2.8361, b: -74.0200), .init(L: 50.0000, a: 0.0000, b: -82.7485), 3.4412),
    (.init(L: 50.0000, a: -1.3802, b: -84.2814), .init(L: 50.0000, a: 0.0000, b: -82.7485), 1.0000),
    (.init(L: 50.0000, a: -1.1848, b: -84.8006), .init(L: 50.0000, a: 0.0000, b: -82.7485), 1.0000),
    (.init(L: 50.0000, a: -0.9009, b: -85.5211), .init(L: 50.0000, a: 0.0000, b: -82.7485), 1.0000),
    (.init(L: 50.0000, a: 0.0000, b: 0.0000), .init(L: 50.0000, a: -1.0000, b: 2.0000), 2.3669),
    (.init(L: 50.0000, a: -1.0000, b: 2.0000), .init(L: 50.0000, a: 0.0000, b: 0.0000), 2.3669),
    (.init(L: 50.0000, a: 2.4900, b: -0.0010), .init(L: 50.0000, a: -2.4900, b: 0.0009), 7.1792),
    (.init(L: 50.0000, a: 2.4900, b: -0.0010), .init(L: 50.0000, a: -2.4900, b: 0.0010), 7.1792),
    (.init(L: 50.0000, a: 2.4900, b: -0.0010), .init(L: 50.0000, a: -2.4900, b: 0.0011), 7.2195),
    (.init(L: 50.0000, a: 2.4900, b: -0.0010), .init(L: 50.0000, a: -2.4900, b: 0.0012), 7.2195),
    (.init(L: 50.0000, a: -0.0010, b: 2.4900), .init(L: 50.0000, a: 0.0009, b: -2.4900), 4.8045),
    (.init(L: 50.0000, a: -0.0010, b: 2.4900), .init(L: 50.0000, a: 0.0010, b: -2.4900), 4.8045),
    (.init(L: 50.0000, a: -0.0010, b: 2.4900), .init(L: 50.0000, a: 0.0011, b: -2.4900), 4.7461),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 50.0000, a: 0.0000, b: -2.5000), 4.3065),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 73.0000, a: 25.0000, b: -18.0000), 27.1492),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 61.0000, a: -5.0000, b: 29.0000), 22.8977),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 56.0000, a: -27.0000, b: -3.0000), 31.9030),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 58.0000, a: 24.0000, b: 15.0000), 19.4535),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 50.0000, a: 3.1736, b: 0.5854), 1.0000),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 50.0000, a: 3.2972, b: 0.0000), 1.0000),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 50.0000, a: 1.8634, b: 0.5757), 1.0000),
    (.init(L: 50.0000, a: 2.5000, b: 0.0000), .init(L: 50.0000, a: 3.2592, b: 0.3350), 1.0000),
    (.init(L: 60.2574, a: -34.0099, b: 36.2677), .init(L: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
    (.init(L: 63.0109, a: -31.0961, b: -5.8663), .init(L: 62.8187, a: -29.7946, b: -4.0864), 1.2630),
    (.init(L: 61.2901, a: 3.7196, b: -5.3901), .init(L: 61.4292, a: 2.2480, b: -4.9620), 1.8731),
    (.init(L: 35.0831, a: -44.1164, b: 3.7933), .init(L: 35.0232, a: -40.0716, b: 1.5901), 1.8645),
    (.init(L: 22.7233, a: 20.0904, b: -46.6940), .init(L: 23.0331, a: 14.9730, b: -42.5619), 2.0373),
    (.init(L: 36.4612, a: 47.8580, b: 18.3852), .init(L: 36.2715, a: 50.5065, b: 21.2231), 1.4146),
    (.init(L: 90.8027, a: -2.0831, b: 1.4410), .init(L: 91.1528, a: -1.6435, b: 0.0447), 1.4441),
    (.init(L: 90.9257, a: -0.5406, b: -0.9208), .init(L: 88.6381, a: -0.8985, b: -0.7239), 1.5381),
    (.init(L: 6.7747, a: -0.2908, b: -2.4247), .init(L: 5.8714, a: -0.0985, b: -2.2286), 0.6377),
    (.init(L: 2.0776, a: 0.0795, b: -1.1350), .init(L: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
]

@Suite struct CIEDE2000Tests {
    @Test(arguments: sharmaPairs.indices)
    func sharmaPair(_ index: Int) {
        let (lab1, lab2, expected) = sharmaPairs[index]
        let forward = CIEDE2000.deltaE(lab1, lab2)
        let backward = CIEDE2000.deltaE(lab2, lab1)
        // The published values are rounded to four decimals.
        #expect(abs(forward - expected) <= 1e-4, "pair \(index + 1): \(forward) vs \(expected)")
        #expect(abs(backward - expected) <= 1e-4, "pair \(index + 1) reversed: \(backward) vs \(expected)")
    }

    @Test func identicalColoursHaveZeroDifference() {
        let c = LabColor(L: 42, a: 12, b: -7)
        #expect(CIEDE2000.deltaE(c, c) == 0)
        #expect(CIEDE2000.deltaE(red: 10, green: 200, blue: 30, red: 10, green: 200, blue: 30) == 0)
    }

    @Test func srgbToLabAnchors() {
        let white = CIEDE2000.lab(red: 255, green: 255, blue: 255)
        #expect(abs(white.L - 100) < 1e-3 && abs(white.a) < 0.02 && abs(white.b) < 0.02, "\(white)")
        let black = CIEDE2000.lab(red: 0, green: 0, blue: 0)
        #expect(black.L == 0 && black.a == 0 && black.b == 0)
        // sRGB red ≈ Lab(53.24, 80.09, 67.20).
        let red = CIEDE2000.lab(red: 255, green: 0, blue: 0)
        #expect(abs(red.L - 53.24) < 0.05 && abs(red.a - 80.09) < 0.1 && abs(red.b - 67.20) < 0.1, "\(red)")
        // Mid grey #777777 ≈ L 50.03.
        let grey = CIEDE2000.lab(red: 0x77, green: 0x77, blue: 0x77)
        #expect(abs(grey.L - 50.03) < 0.05, "\(grey)")
    }

    @Test func alphaIsCompositedOntoWhite() {
        // Transparent anything is white; half-transparent black is the grey 127.5.
        let clear = CIEDE2000.lab(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(CIEDE2000.deltaE(clear, CIEDE2000.lab(red: 255, green: 255, blue: 255)) < 1e-9)
        let premultiplied = CIEDE2000.lab(premultipliedRed: 0, green: 0, blue: 0, alpha: 128)   // → 127 grey
        #expect(CIEDE2000.deltaE(premultiplied, CIEDE2000.lab(red: 127, green: 127, blue: 127)) < 1e-9)
        let straight = CIEDE2000.lab(red: 0, green: 0, blue: 0, alpha: 128)                     // → 127.0 grey
        #expect(CIEDE2000.deltaE(straight, CIEDE2000.lab(red: 127, green: 127, blue: 127)) < 0.01)
    }

    @Test func oneLevelStepsAreBelowOneJND() {
        // A one-level change of a flat grey is well below ΔE00 1.
        let d = CIEDE2000.deltaE(red: 128, green: 128, blue: 128, red: 129, green: 129, blue: 129)
        #expect(d > 0 && d < 1, "\(d)")
        // Black vs white is ΔE00 100.
        let bw = CIEDE2000.deltaE(red: 0, green: 0, blue: 0, red: 255, green: 255, blue: 255)
        #expect(abs(bw - 100) < 0.01, "\(bw)")
    }
}
