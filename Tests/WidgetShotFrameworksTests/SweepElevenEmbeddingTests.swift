import Foundation
import Testing
import WidgetShot

/// Sweep 11 (RitualistCore's personality analysis): `NLEmbedding.wordEmbedding(for:)` is nil here,
/// as on a device without the language's asset, so the app takes its keyword path; an embedding
/// built from vectors measures real cosine distances.
@Suite struct SweepElevenEmbeddingTests {
    @Test("no system embedding is installed; a vocabulary embedding gives cosine distances and neighbours")
    func embeddings() throws {
        #expect(NLEmbedding.wordEmbedding(for: .english) == nil)
        #expect(NLEmbedding.sentenceEmbedding(for: .english) == nil)
        let embedding = NLEmbedding(vectors: ["calm": [1, 0], "relaxed": [0.9, 0.1], "busy": [0, 1]], language: .english)
        #expect(embedding.dimension == 2 && embedding.vocabularySize == 3 && embedding.contains("calm"))
        #expect(embedding.vector(for: "busy") == [0, 1] && embedding.vector(for: "angry") == nil)
        #expect(abs(embedding.distance(between: "calm", and: "busy") - 1) < 1e-12)     // orthogonal
        #expect(embedding.distance(between: "calm", and: "angry") == 2)
        let near = embedding.neighbors(for: "calm", maximumCount: 1)
        #expect(near.map(\.0) == ["relaxed"])
        #expect(abs(near[0].1 - (1 - 0.9 / (0.81 + 0.01).squareRoot())) < 1e-12)
    }
}
