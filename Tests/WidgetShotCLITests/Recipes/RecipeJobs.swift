import Foundation

/// One step of a CI job as the recipe writes it: a shell script (`run:` / a `script:` line) or an
/// action (`uses:` with its `with:` inputs), and whether it runs after a failed step
/// (`if: always()`, GitLab's `after_script`-free jobs never do).
struct RecipeStep: Equatable {
    enum Kind: Equatable {
        case shell(String)
        case action(String, inputs: [String: String])
    }
    var kind: Kind
    var always = false
}

/// A job of a CI recipe: its steps, and the matrix values it runs with (GitHub's
/// `strategy.matrix.shard`, GitLab's `parallel: n` as `CI_NODE_INDEX` 1…n).
struct RecipeJob {
    var name: String
    var steps: [RecipeStep]
    var shards: [Int] = [1]
    /// GitLab: the workspace paths (globs) kept as artefacts, and the jobs whose artefacts this
    /// one downloads first (`needs:`). GitHub jobs say both with actions.
    var artifactPaths: [String] = []
    var needs: [String] = []
}

/// Reads the jobs of the two recipes in `.ci/recipes/` — just the YAML they use (block maps,
/// `- ` lists, `|` blocks, one-line `{ k: v }` maps, GitLab's folded plain scalars and
/// `extends:`), not YAML in general. A recipe that grows a construct this does not read makes the
/// recipe tests fail, which is the point: they run what the recipe says.
enum RecipeJobs {
    /// The jobs of a GitHub Actions workflow, with `${{ env.X }}` from its top-level `env:`
    /// already substituted (matrix values are substituted per shard by the runner).
    static func gitHub(_ text: String) -> (env: [String: String], jobs: [RecipeJob]) {
        let lines = text.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        let env = block(after: "env:", indent: 0, in: lines).reduce(into: [String: String]()) { env, line in
            if let (k, v) = pair(line) { env[k] = v }
        }
        var jobs: [RecipeJob] = []
        let jobLines = block(after: "jobs:", indent: 0, in: lines)
        for (name, body) in children(of: jobLines, indent: 2) {
            var job = RecipeJob(name: name, steps: [])
            if let shard = body.first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("shard: [") }) {
                job.shards = shard.split(separator: "[")[1].split(separator: "]")[0].split(separator: ",")
                    .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            }
            let steps = block(after: "steps:", indent: 4, in: body)
            var items: [[String]] = []
            for line in steps {
                if line.hasPrefix("      - ") { items.append(["        " + line.dropFirst(8)]) } else if !items.isEmpty { items[items.count - 1].append(line) }
            }
            for item in items { job.steps.append(step(item, env: env)) }
            jobs.append(job)
        }
        return (env, jobs)
    }

    /// The jobs of a GitLab CI file (hidden `.template` jobs are merged into the jobs that
    /// `extends:` them); `variables:` are returned as the environment.
    static func gitLab(_ text: String) -> (env: [String: String], jobs: [RecipeJob]) {
        let lines = text.components(separatedBy: "\n").map { line -> String in
            // A trailing comment (`value     # note`) is not part of the value.
            guard let hash = line.range(of: "  #") else { return line }
            return String(line[..<hash.lowerBound])
        }.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        let env = block(after: "variables:", indent: 0, in: lines).reduce(into: [String: String]()) { env, line in
            if let (k, v) = pair(line) { env[k] = v }
        }
        var templates: [String: [String]] = [:]
        var jobs: [RecipeJob] = []
        for (name, body) in children(of: lines, indent: 0) where name != "variables" {
            if name.hasPrefix(".") { templates[name] = body; continue }
            var script: [String] = []
            if let parent = body.first(where: { $0.hasPrefix("  extends: ") }).map({ String($0.dropFirst(11)) }), let base = templates[parent] {
                script += listItems(block(after: "before_script:", indent: 2, in: base))
            }
            script += listItems(block(after: "before_script:", indent: 2, in: body))
            script += listItems(block(after: "script:", indent: 2, in: body))
            var job = RecipeJob(name: name, steps: script.map { RecipeStep(kind: .shell($0)) })
            if let parallel = body.first(where: { $0.hasPrefix("  parallel: ") }), let n = Int(parallel.dropFirst(12)) { job.shards = Array(1...n) }
            job.artifactPaths = flowList(block(after: "artifacts:", indent: 2, in: body).first { $0.contains("paths: [") })
            job.needs = flowList(body.first { $0.hasPrefix("  needs: [") })
            jobs.append(job)
        }
        return (env, jobs)
    }

    /// The lines indented under the first line equal to `key` at `indent` spaces.
    private static func block(after key: String, indent: Int, in lines: [String]) -> [String] {
        let head = String(repeating: " ", count: indent) + key
        guard let start = lines.firstIndex(of: head) else { return [] }
        var out: [String] = []
        for line in lines[(start + 1)...] {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { out.append(line); continue }
            if line.prefix(while: { $0 == " " }).count <= indent { break }
            out.append(line)
        }
        return out
    }

    /// The `name:` keys at `indent` spaces with the lines under each.
    private static func children(of lines: [String], indent: Int) -> [(String, [String])] {
        var out: [(String, [String])] = []
        for line in lines {
            let depth = line.prefix(while: { $0 == " " }).count
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == indent, trimmed.hasSuffix(":"), !trimmed.hasPrefix("-") {
                out.append((String(trimmed.dropLast()), []))
            } else if !out.isEmpty, depth > indent || trimmed.isEmpty {
                out[out.count - 1].1.append(line)
            }
        }
        return out
    }

    /// `- item` entries, with more-indented following lines folded in (YAML plain scalars).
    private static func listItems(_ lines: [String]) -> [String] {
        var items: [String] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- ") { items.append(String(trimmed.dropFirst(2))) } else if !trimmed.isEmpty, !items.isEmpty { items[items.count - 1] += " " + trimmed }
        }
        return items.map(unquote)
    }

    /// One GitHub step from its lines (the first line's `- ` replaced by spaces).
    private static func step(_ lines: [String], env: [String: String]) -> RecipeStep {
        var result = RecipeStep(kind: .shell(""))
        var uses: String?, inputs: [String: String] = [:], run: String?
        var i = 0
        while i < lines.count {
            let trimmed = lines[i].trimmingCharacters(in: .whitespaces)
            if trimmed == "run: |" {
                let indent = lines[i].prefix(while: { $0 == " " }).count
                var body: [String] = []
                i += 1
                while i < lines.count, lines[i].prefix(while: { $0 == " " }).count > indent || lines[i].isEmpty {
                    body.append(String(lines[i].dropFirst(indent + 2)))
                    i += 1
                }
                run = body.joined(separator: "\n")
                continue
            }
            if trimmed.hasPrefix("run: ") { run = String(trimmed.dropFirst(5)) }
            if trimmed.hasPrefix("uses: ") { uses = String(trimmed.dropFirst(6)) }
            if trimmed == "if: always()" { result.always = true }
            if trimmed.hasPrefix("with: {") {
                for part in trimmed.dropFirst(7).dropLast().components(separatedBy: ", ") {
                    if let (k, v) = pair(part) { inputs[k] = v }
                }
            } else if trimmed == "with:" {
                let indent = lines[i].prefix(while: { $0 == " " }).count
                i += 1
                while i < lines.count, lines[i].prefix(while: { $0 == " " }).count > indent {
                    if let (k, v) = pair(lines[i]), !v.isEmpty, v != "|" { inputs[k] = v }
                    i += 1
                }
                continue
            }
            i += 1
        }
        func expand(_ s: String) -> String {
            env.reduce(s) { $0.replacingOccurrences(of: "${{ env.\($1.key) }}", with: $1.value) }
        }
        if let run { result.kind = .shell(expand(run)) } else if let uses { result.kind = .action(uses, inputs: inputs.mapValues(expand)) }
        return result
    }

    /// The items of a one-line `key: [a, b]` list.
    private static func flowList(_ line: String?) -> [String] {
        guard let line, let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return [] }
        return line[line.index(after: open)..<close].split(separator: ",").map { unquote($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// `key: value` with the value unquoted.
    private static func pair(_ line: String) -> (String, String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let colon = trimmed.range(of: ": ") ?? (trimmed.hasSuffix(":") ? trimmed.range(of: ":", options: .backwards) : nil) else { return nil }
        return (String(trimmed[..<colon.lowerBound]), unquote(String(trimmed[colon.upperBound...]).trimmingCharacters(in: .whitespaces)))
    }

    private static func unquote(_ s: String) -> String {
        s.count >= 2 && s.hasPrefix("\"") && s.hasSuffix("\"") ? String(s.dropFirst().dropLast()) : s
    }
}
