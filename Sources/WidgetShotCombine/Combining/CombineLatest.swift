import Foundation
import OpenCombine

// Combine's `combineLatest` (https://developer.apple.com/documentation/combine/publishers/combinelatest),
// which OpenCombine 0.14 lacks: once every upstream has sent a value, each new value of any of
// them sends the latest values of all; finished when all upstreams finished; the first failure ends it.

extension Publishers {
    /// The latest values of two publishers — Combine's `Publishers.CombineLatest`.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// The upstreams.
        public let a: A, b: B
        /// Combines two publishers.
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription(downstream: subscriber, count: 2, mode: .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output) })
                .start([a.erasedForCombining(), b.erasedForCombining()])
        }
    }

    /// The latest values of three publishers — Combine's `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        /// The upstreams.
        public let a: A, b: B, c: C
        /// Combines three publishers.
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription(downstream: subscriber, count: 3,
                                  mode: .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) })
                .start([a.erasedForCombining(), b.erasedForCombining(), c.erasedForCombining()])
        }
    }

    /// The latest values of four publishers — Combine's `Publishers.CombineLatest4`
    /// (CombineExt's `Collection.combineLatest()` combines in fours).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        /// The upstreams.
        public let a: A, b: B, c: C, d: D
        /// Combines four publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription(downstream: subscriber, count: 4,
                                  mode: .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) })
                .start([a.erasedForCombining(), b.erasedForCombining(), c.erasedForCombining(), d.erasedForCombining()])
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and another — Combine's `combineLatest(_:)`.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    /// The latest values combined by a closure — Combine's `combineLatest(_:_:)`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
    /// The latest values of this publisher and two others — Combine's `combineLatest(_:_:)`.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }
    /// Three publishers' latest values combined by a closure — Combine's `combineLatest(_:_:_:)`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q).map(transform)
    }
    /// The latest values of this publisher and three others — Combine's `combineLatest(_:_:_:)`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }
    /// Four publishers' latest values combined by a closure — Combine's `combineLatest(_:_:_:_:)`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(_ p: P, _ q: Q, _ r: R,
                                                                          _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r).map(transform)
    }
}
