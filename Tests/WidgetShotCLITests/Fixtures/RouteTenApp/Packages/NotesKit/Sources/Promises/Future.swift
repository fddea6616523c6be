/// A value that arrives later (a stand-in for kean/Future's `Future<Value, Error>`).
public struct Future<Value, Failure: Error> {
    public let value: Value
    public init(value: Value) { self.value = value }
    public func map<T>(_ transform: (Value) -> T) -> Future<T, Failure> { Future<T, Failure>(value: transform(value)) }
}
