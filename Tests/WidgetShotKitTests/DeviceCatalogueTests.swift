import Foundation
import Testing
@testable import WidgetShotKit

/// The device catalogue against `widgetkit-facts` §1. The expected numbers below are typed from
/// the facts tables (§1.1 iPhone widget table and model table, §1.2 iPad table), not from the
/// catalogue source.
@Suite struct DeviceCatalogueTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let device: Device
        let family: WidgetFamily
        let width: CGFloat
        let height: CGFloat
        var testDescription: String { "\(device.id) \(family) \(width)×\(height)" }
    }

    /// §1.1 rows (iPhones).
    static let iPhoneRows: [Row] = [
        // 430×932
        Row(device: .iPhone16Plus, family: .systemSmall, width: 170, height: 170),
        Row(device: .iPhone15ProMax, family: .systemMedium, width: 364, height: 170),
        Row(device: .iPhone14ProMax, family: .systemLarge, width: 364, height: 382),
        Row(device: .iPhone15Plus, family: .accessoryRectangular, width: 172, height: 76),
        Row(device: .iPhone16Plus, family: .accessoryInline, width: 257, height: 26),
        // 428×926
        Row(device: .iPhone13ProMax, family: .systemLarge, width: 364, height: 382),
        Row(device: .iPhone14Plus, family: .accessoryCircular, width: 76, height: 76),
        // 414×896 (both scales)
        Row(device: .iPhone11ProMax, family: .systemMedium, width: 360, height: 169),
        Row(device: .iPhone11, family: .systemLarge, width: 360, height: 379),
        Row(device: .iPhoneXR, family: .accessoryRectangular, width: 160, height: 72),
        Row(device: .iPhone11ProMax, family: .accessoryInline, width: 248, height: 26),
        // 414×736 (note a: small 157)
        Row(device: .iPhone8Plus, family: .systemSmall, width: 157, height: 157),
        Row(device: .iPhone8Plus, family: .systemMedium, width: 348, height: 157),
        Row(device: .iPhone8Plus, family: .accessoryRectangular, width: 170, height: 76),
        // 393×852
        Row(device: .iPhone15Pro, family: .systemMedium, width: 338, height: 158),
        Row(device: .iPhone16, family: .systemLarge, width: 338, height: 354),
        Row(device: .iPhone15, family: .accessoryCircular, width: 72, height: 72),
        // 390×844
        Row(device: .iPhone13, family: .systemSmall, width: 158, height: 158),
        Row(device: .iPhone14, family: .accessoryInline, width: 234, height: 26),
        // 375×812
        Row(device: .iPhone11Pro, family: .systemMedium, width: 329, height: 155),
        Row(device: .iPhoneXS, family: .systemLarge, width: 329, height: 345),
        Row(device: .iPhone11Pro, family: .accessoryRectangular, width: 157, height: 72),
        // 375×667
        Row(device: .iPhoneSE3, family: .systemSmall, width: 148, height: 148),
        Row(device: .iPhoneSE3, family: .systemLarge, width: 321, height: 324),
        Row(device: .iPhone8, family: .accessoryCircular, width: 68, height: 68),
        Row(device: .iPhoneSE2, family: .accessoryRectangular, width: 153, height: 68),
        // 360×780
        Row(device: .iPhone13mini, family: .systemSmall, width: 155, height: 155),
        Row(device: .iPhone12mini, family: .systemLarge, width: 329, height: 345),
        // 320×568
        Row(device: .iPhoneSE1, family: .systemMedium, width: 292, height: 141),
        Row(device: .iPhoneSE1, family: .systemLarge, width: 292, height: 311),
        // 402×874 best guess (unconfirmed)
        Row(device: .iPhone16Pro, family: .systemSmall, width: 162, height: 162),
        Row(device: .iPhone17, family: .systemLarge, width: 344, height: 366),
        // 440×956 best guess: same as 430×932
        Row(device: .iPhone16ProMax, family: .systemLarge, width: 364, height: 382),
    ]

    @Test("iPhone widget sizes match the HIG table", arguments: iPhoneRows)
    func iPhoneSizes(_ row: Row) {
        #expect(row.device.widgetSize(for: row.family) == CGSize(width: row.width, height: row.height))
    }

    /// §1.2 rows (iPad): canvas and device.
    static let iPadRows: [(Row, CGSize)] = [
        (Row(device: .iPadMini7_9, family: .systemSmall, width: 141, height: 141), CGSize(width: 120, height: 120)),
        (Row(device: .iPad9_7, family: .systemExtraLarge, width: 634.5, height: 305.5), CGSize(width: 540, height: 260)),
        (Row(device: .iPadMini8_3, family: .systemMedium, width: 305.5, height: 141), CGSize(width: 260, height: 120)),
        (Row(device: .iPad10_2, family: .systemMedium, width: 320.5, height: 146), CGSize(width: 272, height: 124)),
        (Row(device: .iPad10_2, family: .systemExtraLarge, width: 669, height: 320.5), CGSize(width: 568, height: 272)),
        (Row(device: .iPadAir11, family: .systemLarge, width: 342, height: 342), CGSize(width: 300, height: 300)),
        (Row(device: .iPadPro10_5, family: .systemLarge, width: 327.5, height: 327.5), CGSize(width: 288, height: 288)),
        (Row(device: .iPadPro10_5, family: .systemExtraLarge, width: 682, height: 327.5), CGSize(width: 600, height: 288)),
        (Row(device: .iPadPro11, family: .systemExtraLarge, width: 715.5, height: 342), CGSize(width: 628, height: 300)),
        (Row(device: .iPadPro12_9, family: .systemMedium, width: 378.5, height: 170), CGSize(width: 356, height: 160)),
        (Row(device: .iPadAir13, family: .systemExtraLarge, width: 795, height: 378.5), CGSize(width: 748, height: 356)),
    ]

    @Test("iPad canvas and on-screen sizes match the HIG table")
    func iPadSizes() {
        for (row, shown) in Self.iPadRows {
            #expect(row.device.widgetSize(for: row.family) == CGSize(width: row.width, height: row.height), "\(row.testDescription)")
            #expect(row.device.onScreenSizes[row.family] == shown, "\(row.testDescription) on screen")
        }
    }

    @Test("More Space classes: canvas = device")
    func moreSpace() {
        #expect(Device.iPadPro12_9MoreSpace.widgetSize(for: .systemMedium) == CGSize(width: 412, height: 188))
        #expect(Device.iPadPro12_9MoreSpace.widgetSize(for: .systemExtraLarge) == CGSize(width: 860, height: 412))
        #expect(Device.iPadMoreSpace970.widgetSize(for: .systemSmall) == CGSize(width: 162, height: 162))
        #expect(Device.iPadMoreSpace954.widgetSize(for: .systemLarge) == CGSize(width: 350, height: 350))
        for device in [Device.iPadPro12_9MoreSpace, .iPadMoreSpace970, .iPadMoreSpace954] {
            #expect(device.onScreenSizes.isEmpty, "\(device.id)")
            for family in device.families { #expect(device.deviceScale(for: family) == 1, "\(device.id) \(family)") }
        }
    }

    @Test("screen classes and scales match the HIG Layout table")
    func screens() {
        let expected: [(Device, CGFloat, CGFloat, CGFloat)] = [
            (.iPhone16ProMax, 440, 956, 3), (.iPhone14ProMax, 430, 932, 3), (.iPhone12ProMax, 428, 926, 3),
            (.iPhoneAir, 420, 912, 3), (.iPhoneXSMax, 414, 896, 3), (.iPhoneXR, 414, 896, 2), (.iPhone6Plus, 414, 736, 3),
            (.iPhone17Pro, 402, 874, 3), (.iPhone14Pro, 393, 852, 3), (.iPhone16e, 390, 844, 3), (.iPhoneX, 375, 812, 3),
            (.iPhone13mini, 360, 780, 3), (.iPhone6s, 375, 667, 2), (.iPhoneSE1, 320, 568, 2),
            (.iPadPro12_9, 1024, 1366, 2), (.iPadPro11, 834, 1194, 2), (.iPadAir10_5, 834, 1112, 2), (.iPadAir10_9, 820, 1180, 2),
            (.iPad10_2, 810, 1080, 2), (.iPadPro9_7, 768, 1024, 2), (.iPadMini8_3, 744, 1133, 2),
        ]
        for (device, w, h, scale) in expected {
            #expect(device.screenSize == CGSize(width: w, height: h), "\(device.id)")
            #expect(device.scale == scale, "\(device.id)")
        }
    }

    @Test("pixel sizes: 430×932 small is 510 px at @3x, 375×667 small is 296 px at @2x")
    func pixels() throws {
        let big = try #require(Device.iPhone16Plus.widgetSize(for: .systemSmall))
        #expect(big.width * Device.iPhone16Plus.scale == 510 && big.height * Device.iPhone16Plus.scale == 510)
        let medium = try #require(Device.iPhone16Plus.widgetSize(for: .systemMedium))
        let large = try #require(Device.iPhone16Plus.widgetSize(for: .systemLarge))
        #expect(medium.width * 3 == 1092 && large.height * 3 == 1146)
        let se = try #require(Device.iPhoneSE3.widgetSize(for: .systemSmall))
        #expect(se.width * Device.iPhoneSE3.scale == 296 && se.height * Device.iPhoneSE3.scale == 296)
    }

    @Test("every device's families have positive finite sizes and a plausible corner radius")
    func positiveSizes() {
        for device in Device.all {
            #expect(!device.families.isEmpty, "\(device.id)")
            #expect(device.families.contains(.systemSmall) == (device.idiom != .watch), "\(device.id)")
            for family in device.families {
                let size = device.canvasSizes[family]!
                #expect(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0, "\(device.id) \(family)")
                if let shown = device.onScreenSizes[family] {
                    #expect(shown.width > 0 && shown.height > 0 && shown.width <= size.width, "\(device.id) \(family)")
                }
            }
            #expect(Set(device.onScreenSizes.keys).isSubset(of: Set(device.families)), "\(device.id)")
            #expect(device.cornerRadius >= 16 && device.cornerRadius <= 26, "\(device.id) radius \(device.cornerRadius)")
            #expect(device.scale == 2 || device.scale == 3, "\(device.id)")
            #expect(!device.notes.isEmpty, "\(device.id)")
        }
    }

    @Test("ids are unique, and all lists each screen class once, iPhones largest first, then iPads, then watches")
    func uniqueAndOrdered() {
        let ids = Device.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Device.all.count == 34)
        let phones = Device.all.filter { $0.idiom == .phone }
        let pads = Device.all.filter { $0.idiom == .pad }
        let watches = Device.all.filter { $0.idiom == .watch }
        #expect(phones.count == 14 && pads.count == 12 && watches.count == 8)
        #expect(Device.all.prefix(phones.count).allSatisfy { $0.idiom == .phone })
        #expect(Device.all.suffix(watches.count).allSatisfy { $0.idiom == .watch })
        for list in [phones, pads, watches] {
            for (a, b) in zip(list, list.dropFirst()) {
                #expect(a.screenSize.width > b.screenSize.width
                        || (a.screenSize.width == b.screenSize.width && a.screenSize.height >= b.screenSize.height),
                        "\(a.id) before \(b.id)")
            }
        }
        // Every id is a static member (spot check) and models are never listed under two devices.
        #expect(Device.all.first?.id == Device.iPhone16ProMax.id)
        let models = Device.all.flatMap(\.models)
        #expect(Set(models).count == models.count)
    }

    @Test("lookup keys (ids, names, models) are unambiguous")
    func lookupKeysUnique() {
        var owner: [String: String] = [:]
        for device in Device.all {
            for key in Set(([device.id, device.name] + device.models).map(Device.lookupKey)) {
                #expect(owner[key] == nil, "\(key) is both \(owner[key] ?? "") and \(device.id)")
                owner[key] = device.id
            }
        }
    }

    @Test("named finds models by display name", arguments: [
        ("iPhone 15 Pro Max", "iPhone16Plus"), ("iPhone SE (2nd generation)", "iPhoneSE3"), ("iPad Air 13-inch", "iPadPro12_9"),
        ("iPhone 12 mini", "iPhone13mini"), ("iPhone XR", "iPhone11"), ("iPhone XS Max", "iPhone11ProMax"),
        ("iPhone 17 Pro Max", "iPhone16ProMax"), ("iPhone 16e", "iPhone14"), ("iPod touch (7th generation)", "iPhoneSE1"),
        ("iPad mini 7.9-inch", "iPad9_7"), ("iPad 11-inch", "iPadAir11"), ("iPad Air 10.5-inch", "iPadPro10_5"),
        ("iPhone 6s Plus", "iPhone8Plus"), ("iphone se 2nd gen", "iPhoneSE3"), ("iPad Pro 12.9", "iPadPro12_9"),
    ])
    func namedByModel(_ name: String, _ id: String) {
        #expect(Device.named(name)?.id == id)
    }

    @Test("named finds every device by id and name, and every model")
    func namedByIdAndName() {
        for device in Device.all {
            #expect(Device.named(device.id)?.id == device.id)
            #expect(Device.named(device.id.lowercased())?.id == device.id)
            #expect(Device.named(device.name)?.id == device.id)
            for model in device.models { #expect(Device.named(model)?.id == device.id, "\(model)") }
        }
        #expect(Device.named("iPadMini7_9")?.id == "iPad9_7")
        #expect(Device.named("iPhone15ProMax")?.id == "iPhone16Plus")
        #expect(Device.named("iPhone 99") == nil)
        #expect(Device.named("") == nil)
    }

    @Test("iPad device scale: ≈0.941 for 12.9-inch, 1.0 for More Space, ≈0.85–0.88 elsewhere")
    func iPadScale() {
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge] {
            #expect(abs(Device.iPadPro12_9.deviceScale(for: family) - 0.941) < 0.005, "\(family)")
            #expect(Device.iPadPro12_9MoreSpace.deviceScale(for: family) == 1)
            #expect(Device.iPadMoreSpace954.deviceScale(for: family) == 1)
        }
        #expect(abs(Device.iPadPro10_5.deviceScale(for: .systemSmall) - 0.88) < 0.001)
        #expect(abs(Device.iPadAir11.deviceScale(for: .systemMedium) - 0.877) < 0.005)
        #expect(abs(Device.iPad9_7.deviceScale(for: .systemLarge) - 0.851) < 0.005)
        for device in Device.all where device.idiom == .phone { #expect(device.deviceScale(for: .systemSmall) == 1) }
    }

    @Test("iPhones have no systemExtraLarge; iPads have the four system families and no accessory ones")
    func families() {
        for device in Device.all where device.idiom == .phone {
            #expect(device.widgetSize(for: .systemExtraLarge) == nil, "\(device.id)")
            #expect(device.onScreenSizes.isEmpty, "\(device.id)")
        }
        for device in Device.all where device.idiom == .pad {
            #expect(device.families == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge], "\(device.id)")
        }
        #expect(Device.iPhoneSE1.families == [.systemSmall, .systemMedium, .systemLarge])
        #expect(Device.iPhoneSE3.families.count == 6)
    }

    @Test("unconfirmed devices are marked, HIG rows are confirmed")
    func confidence() {
        let unconfirmed = Set(Device.all.filter { $0.confidence == .unconfirmed }.map(\.id))
        #expect(unconfirmed == ["iPhone16ProMax", "iPhoneAir", "iPhone16Pro", "iPhone8Plus", "iPadPro13", "iPadPro11M4",
                                "appleWatchUltra3", "appleWatch46mm", "appleWatch42mm"])
        #expect(Device.iPhone8Plus.notes.contains("357"))
        #expect(Device.iPhoneAir.notes.contains("interpolated"))
        #expect(Device.iPhone16Plus.confidence == .confirmed && Device.iPadPro12_9.confidence == .confirmed)
    }

    @Test("placeholder corner radius: 22 pt on the big iPhones, less on small screens, iPad in canvas points")
    func cornerRadius() {
        #expect(Device.iPhone16Plus.cornerRadius == 22)
        #expect(Device.iPhone11ProMax.cornerRadius == 22)
        #expect(Device.iPhoneSE3.cornerRadius < Device.iPhone14.cornerRadius)
        #expect(Device.iPhoneSE1.cornerRadius < Device.iPhoneSE3.cornerRadius)
        #expect(Device.iPadPro12_9.cornerRadius == 22)
        let shown = Device.iPadPro12_9.cornerRadius * Device.iPadPro12_9.deviceScale(for: .systemSmall)
        #expect(shown > 20 && shown < 21)
    }
}
