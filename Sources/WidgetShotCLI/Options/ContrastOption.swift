import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `--contrast standard|increased`: the Increase Contrast accessibility setting, a whole-run
/// option like `--os` (`\.colorSchemeContrast`; the system and label colours' high-contrast
/// variants, see `ColorSchemeContrast`).
struct ContrastOption: ParsableArguments {
    @Option(help: "The Increase Contrast setting: standard or increased (system and label colours' accessible variants).")
    var contrast = "standard"

    /// `--contrast`, parsed; an unknown value is an error naming the valid ones.
    func value() throws -> ColorSchemeContrast {
        guard let value = ColorSchemeContrast(name: contrast) else {
            throw ValidationError("unknown --contrast '\(contrast)'; valid values: standard, increased")
        }
        return value
    }
}
