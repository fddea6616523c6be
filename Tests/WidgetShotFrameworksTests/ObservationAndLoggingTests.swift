import Foundation
import Testing
import WidgetShot

// A library widget on the iOS 17 Observation model: an @Observable store supplied with
// .environment(_:), read with @Environment(Library.self) and bound with @Bindable; the provider
// logs with os.Logger as widget code does.

@Observable final class Library {
    var books = ["Dune", "Emma"]
    var showsCount = true
}

let libraryLog = Logger(subsystem: "com.example.library", category: "widget")

struct LibraryView: View {
    @Environment(Library.self) private var library
    @Environment(Library.self) private var optionalLibrary: Library?

    var body: some View {
        @Bindable var bindable = library
        let toggle = $bindable.showsCount
        libraryLog.debug("Showing \(library.books.count, privacy: .public) books, toggle \(toggle.wrappedValue)")
        return VStack {
            ForEach(library.books, id: \.self) { Text($0) }
            if optionalLibrary != nil && library.showsCount { Text("\(library.books.count) books") }
        }
    }
}

@Suite struct ObservationAndLoggingTests {
    @Test("an @Observable object supplied with .environment(_:) is read by @Environment(Type.self)")
    func observableEnvironment() throws {
        let library = Library()
        library.books.append("Ulysses")
        let view = LibraryView().environment(library)
        let result = try ViewRenderer().render(view, size: CGSize(width: 170, height: 170), scale: 1)
        let texts = result.tree.allNodes.compactMap { n -> String? in if case .text(let t) = n.content { return t.string }; return nil }
        #expect(texts == ["Dune", "Emma", "Ulysses", "3 books"])
        #expect(throws: MissingEnvironmentObjectError(objectType: "Library", view: "LibraryView")) {
            try ViewRenderer().render(LibraryView(), size: CGSize(width: 170, height: 170), scale: 1)
        }
    }

    @Test("OSLogMessage interpolations apply Apple's formats, alignment and privacy arguments")
    func logMessages() {
        let count = 42, ratio = 0.5, name = "Ada"
        let message: OSLogMessage = "n=\(count, format: .hex(includePrefix: true), privacy: .public) r=\(ratio, format: .fixed(precision: 2)) [\(name, align: .right(columns: 5), privacy: .private)] \(true, format: .answer) \(count, format: .decimal(minDigits: 4))"
        #expect(message.text == "n=0x2a r=0.50 [  Ada] YES 0042")
        struct Failure: Error {}
        let error: Error = Failure()
        let withError: OSLogMessage = "failed: \(error) \(error.localizedDescription, privacy: .public)"
        #expect(withError.text.hasPrefix("failed: Failure()"))
        let log = Logger()
        log.info("plain"); log.notice("n"); log.warning("w"); log.error("e"); log.fault("f"); log.critical("c"); log.trace("t")
        log.log(level: .fault, "level \(count)")
        os_log("legacy %{public}@ %d", log: OSLog(subsystem: "s", category: "c"), type: .info, "x", 1)
        os_log(.error, log: .default, "modern \(count)")
        #expect(LogSinkProbe.enabled == (ProcessInfo.processInfo.environment["WIDGETSHOT_LOG"].map { !$0.isEmpty && $0 != "0" } ?? false))
        #expect(autoreleasepool { 7 } == 7)
    }
}

enum LogSinkProbe {
    static var enabled: Bool { OSLog.default.isEnabled(type: .info) }
}
