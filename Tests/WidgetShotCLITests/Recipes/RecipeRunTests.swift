import Foundation
import Testing

/// Issue 22's "each job's shell steps run in a fresh clone": the jobs of `.ci/recipes/` run as
/// written (`RecipeRunner` says what is stood in for) on a team repository made here — one widget
/// extension in `MyAppWidgets/`, its goldens in `Snapshots/widgetshot` — cloned fresh per job:
/// the sharded gallery, the merge of the shards, the snapshot check passing, and failing with its
/// JUnit report and summary when a golden no longer matches.
extension ExtensionBuildTests {
    /// A team repository: a steps widget (systemSmall), goldens recorded, committed.
    static let teamRepository: URL = {
        let root = try! temporaryFolder("recipe-team")
        let widget = """
            import SwiftUI
            import WidgetKit

            struct StepsEntry: TimelineEntry {
                let date: Date
                let steps: Int
            }

            struct StepsProvider: TimelineProvider {
                func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 8_412) }
                func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
                    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
                }
            }

            struct StepsView: View {
                let entry: StepsEntry
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Label("Steps", systemImage: "figure.walk").font(.caption.bold()).foregroundStyle(.orange)
                        Text(entry.steps, format: .number).font(.title.bold())
                        ProgressView(value: Double(entry.steps), total: 10_000).tint(.orange)
                    }
                    .containerBackground(.fill.tertiary, for: .widget)
                }
            }

            @main
            struct StepsWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Steps", provider: StepsProvider()) { StepsView(entry: $0) }
                        .configurationDisplayName("Steps")
                        .supportedFamilies([.systemSmall])
                }
            }

            """
        let folder = root.appendingPathComponent("MyAppWidgets")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try! Data(widget.utf8).write(to: folder.appendingPathComponent("StepsWidget.swift"))
        return root
    }()

    /// Records the goldens and commits everything; returns the runner's failure output, if any.
    static func commitTeamRepository(recording: Bool) throws -> String? {
        var env = ProcessInfo.processInfo.environment
        env["WIDGETSHOT_RECORD"] = nil   // CI's `never` wins over --record
        env["WIDGETSHOT_CACHE_DIR"] = cache.path
        if recording {
            let record = try RecipeRunner.shell("'\(widgetshotTool.path)' snapshots check --extension MyAppWidgets --root Snapshots/widgetshot --record missing",
                                          in: teamRepository, env: env)
            if record.status != 0 { return record.output }
        }
        let commit = try RecipeRunner.shell("""
            git init -q 2>/dev/null; git add -A && git -c user.name=t -c user.email=t@example.com commit -qm change
            """, in: teamRepository, env: env)
        return commit.status == 0 ? nil : commit.output
    }

