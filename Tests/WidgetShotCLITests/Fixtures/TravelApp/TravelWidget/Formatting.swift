import Foundation

/// The extension's own helper, in a file named like TravelKit's: a module of its own in Xcode.
enum Formatting {
    static func title(_ destination: String) -> String { destination.uppercased() }
}
