import Foundation
import Testing
import WidgetShot

// HealthKit as a diabetes app's core library (LoopKit) uses it: insulin doses and glucose samples
// carry a device, a sync identifier and an insulin delivery reason in their metadata; devices are
// archived into Core Data; units are cached per health store in a weak-keyed map table.

private extension HKQuantitySample {
    /// A dose the way LoopKit builds one.
    convenience init(sdkNineDose units: Double, reason: HKInsulinDeliveryReason, at date: Date, device: HKDevice?, syncIdentifier: String) {
        self.init(type: HKQuantityType(.insulinDelivery), quantity: HKQuantity(unit: .internationalUnit(), doubleValue: units),
                  start: date, end: date.addingTimeInterval(1800), device: device,
                  metadata: [HKMetadataKeyInsulinDeliveryReason: reason.rawValue, HKMetadataKeySyncIdentifier: syncIdentifier,
                             HKMetadataKeySyncVersion: 1])
    }

    var sdkNineReason: HKInsulinDeliveryReason? {
        (metadata?[HKMetadataKeyInsulinDeliveryReason] as? Int).flatMap(HKInsulinDeliveryReason.init(rawValue:))
    }
}

private final class SdkNineUnitCache {
    static let caches = NSMapTable<HKHealthStore, SdkNineUnitCache>.weakToStrongObjects()
    var observer: NSObjectProtocol?

    static func cache(for store: HKHealthStore) -> SdkNineUnitCache {
        if let known = caches.object(forKey: store) { return known }
        let cache = SdkNineUnitCache()
        cache.observer = NotificationCenter.default.addObserver(forName: .HKUserPreferencesDidChange, object: store, queue: nil) { _ in }
        caches.setObject(cache, forKey: store)
        return cache
    }
}

struct SdkNineHealthKitTests {
    @Test func metadataKeysAndReasonsHaveHealthKitsValues() {
        #expect(HKMetadataKeySyncIdentifier == "HKMetadataKeySyncIdentifier")
        #expect(HKMetadataKeySyncVersion == "HKMetadataKeySyncVersion")
        #expect(HKMetadataKeyInsulinDeliveryReason == "HKInsulinDeliveryReason")
        #expect(HKMetadataKeyFoodType == "HKFoodType")
        #expect(HKMetadataKeyWasUserEntered == "HKWasUserEntered")
        #expect(HKInsulinDeliveryReason.basal.rawValue == 1 && HKInsulinDeliveryReason.bolus.rawValue == 2)
        #expect(HKBloodGlucoseMealTime.postprandial.rawValue == 2)
        #expect(Notification.Name.HKUserPreferencesDidChange.rawValue == "HKUserPreferencesDidChangeNotification")
    }

    @Test func aSampleKeepsItsDeviceAndMetadata() throws {
        let pump = HKDevice(name: "Omnipod", manufacturer: "Insulet", model: "Dash", hardwareVersion: "1.0", firmwareVersion: "4.2",
                            softwareVersion: "3.0", localIdentifier: "0x1F00", udiDeviceIdentifier: nil)
        let dose = HKQuantitySample(sdkNineDose: 1.5, reason: .bolus, at: Date(timeIntervalSince1970: 0), device: pump, syncIdentifier: "abc")
        #expect(dose.device === pump)
        #expect(dose.sdkNineReason == .bolus)
        #expect(dose.metadata?[HKMetadataKeySyncIdentifier] as? String == "abc")
        #expect(dose.quantity.doubleValue(for: .internationalUnit()) == 1.5)
        #expect(HKQuantitySample(type: HKQuantityType(.bloodGlucose), quantity: HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 100),
                                 start: .distantPast, end: .distantPast).device == nil)

        // Archived into a store and read back, as LoopKit's cached glucose objects do.
        let data = try NSKeyedArchiver.archivedData(withRootObject: pump, requiringSecureCoding: false)
        let restored = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: HKDevice.self, from: data))
        #expect(restored == pump)
        #expect(restored.manufacturer == "Insulet" && restored.localIdentifier == "0x1F00" && restored.udiDeviceIdentifier == nil)
    }

    @Test func glucoseConvertsAtHealthKitsMolarMass() {
        let mmolPerLiter = HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter())
        let mgPerDeciliter = HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci))
        // 180.15588 g/mol: 1 mmol/L is 18.015588 mg/dL.
        #expect(abs(HKQuantity(unit: mmolPerLiter, doubleValue: 1).doubleValue(for: mgPerDeciliter) - 18.015588) < 1e-9)
    }

    @Test func unitCachesLiveAsLongAsTheirStore() {
        var store: HKHealthStore? = HKHealthStore()
        let cache = SdkNineUnitCache.cache(for: store!)
        #expect(SdkNineUnitCache.cache(for: store!) === cache)
        #expect(SdkNineUnitCache.caches.count == 1)
        store = nil
        #expect(SdkNineUnitCache.caches.count == 0)
        if let observer = cache.observer { NotificationCenter.default.removeObserver(observer) }
    }
}
