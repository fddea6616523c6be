import Foundation

/// The identifiers of HealthKit's quantity types
/// (https://developer.apple.com/documentation/healthkit/hkquantitytypeidentifier).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    static func id(_ name: String) -> Self { Self("HKQuantityTypeIdentifier" + name) }

    // Activity
    public static let stepCount = id("StepCount")
    public static let distanceWalkingRunning = id("DistanceWalkingRunning")
    public static let distanceCycling = id("DistanceCycling")
    public static let distanceSwimming = id("DistanceSwimming")
    public static let distanceWheelchair = id("DistanceWheelchair")
    public static let distanceDownhillSnowSports = id("DistanceDownhillSnowSports")
    public static let pushCount = id("PushCount")
    public static let swimmingStrokeCount = id("SwimmingStrokeCount")
    public static let flightsClimbed = id("FlightsClimbed")
    public static let activeEnergyBurned = id("ActiveEnergyBurned")
    public static let basalEnergyBurned = id("BasalEnergyBurned")
    public static let appleExerciseTime = id("AppleExerciseTime")
    public static let appleMoveTime = id("AppleMoveTime")
    public static let appleStandTime = id("AppleStandTime")
    public static let nikeFuel = id("NikeFuel")
    public static let vo2Max = id("VO2Max")
    public static let walkingSpeed = id("WalkingSpeed")
    public static let walkingStepLength = id("WalkingStepLength")
    public static let walkingAsymmetryPercentage = id("WalkingAsymmetryPercentage")
    public static let walkingDoubleSupportPercentage = id("WalkingDoubleSupportPercentage")
    public static let sixMinuteWalkTestDistance = id("SixMinuteWalkTestDistance")
    public static let stairAscentSpeed = id("StairAscentSpeed")
    public static let stairDescentSpeed = id("StairDescentSpeed")
    public static let appleWalkingSteadiness = id("AppleWalkingSteadiness")
    public static let runningSpeed = id("RunningSpeed")
    public static let runningPower = id("RunningPower")
    public static let runningStrideLength = id("RunningStrideLength")
    public static let runningVerticalOscillation = id("RunningVerticalOscillation")
    public static let runningGroundContactTime = id("RunningGroundContactTime")
    public static let cyclingSpeed = id("CyclingSpeed")
    public static let cyclingPower = id("CyclingPower")
    public static let cyclingCadence = id("CyclingCadence")
    public static let cyclingFunctionalThresholdPower = id("CyclingFunctionalThresholdPower")
    public static let physicalEffort = id("PhysicalEffort")
    public static let timeInDaylight = id("TimeInDaylight")
    // Body measurements
    public static let height = id("Height")
    public static let bodyMass = id("BodyMass")
    public static let bodyMassIndex = id("BodyMassIndex")
    public static let leanBodyMass = id("LeanBodyMass")
    public static let bodyFatPercentage = id("BodyFatPercentage")
    public static let waistCircumference = id("WaistCircumference")
    public static let appleSleepingWristTemperature = id("AppleSleepingWristTemperature")
    // Vital signs
    public static let heartRate = id("HeartRate")
    public static let restingHeartRate = id("RestingHeartRate")
    public static let walkingHeartRateAverage = id("WalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = id("HeartRateVariabilitySDNN")
    public static let heartRateRecoveryOneMinute = id("HeartRateRecoveryOneMinute")
    public static let atrialFibrillationBurden = id("AtrialFibrillationBurden")
    public static let oxygenSaturation = id("OxygenSaturation")
    public static let bodyTemperature = id("BodyTemperature")
    public static let basalBodyTemperature = id("BasalBodyTemperature")
    public static let bloodPressureSystolic = id("BloodPressureSystolic")
    public static let bloodPressureDiastolic = id("BloodPressureDiastolic")
    public static let respiratoryRate = id("RespiratoryRate")
    // Lab results
    public static let bloodGlucose = id("BloodGlucose")
    public static let bloodAlcoholContent = id("BloodAlcoholContent")
    public static let insulinDelivery = id("InsulinDelivery")
    public static let electrodermalActivity = id("ElectrodermalActivity")
    public static let numberOfTimesFallen = id("NumberOfTimesFallen")
    public static let peakExpiratoryFlowRate = id("PeakExpiratoryFlowRate")
    public static let forcedVitalCapacity = id("ForcedVitalCapacity")
    public static let inhalerUsage = id("InhalerUsage")
    public static let numberOfAlcoholicBeverages = id("NumberOfAlcoholicBeverages")
    // Hearing and environment
    public static let environmentalAudioExposure = id("EnvironmentalAudioExposure")
    public static let environmentalSoundReduction = id("EnvironmentalSoundReduction")
    public static let headphoneAudioExposure = id("HeadphoneAudioExposure")
    public static let uvExposure = id("UVExposure")
    public static let underwaterDepth = id("UnderwaterDepth")
    public static let waterTemperature = id("WaterTemperature")
    // Nutrition
    public static let dietaryEnergyConsumed = id("DietaryEnergyConsumed")
    public static let dietaryWater = id("DietaryWater")
    public static let dietaryCaffeine = id("DietaryCaffeine")
    public static let dietaryProtein = id("DietaryProtein")
    public static let dietaryCarbohydrates = id("DietaryCarbohydrates")
    public static let dietaryFiber = id("DietaryFiber")
    public static let dietarySugar = id("DietarySugar")
    public static let dietaryFatTotal = id("DietaryFatTotal")
    public static let dietaryFatSaturated = id("DietaryFatSaturated")
    public static let dietaryFatMonounsaturated = id("DietaryFatMonounsaturated")
    public static let dietaryFatPolyunsaturated = id("DietaryFatPolyunsaturated")
    public static let dietaryCholesterol = id("DietaryCholesterol")
    public static let dietarySodium = id("DietarySodium")
    public static let dietaryPotassium = id("DietaryPotassium")
    public static let dietaryCalcium = id("DietaryCalcium")
    public static let dietaryIron = id("DietaryIron")
    public static let dietaryVitaminC = id("DietaryVitaminC")
    public static let dietaryVitaminD = id("DietaryVitaminD")

    /// Types whose samples add up (HKQuantityAggregationStyle.cumulative in Apple's documentation
    /// of each identifier); the others are discrete.
    static let cumulativeIdentifiers: Set<String> = Set([
        stepCount, distanceWalkingRunning, distanceCycling, distanceSwimming, distanceWheelchair,
        distanceDownhillSnowSports, pushCount, swimmingStrokeCount, flightsClimbed, activeEnergyBurned,
        basalEnergyBurned, appleExerciseTime, appleMoveTime, appleStandTime, nikeFuel, timeInDaylight,
        dietaryEnergyConsumed, dietaryWater, dietaryCaffeine, dietaryProtein, dietaryCarbohydrates, dietaryFiber,
        dietarySugar, dietaryFatTotal, dietaryFatSaturated, dietaryFatMonounsaturated, dietaryFatPolyunsaturated,
        dietaryCholesterol, dietarySodium, dietaryPotassium, dietaryCalcium, dietaryIron, dietaryVitaminC,
        dietaryVitaminD, insulinDelivery, numberOfTimesFallen, inhalerUsage, numberOfAlcoholicBeverages, uvExposure,
    ].map(\.rawValue))

    /// A unit of the type's dimension (to check compatibility), nil when not listed here.
    var canonicalUnit: HKUnit? {
        switch self {
        case .stepCount, .pushCount, .swimmingStrokeCount, .flightsClimbed, .nikeFuel, .numberOfTimesFallen,
             .inhalerUsage, .numberOfAlcoholicBeverages, .uvExposure:
            return .count()
        case .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceWheelchair, .distanceDownhillSnowSports,
             .height, .waistCircumference, .walkingStepLength, .sixMinuteWalkTestDistance, .runningStrideLength,
             .runningVerticalOscillation, .underwaterDepth:
            return .meter()
        case .activeEnergyBurned, .basalEnergyBurned, .dietaryEnergyConsumed:
            return .kilocalorie()
        case .appleExerciseTime, .appleMoveTime, .appleStandTime, .timeInDaylight, .runningGroundContactTime:
            return .minute()
        case .bodyMass, .leanBodyMass, .dietaryProtein, .dietaryCarbohydrates, .dietaryFiber, .dietarySugar,
             .dietaryFatTotal, .dietaryFatSaturated, .dietaryCaffeine, .dietarySodium, .dietaryCholesterol:
            return .gram()
        case .heartRate, .restingHeartRate, .walkingHeartRateAverage, .respiratoryRate, .heartRateRecoveryOneMinute:
            return HKUnit.count().unitDivided(by: .minute())
        case .dietaryWater:
            return .liter()
        case .oxygenSaturation, .bodyFatPercentage, .walkingAsymmetryPercentage, .walkingDoubleSupportPercentage,
             .appleWalkingSteadiness, .bloodAlcoholContent, .atrialFibrillationBurden:
            return .percent()
        case .bodyTemperature, .basalBodyTemperature, .appleSleepingWristTemperature, .waterTemperature:
            return .degreeCelsius()
        case .heartRateVariabilitySDNN:
            return .secondUnit(with: .milli)
        case .bloodPressureSystolic, .bloodPressureDiastolic:
            return .millimeterOfMercury()
        default:
            return nil
        }
    }
}

