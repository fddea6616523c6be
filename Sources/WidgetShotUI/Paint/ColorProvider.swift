import Foundation

/// A colour computed from the environment when it is drawn — the hook behind UIKit's dynamic
/// colours (`UIColor { traits in … }`, `UIColor.label`, asset colours), which resolve per
/// appearance only when the view is rendered in a colour scheme.
///
/// Two providers are equal only if they are the same object.
///
/// ```swift
/// let provider = ColorProvider { env in env.colorScheme == .dark ? RGBA(red: 1, green: 1, blue: 1) : RGBA(red: 0, green: 0, blue: 0) }
/// Text("Hi").foregroundColor(Color(provider: provider))
/// ```
public final class ColorProvider: Hashable, CustomStringConvertible, @unchecked Sendable {
    private let body: (EnvironmentValues) -> RGBA
    /// A name for descriptions (e.g. the UIKit colour's name).
    public let name: String

    /// A provider that computes the colour from the environment it is resolved in.
    public init(name: String = "dynamic", _ resolve: @escaping (EnvironmentValues) -> RGBA) {
        self.name = name
        body = resolve
    }

    /// The colour in an environment.
    public func resolve(in environment: EnvironmentValues) -> RGBA { body(environment) }

    public static func == (lhs: ColorProvider, rhs: ColorProvider) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name }
}

extension Color {
    /// A colour resolved by `provider` in the environment it is drawn in.
    public init(provider: ColorProvider) { self.init(kind: .provider(provider)) }
}
