import Foundation

/// Work a command starts on a thread of its own and collects later: a gallery's contact sheet,
/// which needs only the widgets' images, is drawn while the Live Activities and controls render
/// (issue 21, goal 5), instead of after everything, when the workers have stopped.
///
/// ```swift
/// let sheet = BackgroundWork { try ContactSheet.write(results: results, to: url) }
/// …                       // render the Live Activities meanwhile
/// try sheet.wait()        // rethrows what the work threw
/// ```
final class BackgroundWork: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var failure: Error?
    private var waited = false

    /// Starts `work` at once on a new thread (not Dispatch's: its threads are shared with widget
    /// code, see ``ParallelSlots``).
    init(_ work: @escaping () throws -> Void) {
        let thread = Thread { [self] in
            do { try work() } catch { failure = error }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work to end and rethrows its error (once; later calls return at once).
    func wait() throws {
        guard !waited else { return }
        waited = true
        done.wait()
        if let failure { throw failure }
    }
}