/// The identifiers of HealthKit's category types
/// (https://developer.apple.com/documentation/healthkit/hkcategorytypeidentifier).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    static func id(_ name: String) -> Self { Self("HKCategoryTypeIdentifier" + name) }

    public static let sleepAnalysis = id("SleepAnalysis")
    public static let appleStandHour = id("AppleStandHour")
    public static let mindfulSession = id("MindfulSession")
    public static let highHeartRateEvent = id("HighHeartRateEvent")
    public static let lowHeartRateEvent = id("LowHeartRateEvent")
    public static let irregularHeartRhythmEvent = id("IrregularHeartRhythmEvent")
    public static let lowCardioFitnessEvent = id("LowCardioFitnessEvent")
    public static let environmentalAudioExposureEvent = id("EnvironmentalAudioExposureEvent")
    public static let headphoneAudioExposureEvent = id("HeadphoneAudioExposureEvent")
    public static let handwashingEvent = id("HandwashingEvent")
    public static let toothbrushingEvent = id("ToothbrushingEvent")
    public static let menstrualFlow = id("MenstrualFlow")
    public static let intermenstrualBleeding = id("IntermenstrualBleeding")
    public static let ovulationTestResult = id("OvulationTestResult")
    public static let sexualActivity = id("SexualActivity")
    public static let cervicalMucusQuality = id("CervicalMucusQuality")
    public static let pregnancy = id("Pregnancy")
    public static let lactation = id("Lactation")
    public static let headache = id("Headache")
    public static let fatigue = id("Fatigue")
    public static let nausea = id("Nausea")
    public static let coughing = id("Coughing")
    public static let fever = id("Fever")
    public static let moodChanges = id("MoodChanges")
    public static let sleepChanges = id("SleepChanges")
    public static let appleWalkingSteadinessEvent = id("AppleWalkingSteadinessEvent")
}

/// The values of a sleep-analysis sample.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed = 0, asleepUnspecified = 1, awake = 2, asleepCore = 3, asleepDeep = 4, asleepREM = 5
    /// The iOS 15 name of `.asleepUnspecified`.
    public static let asleep = HKCategoryValueSleepAnalysis.asleepUnspecified
    /// The values that count as asleep.
    public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}

/// The value of a category sample without values (mindful session…).
public enum HKCategoryValue: Int, Sendable {
    case notApplicable = 0
}
