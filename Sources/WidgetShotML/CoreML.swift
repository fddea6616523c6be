import Foundation

// CoreML: WidgetShot runs no models (compiled .mlmodelc bundles need Apple's runtime). Loading
// a model fails with Core ML's error, so a widget takes its no-model path.

/// Core ML's error — `MLModelError` (domain `com.apple.CoreML`, Apple's codes).
public struct MLModelError: Error, CustomStringConvertible, Sendable {
    /// The codes.
    public enum Code: Int, Sendable {
        case generic = 0, featureType = 1, io = 3, customLayer = 4, customModel = 5, update = 6, parameters = 7,
             modelDecryptionKeyFetch = 8, modelDecryption = 9, modelCollection = 10, predictionCancelled = 11
    }
    /// The code.
    public let code: Code
    let message: String
    /// An error with a code.
    public init(_ code: Code) { self.init(code, message: "Core ML error \(code.rawValue)") }
    init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }
    /// Core ML's error domain.
    public static let errorDomain = "com.apple.CoreML"
    public var description: String { message }
}

/// Which processors a model may use — Core ML's `MLComputeUnits`.
public enum MLComputeUnits: Int, Sendable { case cpuOnly = 0, cpuAndGPU = 1, all = 2, cpuAndNeuralEngine = 3 }

/// How to load a model — Core ML's `MLModelConfiguration`.
open class MLModelConfiguration: NSObject, @unchecked Sendable {
    /// The processors.
    open var computeUnits: MLComputeUnits = .all
    /// Whether low-precision GPU arithmetic is allowed.
    open var allowLowPrecisionAccumulationOnGPU = false
    /// Model parameters.
    open var parameters: [String: Any]?
}

/// A value of a feature — Core ML's `MLFeatureValue`.
open class MLFeatureValue: NSObject, @unchecked Sendable {
    /// A double, if it is one.
    public let doubleValue: Double
    /// A string, if it is one.
    public let stringValue: String
    /// An integer, if it is one.
    public let int64Value: Int64
    /// A double value.
    public init(double: Double) { doubleValue = double; stringValue = ""; int64Value = Int64(exactly: double.rounded()) ?? 0 }
    /// A string value.
    public init(string: String) { doubleValue = 0; stringValue = string; int64Value = 0 }
    /// An integer value.
    public init(int64: Int64) { doubleValue = Double(int64); stringValue = ""; int64Value = int64 }
}

/// Named feature values — Core ML's `MLFeatureProvider`.
public protocol MLFeatureProvider {
    /// The names.
    var featureNames: Set<String> { get }
    /// A feature's value.
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Feature values from a dictionary — Core ML's `MLDictionaryFeatureProvider`.
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider, @unchecked Sendable {
    /// The values.
    public let dictionary: [String: MLFeatureValue]
    /// Values from a dictionary of numbers, strings or feature values (throws for other types).
    public init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (key, value) in dictionary {
            switch value {
            case let v as MLFeatureValue: values[key] = v
            case let v as Double: values[key] = MLFeatureValue(double: v)
            case let v as Int: values[key] = MLFeatureValue(int64: Int64(v))
            case let v as String: values[key] = MLFeatureValue(string: v)
            default: throw MLModelError(.featureType, message: "MLDictionaryFeatureProvider: the value for '\(key)' (\(type(of: value))) is not a feature value")
            }
        }
        self.dictionary = values
    }
    open var featureNames: Set<String> { Set(dictionary.keys) }
    open func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// A machine-learning model — Core ML's `MLModel`. Loading always fails: `.io` when the file is
/// missing, `.generic` otherwise (WidgetShot cannot run compiled models on Linux).
open class MLModel: NSObject, @unchecked Sendable {
    private override init() { super.init() }
    /// Loads a compiled model: throws.
    public convenience init(contentsOf url: URL) throws { try self.init(contentsOf: url, configuration: MLModelConfiguration()) }
    /// Loads a compiled model with a configuration: throws.
    public convenience init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        throw MLModel.loadError(url)
    }
    /// Loads a compiled model: throws.
    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> MLModel {
        throw loadError(url)
    }
    /// Compiles a model: throws (no Core ML compiler on Linux).
    open class func compileModel(at modelURL: URL) throws -> URL {
        throw MLModelError(.generic, message: "Core ML cannot compile \(modelURL.lastPathComponent): WidgetShot runs no Core ML models")
    }
    /// Compiles a model: throws.
    open class func compileModel(at modelURL: URL) async throws -> URL { throw MLModelError(.generic, message: "WidgetShot runs no Core ML models") }
    /// A prediction: never reached (no model loads).
    open func prediction(from input: MLFeatureProvider) throws -> MLFeatureProvider { throw MLModelError(.generic) }

    static func loadError(_ url: URL) -> MLModelError {
        FileManager.default.fileExists(atPath: url.path)
            ? MLModelError(.generic, message: "Core ML cannot load \(url.lastPathComponent): WidgetShot runs no Core ML models")
            : MLModelError(.io, message: "Core ML cannot load \(url.path): the file does not exist")
    }
}
