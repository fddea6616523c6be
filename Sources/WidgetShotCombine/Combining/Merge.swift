import Foundation
import OpenCombine

// Combine's merging publishers (https://developer.apple.com/documentation/combine/publishers/merge),
// which OpenCombine 0.14 lacks: values of every upstream, in the order they arrive; finished when
// all upstreams finished; the first failure ends it. Seen in sindresorhus/Defaults
// (`combined.merge(with: keyPublisher)`).

extension Publishers {
    /// Two publishers of the same output merged — Combine's `Publishers.Merge`.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// Merges two publishers.
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription(downstream: subscriber, count: 2, mode: .merge).start([a.erasedForCombining(), b.erasedForCombining()])
        }
        /// This merge and one more publisher.
        public func merge<P: Publisher>(with other: P) -> Publishers.Merge3<A, B, P> where P.Output == Output, P.Failure == Failure {
            Publishers.Merge3(a, b, other)
        }
    }

    /// Three publishers merged — Combine's `Publishers.Merge3`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// The upstreams.
        public let a: A, b: B, c: C
        /// Merges three publishers.
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription(downstream: subscriber, count: 3, mode: .merge)
                .start([a.erasedForCombining(), b.erasedForCombining(), c.erasedForCombining()])
        }
    }

    /// Four publishers merged — Combine's `Publishers.Merge4`.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, C.Output == D.Output,
          A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// The upstreams.
        public let a: A, b: B, c: C, d: D
        /// Merges four publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription(downstream: subscriber, count: 4, mode: .merge)
                .start([a.erasedForCombining(), b.erasedForCombining(), c.erasedForCombining(), d.erasedForCombining()])
        }
    }

    /// Any number of publishers of one type merged — Combine's `Publishers.MergeMany`.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The upstreams.
        public let publishers: [Upstream]
        /// Merges the publishers given.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Merges a sequence of publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription(downstream: subscriber, count: publishers.count, mode: .merge)
                .start(publishers.map { $0.erasedForCombining() })
        }
        /// These publishers and one more.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    /// Values of this publisher and another, as they arrive — Combine's `merge(with:)`.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
    /// Values of this publisher and two others — Combine's `merge(with:_:)`.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }
    /// Values of this publisher and three others — Combine's `merge(with:_:_:)`.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where B.Output == Output, C.Output == Output, D.Output == Output, B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }
}
