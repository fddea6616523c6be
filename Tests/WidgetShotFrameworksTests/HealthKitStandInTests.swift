import Foundation
import Testing
import WidgetShot

// HealthKit on an iPhone where nothing is authorised: units parse and convert, queries find no
// samples, statistics report errorNoData, handlers run off the main thread.

struct HealthKitStandInTests {
    @Test func unitStringsParseAndConvertLikeHealthKits() {
        let bpm = HKUnit(from: "count/min")
        #expect(bpm == HKUnit.count().unitDivided(by: .minute()))
        #expect(bpm.unitString == "count/min")
        #expect(HKQuantity(unit: bpm, doubleValue: 60).doubleValue(for: HKUnit.count().unitDivided(by: .second())) == 1)
        // Blood glucose: 100 mg/dL is 5.55 mmol/L at glucose's molar mass (180.15588 g/mol).
        let mgdl = HKUnit(from: "mg/dL"), mmol = HKUnit(from: "mmol<180.15588>/L")
        let glucose = HKQuantity(unit: mgdl, doubleValue: 100).doubleValue(for: mmol)
        #expect(abs(glucose - 5.5508) < 0.001)
        // Temperatures with offsets, energy, distance, a compound VO2 max unit.
        #expect(abs(HKQuantity(unit: .degreeCelsius(), doubleValue: 37).doubleValue(for: HKUnit(from: "degF")) - 98.6) < 1e-9)
        #expect(abs(HKQuantity(unit: HKUnit(from: "kcal"), doubleValue: 1).doubleValue(for: .jouleUnit(with: .kilo)) - 4.184) < 1e-12)
        #expect(abs(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: HKUnit(from: "km")) - 1.609344) < 1e-12)
        let vo2 = HKUnit(from: "mL/(kg*min)")
        #expect(vo2 == HKUnit.literUnit(with: .milli).unitDivided(by: HKUnit.gramUnit(with: .kilo).unitMultiplied(by: .minute())))
        #expect(HKQuantity(unit: .count(), doubleValue: 3).is(compatibleWith: .meter()) == false)
        #expect(HKQuantityType(.stepCount).is(compatibleWith: .count()))
        #expect(!HKQuantityType(.stepCount).is(compatibleWith: .meter()))
        #expect(HKQuantityType(.stepCount).aggregationStyle == .cumulative)
        #expect(HKQuantityType(.heartRate).aggregationStyle == .discreteArithmetic)
    }

    @Test func nothingIsAuthorisedAndQueriesFindNoSamples() async throws {
        let store = HKHealthStore()
        let steps = HKQuantityType.quantityType(forIdentifier: .stepCount)!
        #expect(HKHealthStore.isHealthDataAvailable())
        #expect(store.authorizationStatus(for: steps) == .notDetermined)
        try await store.requestAuthorization(toShare: [steps], read: [steps])
        #expect(store.authorizationStatus(for: steps) == .notDetermined)
        #expect(try await store.statusForAuthorizationRequest(toShare: [], read: [steps]) == .shouldRequest)

        let statistics: (HKStatistics?, Error?, Bool) = await withCheckedContinuation { continuation in
            let predicate = HKQuery.predicateForSamples(withStart: day0, end: day0.addingTimeInterval(86400), options: .strictStartDate)
            store.execute(HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: predicate, options: .cumulativeSum) { _, result, error in
                continuation.resume(returning: (result, error, Thread.isMainThread))
            })
        }
        #expect(statistics.0 == nil)
        #expect((statistics.1 as? HKError)?.code == .errorNoData)
        #expect(statistics.2 == false)   // HealthKit calls handlers on a background queue

        let samples: [HKSample]? = await withCheckedContinuation { continuation in
            store.execute(HKSampleQuery(sampleType: HKCategoryType(.sleepAnalysis), predicate: nil, limit: HKObjectQueryNoLimit,
                                        sortDescriptors: [NSSortDescriptor(key: "startDate", ascending: false)]) { _, samples, _ in
                continuation.resume(returning: samples)
            })
        }
        #expect(samples?.isEmpty == true)

        let descriptor = HKSampleQueryDescriptor(predicates: [.quantitySample(type: steps)], sortDescriptors: [], limit: 10)
        #expect(try await descriptor.result(for: store).isEmpty)
        do {
            try await store.save(HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: 10), start: day0, end: day0))
            Issue.record("saving without authorisation succeeded")
        } catch HKError.errorAuthorizationNotDetermined {}
    }

    @Test func aStatisticsCollectionVisitsEveryIntervalWithNoQuantity() async {
        let store = HKHealthStore()
        let start = Calendar.current.startOfDay(for: day0)
        let collection: HKStatisticsCollection? = await withCheckedContinuation { continuation in
            let query = HKStatisticsCollectionQuery(quantityType: HKQuantityType(.activeEnergyBurned), quantitySamplePredicate: nil,
                                                    options: .cumulativeSum, anchorDate: start, intervalComponents: DateComponents(day: 1))
            query.initialResultsHandler = { _, collection, _ in continuation.resume(returning: collection) }
            store.execute(query)
        }
        var days: [Date] = []
        collection?.enumerateStatistics(from: start, to: start.addingTimeInterval(6 * 86400)) { statistics, _ in
            #expect(statistics.sumQuantity() == nil)
            days.append(statistics.startDate)
        }
        #expect(days.count == 7)
        #expect(days.first == start)
        #expect(collection?.statistics(for: start) == nil)
    }
}
