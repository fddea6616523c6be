import Foundation

/// A temperature in degrees Celsius, shown rounded with the degree sign.
public struct Temperature: Equatable, Sendable {
    public var celsius: Double

    public init(celsius: Double) {
        self.celsius = celsius
    }

    /// "21°".
    public var label: String { "\(Int(celsius.rounded()))°" }
}
