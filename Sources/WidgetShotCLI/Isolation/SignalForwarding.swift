import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Forwards SIGINT, SIGTERM and SIGHUP to a child process while it runs (the `widgetshot`
/// launcher to the extension program it built), so stopping `widgetshot` stops the program,
/// which in turn stops its workers (``WorkerRegistry``).
final class SignalForwarding {
    private var sources: [DispatchSourceSignal] = []

    init(to pid: pid_t) {
        for number in WorkerRegistry.endingSignals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { _ = sendSignal(pid, number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops forwarding and restores the default actions.
    func stop() {
        for source in sources { source.cancel() }
        sources = []
        for number in WorkerRegistry.endingSignals { signal(number, SIG_DFL) }
    }
}
