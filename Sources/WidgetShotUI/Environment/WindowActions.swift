import Foundation

/// Opens a window — SwiftUI's `OpenWindowAction`
/// (https://developer.apple.com/documentation/swiftui/openwindowaction). A widget render has
/// no windows to open, so calling it does nothing (as on iPhone, where apps have one window).
public struct OpenWindowAction: Sendable {
    /// Opens the window of the scene with `id`.
    public func callAsFunction(id: String) {}
    /// Opens a window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window of the scene with `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window — SwiftUI's `DismissWindowAction`
/// (https://developer.apple.com/documentation/swiftui/dismisswindowaction). Nothing to close in a
/// render.
public struct DismissWindowAction: Sendable {
    /// Dismisses the current window.
    public func callAsFunction() {}
    /// Dismisses the window of the scene with `id`.
    public func callAsFunction(id: String) {}
    /// Dismisses the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Dismisses the window of the scene with `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// Opens windows (nothing opens in a render).
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Dismisses windows (nothing to dismiss in a render).
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
