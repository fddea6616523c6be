import Foundation

/// A distance between two strings in an embedding — NaturalLanguage's `NLDistance`.
public typealias NLDistance = Double

/// How an embedding measures distance — NaturalLanguage's `NLDistanceType`.
public enum NLDistanceType: Int, Sendable {
    /// One minus the cosine similarity of the two vectors (0 for the same direction, up to 2).
    case cosine = 0
}

/// A map from strings to vectors — NaturalLanguage's `NLEmbedding`.
///
/// Apple's word and sentence embeddings are trained model assets the system downloads per
/// language; WidgetShot has none, so `wordEmbedding(for:)` and `sentenceEmbedding(for:)` return
/// `nil`, as they do on a device whose asset for the language is not installed (Apple documents
/// the optional for that case), and app code takes its no-embedding path. An embedding made from
/// a vocabulary (`init(vectors:)`, WidgetShot's own) answers `vector(for:)`, `distance` and
/// `neighbors` with real cosine distances.
open class NLEmbedding: NSObject, @unchecked Sendable {
    private let vectors: [String: [Double]]

    /// The length of every vector.
    public let dimension: Int
    /// The embedding's language, if it has one.
    public let language: NLLanguage?
    /// The revision of the embedding.
    public let revision: Int

    /// An embedding of `vectors` (all of one length), for tests and fixtures.
    public init(vectors: [String: [Double]], language: NLLanguage? = nil, revision: Int = 1) {
        self.vectors = vectors
        self.dimension = vectors.first?.value.count ?? 0
        self.language = language
        self.revision = revision
        super.init()
    }

    /// The system's word embedding for `language`: none is installed here.
    open class func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    /// The system's word embedding for `language` at `revision`: none is installed here.
    open class func wordEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }
    /// The system's sentence embedding for `language`: none is installed here.
    open class func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    /// The system's sentence embedding for `language` at `revision`: none is installed here.
    open class func sentenceEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }
    /// The revision the system would use for `language`'s word embedding (0: none available).
    open class func currentRevision(for language: NLLanguage) -> Int { 0 }

    /// How many strings the embedding holds.
    open var vocabularySize: Int { vectors.count }

    /// Whether `string` has a vector.
    open func contains(_ string: String) -> Bool { vectors[string] != nil }

    /// The vector of `string`, or `nil` when the embedding does not hold it.
    open func vector(for string: String) -> [Double]? { vectors[string] }

    /// The distance between two strings' vectors; 2 (the largest cosine distance) when either is
    /// missing, as NaturalLanguage answers.
    open func distance(between firstString: String, and secondString: String, distanceType: NLDistanceType = .cosine) -> NLDistance {
        guard let a = vectors[firstString], let b = vectors[secondString] else { return 2 }
        return Self.cosineDistance(a, b)
    }

    /// The `maximumCount` nearest other strings to `string`, nearest first.
    open func neighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] {
        guard let v = vectors[string] else { return [] }
        return Array(ranked(from: v).lazy.filter { $0.0 != string }.prefix(max(0, maximumCount)))
    }

    /// The `maximumCount` nearest strings to `vector`, nearest first.
    open func neighbors(for vector: [Double], maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] {
        Array(ranked(from: vector).prefix(max(0, maximumCount)))
    }

    /// Every string with its distance from `vector`, nearest first (ties by string).
    private func ranked(from vector: [Double]) -> [(String, NLDistance)] {
        vectors.map { ($0.key, Self.cosineDistance(vector, $0.value)) }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    }

    static func cosineDistance(_ a: [Double], _ b: [Double]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 2 }
        var dot = 0.0, na = 0.0, nb = 0.0
        for i in a.indices { dot += a[i] * b[i]; na += a[i] * a[i]; nb += b[i] * b[i] }
        guard na > 0, nb > 0 else { return 2 }
        return 1 - dot / (na.squareRoot() * nb.squareRoot())
    }
}
