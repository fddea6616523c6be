import Foundation
import OpenCombine

/// The subscription behind `Merge`/`MergeMany` and `CombineLatest` (OpenCombine 0.14 has neither).
///
/// It subscribes to every upstream and passes downstream's demand on to each of them (each is
/// asked for as many values as downstream asked for in all); values an upstream sends beyond
/// downstream's remaining demand wait in order in a buffer, so downstream never gets more than
/// it requested. Merging forwards every value; combining forwards, once every upstream has sent
/// a value, the latest values of all after each new one. A failure cancels the other upstreams
/// and is passed on at once; the stream finishes when every upstream has finished and the
/// buffer is empty.
final class CombiningSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    enum Mode {
        case merge
        case combineLatest(([Any]) -> Downstream.Input)
    }

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let mode: Mode
    private var upstreams: [Subscription?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var buffer: [Downstream.Input] = []
    private var demand: Subscribers.Demand = .none
    private var requested: Subscribers.Demand = .none   // all downstream asked for
    private var unforwarded: Subscribers.Demand = .none // asked for, not yet passed upstream
    private var terminated = false
    private var delivering = false

    init(downstream: Downstream, count: Int, mode: Mode) {
        self.downstream = downstream
        self.mode = mode
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// Sends this subscription downstream, then subscribes to the upstreams.
    func start(_ publishers: [AnyPublisher<Any, Downstream.Failure>]) {
        downstream?.receive(subscription: self)
        for (index, publisher) in publishers.enumerated() { publisher.subscribe(Side(parent: self, index: index)) }
        if publishers.isEmpty { received(completion: .finished, from: -1) }
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        requested += more
        unforwarded += more
        lock.unlock()
        drain()
    }

    func cancel() {
        lock.lock()
        terminated = true
        downstream = nil
        let subscriptions = upstreams
        upstreams = []
        buffer = []
        lock.unlock()
        subscriptions.forEach { $0?.cancel() }
    }

    fileprivate func attached(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard !terminated, index < upstreams.count else { lock.unlock(); subscription.cancel(); return }
        upstreams[index] = subscription
        let already = requested - unforwarded   // what the others were already asked for
        lock.unlock()
        if already > .none { subscription.request(already) }
    }

    fileprivate func received(_ value: Any, from index: Int) {
        lock.lock()
        guard !terminated else { lock.unlock(); return }
        switch mode {
        case .merge:
            buffer.append(value as! Downstream.Input)
        case .combineLatest(let combine):
            latest[index] = value
            let all = latest.compactMap { $0 }
            if all.count == latest.count { buffer.append(combine(all)) }
        }
        lock.unlock()
        drain()
    }

    fileprivate func received(completion: Subscribers.Completion<Downstream.Failure>, from index: Int) {
        lock.lock()
        guard !terminated else { lock.unlock(); return }
        if case .failure = completion {
            terminated = true
            let target = downstream
            downstream = nil
            let others = upstreams
            upstreams = []
            buffer = []
            lock.unlock()
            others.enumerated().forEach { if $0.offset != index { $0.element?.cancel() } }
            target?.receive(completion: completion)
            return
        }
        if index >= 0 { finished[index] = true }
        lock.unlock()
        drain()
    }

    /// Delivers buffered values within demand, passes new demand upstream, finishes when done.
    private func drain() {
        lock.lock()
        if delivering { lock.unlock(); return }
        delivering = true
        while demand > .none, !buffer.isEmpty, let target = downstream {
            let value = buffer.removeFirst()
            demand -= 1
            lock.unlock()
            let more = target.receive(value)
            lock.lock()
            demand += more
            requested += more
            unforwarded += more
        }
        let done = !terminated && buffer.isEmpty && finished.allSatisfy { $0 }
        let target = downstream
        if done { terminated = true; downstream = nil }
        let forward = unforwarded
        unforwarded = .none
        let subscriptions = upstreams
        delivering = false
        lock.unlock()
        if forward > .none && !done { subscriptions.forEach { $0?.request(forward) } }
        if done { target?.receive(completion: .finished) }
    }

    /// One upstream's subscriber.
    private struct Side: Subscriber {
        typealias Input = Any
        typealias Failure = Downstream.Failure
        let parent: CombiningSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { parent.attached(subscription, at: index) }
        func receive(_ input: Any) -> Subscribers.Demand {
            parent.received(input, from: index)
            return .none
        }
        func receive(completion: Subscribers.Completion<Downstream.Failure>) { parent.received(completion: completion, from: index) }
    }
}

extension Publisher {
    /// The publisher with its values as `Any`, for `CombiningSubscription`.
    func erasedForCombining() -> AnyPublisher<Any, Failure> { map { $0 as Any }.eraseToAnyPublisher() }
}
