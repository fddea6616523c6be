import ArgumentParser

/// `widgetshot render …` parsed as the render command alone: the cold one-shot render's fast path
/// (issue 21, goal 4).
///
/// The root's parse of `render …` looks for a completion-script request by parsing the arguments
/// as two pseudo-commands, and its lenient pass builds the argument sets of `render` twice more
/// and of the default subcommand (`gallery`) once, each through `Mirror` — work a cold process
/// pays in full, since every type reflected for the first time costs conformance look-ups.
/// This parses the arguments after `render` as a command whose super-command is `widgetshot`
/// (ArgumentParser skips the completion check for those) holding ``RenderCommand``'s options,
/// and hands back the ``RenderCommand``, validated as the full parse validates it.
///
/// Anything else — `--help`, `--version`, a completion request, an unknown option, a value that
/// fails validation — gives `nil`, and the caller parses from the root as before, so help
/// screens, error messages and exit codes are the root's.
struct RenderCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: RenderCommand.configuration.commandName, _superCommandName: "widgetshot")
    @OptionGroup var command: RenderCommand

    /// The render command `arguments` (without the program name) name, or `nil` when only the
    /// root's parse can answer.
    static func renderCommand(_ arguments: [String]) -> RenderCommand? {
        guard arguments.first == configuration.commandName,
              !arguments.contains(where: { $0.hasPrefix("--generate-completion-script") || $0.hasPrefix("---") })
        else { return nil }
        return (try? parseAsRoot(Array(arguments.dropFirst())) as? RenderCommandLine)?.command
    }
}
