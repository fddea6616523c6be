import Foundation

// SwiftUI's keyboard shortcuts (https://developer.apple.com/documentation/swiftui/keyboardshortcut).
// A widget has no keyboard: a shortcut is kept on the view and never fires; the view draws as
// without it. App code shared with a widget (a sheet's close button with
// `.keyboardShortcut(.cancelAction)`, AppStore-Connect-Widget) compiles.

/// Modifier keys — SwiftUI's `EventModifiers` (Apple's bits).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// The key of a shortcut — SwiftUI's `KeyEquivalent` (special keys are AppKit's function-key
/// characters, as Apple's are).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character
    /// The key with `character`.
    public init(_ character: Character) { self.character = character }
    /// The key written as a character literal (`"w"`).
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Return.
    public static let `return` = KeyEquivalent("\r")
}

/// A key and modifiers that trigger a control — SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How the shortcut adapts to the keyboard layout.
    public struct Localization: Hashable, Sendable {
        let name: String
        /// Remapped for the layout (the default).
        public static let automatic = Localization(name: "automatic")
        /// Never remapped.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Kept exactly as written.
        public static let custom = Localization(name: "custom")
    }
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers.
    public let modifiers: EventModifiers
    /// The localization.
    public let localization: Localization

    /// A shortcut of `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        (self.key, self.modifiers, self.localization) = (key, modifiers, localization)
    }
    /// Return, with no modifier: the default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, with no modifier: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Gives the control a keyboard shortcut (no keyboard in a widget: drawn unchanged).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// Gives the control a keyboard shortcut with a localization (drawn unchanged).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View { self }
    /// Gives the control `shortcut`, or none (drawn unchanged).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
