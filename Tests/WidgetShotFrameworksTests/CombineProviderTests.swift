import Foundation
import Testing
import WidgetShot

// A quote-of-the-day widget written as Combine widget code is: a service returning an
// `AnyPublisher`, a provider that maps, replaces errors and hops to the main queue before
// completing, and a `Set<AnyCancellable>` the subscriptions are stored in.

struct Quote: Decodable, Equatable {
    let text: String
    let author: String
}

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: Quote
    static let placeholder = QuoteEntry(date: day0, quote: Quote(text: "Stay hungry.", author: "—"))
}

final class QuoteService {
    /// Loads the quote with `URLSession.dataTaskPublisher(for:)`.
    func quote(from url: URL) -> AnyPublisher<Quote, Error> {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Quote.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    /// Reads the quote in a `Future`, retrying once.
    func cachedQuote(at url: URL) -> AnyPublisher<Quote, Error> {
        Future<Data, Error> { promise in promise(Result { try Data(contentsOf: url) }) }
            .retry(1)
            .tryMap { try JSONDecoder().decode(Quote.self, from: $0) }
            .eraseToAnyPublisher()
    }
}

final class Subscriptions {
    var cancellables = Set<AnyCancellable>()
}

struct QuoteProvider: TimelineProvider {
    let url: URL
    var viaFuture = false
    let subscriptions = Subscriptions()

    func placeholder(in context: Context) -> QuoteEntry { .placeholder }
    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) { completion(.placeholder) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let service = QuoteService()
        (viaFuture ? service.cachedQuote(at: url) : service.quote(from: url))
            .subscribe(on: DispatchQueue.global())
            .map { QuoteEntry(date: day0, quote: $0) }
            .replaceError(with: .placeholder)
            .receive(on: DispatchQueue.main)
            .sink { entry in completion(Timeline(entries: [entry], policy: .atEnd)) }
            .store(in: &subscriptions.cancellables)
    }
}

struct QuoteView: View {
    let entry: QuoteEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.quote.text).font(.headline)
            Text(entry.quote.author).font(.caption).foregroundStyle(.secondary)
        }
        .containerBackground(Color.yellow, for: .widget)
    }
}

struct QuoteWidget: Widget {
    let provider: QuoteProvider
    init(provider: QuoteProvider) { self.provider = provider }
    /// WidgetKit instantiates widgets with `init()`.
    init() { provider = QuoteProvider(url: URL(fileURLWithPath: "/nonexistent/quote.json")) }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "quote", provider: provider) { QuoteView(entry: $0) }
    }
}

@Suite struct CombineProviderTests {
    static let json = #"{"text": "Simple is hard.", "author": "Ada"}"#

    @Test("a provider built on dataTaskPublisher → map → replaceError → receive(on: .main) shows the loaded quote")
    func dataTaskPipeline() throws {
        let url = try temporaryFile("quote.json", Self.json)
        let renders = try renderWidget(QuoteWidget(provider: QuoteProvider(url: url)))
        renders[0].keep("combine-quote")
        #expect(renders[0].texts == ["Simple is hard.", "Ada"])
    }

    @Test("the same pipeline with a Future and retry; a missing file falls back to the placeholder quote")
    func futurePipelineAndFallback() throws {
        let url = try temporaryFile("quote.json", Self.json)
        #expect(try renderWidget(QuoteWidget(provider: QuoteProvider(url: url, viaFuture: true)))[0].texts == ["Simple is hard.", "Ada"])
        let missing = url.deletingLastPathComponent().appendingPathComponent("nope.json")
        #expect(try renderWidget(QuoteWidget(provider: QuoteProvider(url: missing, viaFuture: true)))[0].texts == ["Stay hungry.", "—"])
        #expect(try renderWidget(QuoteWidget(provider: QuoteProvider(url: missing)))[0].texts == ["Stay hungry.", "—"])
    }
}

@Suite struct CombineOperatorTests {
    enum Failure: Error { case boom }

    @Test("Just, zip, setFailureType, catch, replaceError and sink(receiveCompletion:receiveValue:) behave as Combine")
    func operators() {
        var values: [String] = []
        var finished = false
        let c = Just(2).setFailureType(to: Failure.self)
            .zip(Just("b").setFailureType(to: Failure.self))
            .map { "\($0)\($1)" }
            .sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { values.append($0) })
        #expect(values == ["2b"] && finished)
        c.cancel()

        var caught: [Int] = []
        _ = Fail<Int, Failure>(error: .boom).catch { _ in Just(7) }.sink { caught.append($0) }
        _ = Fail<Int, Failure>(error: .boom).replaceError(with: 9).sink { caught.append($0) }
        #expect(caught == [7, 9])
    }

    @Test("subjects, assign(to:on:), store(in:) and cancellation")
    func subjects() {
        final class Model { var title = "" }
        let model = Model()
        var bag = Set<AnyCancellable>()
        let subject = CurrentValueSubject<String, Never>("first")
        subject.assign(to: \.title, on: model).store(in: &bag)
        #expect(model.title == "first")
        subject.send("second")
        #expect(model.title == "second")
        let passthrough = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        passthrough.sink { seen.append($0) }.store(in: &bag)
        passthrough.send(1)
        bag.removeAll()
        passthrough.send(2)
        subject.send("third")
        #expect(seen == [1] && model.title == "second")
    }

    @Test("NotificationCenter.publisher delivers posted notifications")
    func notifications() {
        let name = Notification.Name("widgetshot.test")
        var got: [String] = []
        let c = NotificationCenter.default.publisher(for: name).compactMap { $0.object as? String }.sink { got.append($0) }
        NotificationCenter.default.post(name: name, object: "ping")
        c.cancel()
        NotificationCenter.default.post(name: name, object: "pong")
        #expect(got == ["ping"])
    }

    @Test("an ObservableObject's @Published property publishes objectWillChange")
    func published() {
        final class Model: ObservableObject { @Published var count = 0 }
        let model = Model()
        var changes = 0
        var counts: [Int] = []
        let a = model.objectWillChange.sink { changes += 1 }
        let b = model.$count.sink { counts.append($0) }
        model.count = 3
        #expect(changes == 1 && counts == [0, 3])
        _ = (a, b)
    }
}
