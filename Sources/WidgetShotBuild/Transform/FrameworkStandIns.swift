/// The Apple frameworks WidgetShot stands in for with a module of their own: `import X` in the
/// user's files becomes an import of those WidgetShot modules (a file that does not import MapKit
/// does not get MapKit's names from it), and `canImport(X)` is true.
///
/// Minimal version written on branch `standins-b`: the lead merges it with part A's dictionary
/// (`modules` = part A's entries merged with ``partB``).
public enum FrameworkStandIns {
    /// Apple module → the WidgetShot modules its `import` becomes.
    public static let modules: [String: [String]] = partB

    /// The WidgetShot modules standing in for an Apple module, or `nil`.
    public static func modules(for appleModule: String) -> [String]? { modules[appleModule] }
}
