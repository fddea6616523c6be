import ArgumentParser
import Foundation
import Testing
@testable import WidgetShotCLI

/// The CI recipes in `.ci/recipes/` work as written: every `widgetshot` command in them parses with
/// today's options, the scripts they run and the files their cache keys hash exist, and sharding
/// plus `merge` gives the whole gallery (`CommandTests.mergeShards`).
@Suite struct CIRecipeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let recipes = [".ci/recipes/github-actions.yml", ".ci/recipes/gitlab-ci.yml"]

    /// The `widgetshot …` command lines of a recipe (continuation lines joined, CI variables
    /// replaced by sample values).
    static func commands(in recipe: String) throws -> [[String]] {
        let text = try String(contentsOf: repository.appendingPathComponent(recipe), encoding: .utf8)
            .replacingOccurrences(of: "\\\n", with: " ")
        // GitLab folds a plain scalar's following more-indented lines into it.
        let lines = text.components(separatedBy: "\n").reduce(into: [String]()) { joined, line in
            if let last = joined.last, last.contains("/widgetshot "), line.hasPrefix("        "), !line.trimmingCharacters(in: .whitespaces).hasPrefix("- ") {
                joined[joined.count - 1] = last + " " + line.trimmingCharacters(in: .whitespaces)
            } else { joined.append(line) }
        }
        let samples = ["${{ matrix.shard }}": "2", "$CI_NODE_INDEX": "2", "$CI_NODE_TOTAL": "4", "\"$EXTENSION\"": "Ext"]
        return lines.compactMap { line -> [String]? in
            guard let range = line.range(of: ".build/debug/widgetshot ") else { return nil }
            var command = String(line[range.upperBound...])
            for (variable, value) in samples { command = command.replacingOccurrences(of: variable, with: value) }
            return command.replacingOccurrences(of: "\"", with: "").split(separator: " ").map(String.init)
        }
    }

    @Test("every widgetshot command in the recipes parses with the CLI's options", arguments: recipes)
    func commandsParse(recipe: String) throws {
        let commands = try Self.commands(in: recipe)
        #expect(commands.count >= 3, "\(recipe): \(commands)")
        for var arguments in commands {
            // `--extension DIR` belongs to the launcher, which builds the extension and passes the rest on.
            if let i = arguments.firstIndex(of: "--extension") { arguments.removeSubrange(i...(i + 1)) }
            #expect(throws: Never.self, "\(recipe): widgetshot \(arguments.joined(separator: " "))") {
                _ = try WidgetShotTool.parseAsRoot(arguments)
            }
        }
        #expect(commands.contains { $0.first == "merge" } && commands.contains { $0.contains("--shard") } && commands.contains { $0.contains("--junit") })
    }

    @Test("the scripts the recipes run and the files their cache keys hash exist in WidgetShot's repository", arguments: recipes)
    func inputsExist(recipe: String) throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(recipe), encoding: .utf8)
        #expect(text.contains(".widgetshot/.ci/install-deps"))
        #expect(FileManager.default.isExecutableFile(atPath: Self.repository.appendingPathComponent(".ci/install-deps").path)
                || FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(".ci/install-deps").path))
        // Cache key inputs (Package.resolved is written by the first build: hashing a missing file is
        // empty, not an error). GitLab keys on at most two files, so only GitHub hashes the sources;
        // a stale hit is safe either way (the build recompiles what changed).
        for path in recipe.contains("github") ? ["Package.swift", "Sources"] : ["Package.swift"] {
            #expect(text.contains(".widgetshot/\(path)"), "\(recipe) does not key its cache on \(path)")
            #expect(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(path).path))
        }
        #expect(text.contains(".cache/widgetshot"), "\(recipe) does not cache the extension cache")
    }
}
