/// The key `@Entry var name = value` expands to when the declaration has no type annotation
/// (Aware: `@Entry var appConfig = CrossConfig()` in a `public extension EnvironmentValues`).
/// Apple's macro keeps the initial value in a getter evaluated on each read; here the getter is
/// a closure whose type gives the key its `Value`, so the property can be declared as
/// `__Key_name.Value` without naming the type. Not for direct use: `WidgetShotBuild`'s
/// `EntryMacroRewrite` writes conformances.
public protocol _EntryInferredKey: EnvironmentKey {
    /// Makes the declared initial value (each read of ``defaultValue`` calls it, as the macro's
    /// getter does).
    static var makeDefaultValue: () -> Value { get }
}

extension _EntryInferredKey {
    /// The declared initial value, made anew on each read.
    public static var defaultValue: Value { makeDefaultValue() }
}