    static let repositoryRoot = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the CI recipes' jobs run as written in a fresh clone: sharded gallery, merge, snapshot check passing and failing",
          .enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(20)),
          arguments: ["github-actions", "gitlab-ci"])
    func recipeJobsRunAsWritten(recipe: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.widgetshotTool.path), "no widgetshot tool at \(Self.widgetshotTool.path)")
        _ = try RecipeRunner.which("git")
        if !FileManager.default.fileExists(atPath: Self.teamRepository.appendingPathComponent(".git").path) {
            if let failure = try Self.commitTeamRepository(recording: true) { Issue.record("setting up the team repository: \(failure)"); return }
        }
        let text = try String(contentsOf: Self.repositoryRoot.appendingPathComponent(".ci/recipes/\(recipe).yml"), encoding: .utf8)
        let github = recipe.hasPrefix("github")
        let (recipeEnv, jobs) = github ? RecipeJobs.gitHub(text) : RecipeJobs.gitLab(text)
        let scratch = try Self.temporaryFolder("recipe-\(recipe)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var env = ProcessInfo.processInfo.environment
        env["WIDGETSHOT_CACHE_DIR"] = Self.cache.path
        env["WIDGETSHOT_NO_BROWSER"] = "1"   // install-deps: no optional browser download from a test
        let runner = RecipeRunner(teamRepository: Self.teamRepository, widgetShot: Self.repositoryRoot, scratch: scratch, environment: env)
        try runner.prepare()
        #expect(recipeEnv["EXTENSION"] == "MyAppWidgets", "the recipe's EXTENSION is the folder the docs tell users to change")

        func job(_ suffix: String) throws -> RecipeJob {
            try #require(jobs.first { $0.name.hasSuffix(suffix) }, "\(recipe) has no job ending in \(suffix): \(jobs.map(\.name))")
        }
        // The gallery, one job per shard.
        let gallery = try job("gallery")
        #expect(gallery.shards == [1, 2, 3, 4])
        var shardImages: Set<String> = []
        for shard in gallery.shards {
            let outcome = try runner.run(gallery, shard: shard, recipeEnvironment: recipeEnv, github: github)
            try #require(outcome.succeeded, "\(recipe) \(gallery.name) shard \(shard):\n\(outcome.log)")
            let folder = outcome.workspace.appendingPathComponent("gallery-\(shard)")
            let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheet") }
            #expect(shardImages.isDisjoint(with: pngs), "shards overlap: \(pngs)")
            shardImages.formUnion(pngs)
        }
        #expect(shardImages.count >= 4, "four devices at least: \(shardImages.sorted())")

        // The merge of the shards' artefacts.
        let merge = try runner.run(try job("merge"), shard: 1, recipeEnvironment: recipeEnv, github: github)
        try #require(merge.succeeded, "\(recipe) merge:\n\(merge.log)")
        let index = try String(contentsOf: merge.workspace.appendingPathComponent("gallery/index.html"), encoding: .utf8)
        for png in shardImages { #expect(index.contains(png), "the merged index lacks \(png)") }

        // The snapshot check against the committed goldens: passes…
        let snapshots = try job("snapshots")
        let pass = try runner.run(snapshots, shard: 1, recipeEnvironment: recipeEnv, github: github)
        #expect(pass.succeeded, "\(recipe) snapshots:\n\(pass.log)")
        let junit = try String(contentsOf: pass.workspace.appendingPathComponent("artefacts/junit.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"0\"") && !junit.contains("tests=\"0\""), "\(junit)")
        if github {
            let summary = try String(contentsOf: pass.workspace.appendingPathComponent("step-summary.md"), encoding: .utf8)
            #expect(summary.contains("WidgetShot snapshots"), "the summary step appended nothing: \(summary)")
        }
        let builds = try String(contentsOf: runner.buildLog, encoding: .utf8).split(separator: "\n")
        #expect(builds.count == 6, "every job (4 shards, merge, snapshots) builds the CLI first: \(builds)")
    }

    @Test("a golden that no longer matches fails the recipes' snapshot job, which still reports",
          .enabled(if: enabled, "WIDGETSHOT_SKIP_PACKAGE_TESTS is set"), .timeLimit(.minutes(20)))
    func recipeSnapshotJobFails() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.widgetshotTool.path), "no widgetshot tool at \(Self.widgetshotTool.path)")
        if !FileManager.default.fileExists(atPath: Self.teamRepository.appendingPathComponent(".git").path) {
            if let failure = try Self.commitTeamRepository(recording: true) { Issue.record("setting up the team repository: \(failure)"); return }
        }
        // A clone with one golden replaced by another variant's, committed: the next fresh clone fails.
        let work = try Self.temporaryFolder("recipe-broken")
        defer { try? FileManager.default.removeItem(at: work) }
        let runner = RecipeRunner(teamRepository: work, widgetShot: Self.repositoryRoot, scratch: work.appendingPathComponent("scratch"), environment: {
            var env = ProcessInfo.processInfo.environment
            env["WIDGETSHOT_CACHE_DIR"] = Self.cache.path
            env["WIDGETSHOT_NO_BROWSER"] = "1"
            return env
        }())
        let repo = work.appendingPathComponent("repo")
        try RecipeRunner.shell("""
            git clone -q '\(Self.teamRepository.path)' repo && cd repo
            goldens=$(find Snapshots/widgetshot -name '*.png' | sort)
            first=$(echo "$goldens" | head -1); last=$(echo "$goldens" | tail -1)
            cp "$last" "$first"
            git -c user.name=t -c user.email=t@example.com commit -qam 'a golden from another variant'
            """, in: work, env: ProcessInfo.processInfo.environment).check()
        let broken = RecipeRunner(teamRepository: repo, widgetShot: Self.repositoryRoot, scratch: work.appendingPathComponent("scratch"), environment: runner.environment)
        try broken.prepare()
        let text = try String(contentsOf: Self.repositoryRoot.appendingPathComponent(".ci/recipes/github-actions.yml"), encoding: .utf8)
        let (recipeEnv, jobs) = RecipeJobs.gitHub(text)
        let snapshots = try #require(jobs.first { $0.name == "snapshots" })
        let outcome = try broken.run(snapshots, shard: 1, recipeEnvironment: recipeEnv, github: true)
        #expect(!outcome.succeeded, "the job passed with a wrong golden:\n\(outcome.log)")
        let junit = try String(contentsOf: outcome.workspace.appendingPathComponent("artefacts/junit.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"1\""), "\(junit)")
        let summary = try String(contentsOf: outcome.workspace.appendingPathComponent("step-summary.md"), encoding: .utf8)
        #expect(summary.contains("1 failed"), "the `if: always()` summary step did not run after the failure: \(summary)")
    }
}
