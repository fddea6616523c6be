import ArgumentParser
import Foundation
import WidgetShotTesting

/// `widgetshot timeline`: every entry of a widget's timeline as a filmstrip PNG (each frame with
/// its entry date) and as an animated PNG.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "timeline", abstract: "Render a widget's timeline as a filmstrip PNG and an animated PNG.")
    @OptionGroup var variant: SingleVariantOptions
    @Option(name: .shortAndLong, help: "Output folder.") var output = "widgetshot-timeline"

    func run() throws {
        throw ValidationError("timeline is being implemented")
    }
}
