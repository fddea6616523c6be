import Foundation
import Testing
import WidgetShot

@Suite struct MLFamilyTests {
    @Test func languagesAreRecognisedByScriptAndFunctionWords() {
        #expect(NLLanguageRecognizer.dominantLanguage(for: "The weather is nice and the sun is out") == .english)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "Le temps est beau et le soleil brille pour les enfants") == .french)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "Das Wetter ist schön und die Sonne scheint") == .german)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "今日はいい天気です") == .japanese)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "今天天气很好") == .simplifiedChinese)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "Сегодня хорошая погода") == .russian)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "오늘 날씨가 좋네요") == .korean)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "") == nil)
    }

    @Test func tokenizerAndTaggerSplitText() {
        let text = "Run 5 km today. Then rest!"
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        #expect(tokenizer.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) } == ["Run", "5", "km", "today", "Then", "rest"])
        let sentences = NLTokenizer(unit: .sentence)
        sentences.string = text
        #expect(sentences.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) } == ["Run 5 km today.", "Then rest!"])
        let tagger = NLTagger(tagSchemes: [.tokenType, .lexicalClass])
        tagger.string = text
        let tags = tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .tokenType, options: [.omitWhitespace])
        #expect(tags.map { $0.0 } == [.word, .word, .word, .word, .punctuation, .word, .word, .punctuation])
        #expect(tagger.tag(at: text.startIndex, unit: .word, scheme: .lexicalClass).0 == nil)   // needs Apple's model
    }

    @Test func modelsFailToLoadWithCoreMLErrors() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/Classifier.mlmodelc")
        #expect { try MLModel(contentsOf: missing) } throws: { ($0 as? MLModelError)?.code == .io }
        let existing = FileManager.default.temporaryDirectory
        #expect { try MLModel(contentsOf: existing) } throws: { ($0 as? MLModelError)?.code == .generic }
    }

    @Test func vDSPComputesRealResults() {
        let values: [Double] = [1, 2, 3, 4]
        #expect(vDSP.mean(values) == 2.5)
        #expect(vDSP.sum(values) == 10)
        #expect(vDSP.maximum(values) == 4)
        var mean = 0.0
        values.withUnsafeBufferPointer { vDSP_meanvD($0.baseAddress!, 1, &mean, vDSP_Length(values.count)) }
        #expect(mean == 2.5)
        #expect(vDSP.ramp(in: 0.0...1.0, count: 5) == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test func visionRequestsFindNothing() throws {
        var called = false
        let request = VNRecognizeTextRequest { request, error in called = error == nil }
        try VNImageRequestHandler(data: Data()).perform([request])
        #expect(called && request.results?.isEmpty == true)
    }
}

@Suite struct SystemServicesTests {
    @Test func backgroundRequestsAreRecordedWithApplesLimits() async throws {
        let scheduler = BGTaskScheduler.shared
        scheduler.cancelAllTaskRequests()
        let refresh = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
        refresh.earliestBeginDate = Date(timeIntervalSinceNow: 900)
        try scheduler.submit(refresh)
        try scheduler.submit(refresh)   // replaces itself
        #expect(throws: BGTaskScheduler.Error.self) { try scheduler.submit(BGAppRefreshTaskRequest(identifier: "com.example.other")) }
        #expect(await scheduler.pendingTaskRequests().map(\.identifier) == ["com.example.refresh"])
        scheduler.cancelAllTaskRequests()
    }

    @Test func watchSessionHasNoWatch() {
        final class Delegate: WCSessionDelegate {
            var state: WCSessionActivationState?
            func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) { state = activationState }
        }
        let delegate = Delegate()
        let session = WCSession.default
        session.delegate = delegate
        session.activate()
        #expect(WCSession.isSupported() && delegate.state == .activated)
        #expect(!session.isPaired && !session.isReachable)
        #expect { try session.updateApplicationContext(["score": 3]) } throws: { ($0 as? WCError)?.code == .deviceNotPaired }
    }

    @Test func spotlightRecordsAndNothingIsAuthorised() async throws {
        let index = CSSearchableIndex(name: "tests")
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Morning run"
        try await index.indexSearchableItems([CSSearchableItem(uniqueIdentifier: "run", domainIdentifier: "habits", attributeSet: attributes)])
        #expect(index.indexedItems.map(\.attributeSet.title) == ["Morning run"])
        #expect(ATTrackingManager.trackingAuthorizationStatus == .notDetermined)
        #expect(ASIdentifierManager.shared().advertisingIdentifier.uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(!GKLocalPlayer.local.isAuthenticated)
        await #expect(throws: LPError.self) { try await LPMetadataProvider().startFetchingMetadata(for: URL(string: "https://example.com")!) }
        #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "001") == .notFound)
    }
}
