import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Chromium from the system's packages, headless, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: the browser reads commands on fd 3 and answers on fd 4, each JSON
/// message ended by a NUL byte), so a test needs no WebSocket client.
final class HeadlessChromium {
    /// The browser executable, when one is installed.
    static var executable: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private let pid: pid_t
    private let commands: Int32, answers: Int32
    private let profile: URL
    private var nextID = 1
    private var buffer = [UInt8]()
    private var session: String?

    struct ProtocolError: Error, CustomStringConvertible { let description: String }

    init(executable: String) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw ProtocolError(description: "pipe() failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                         "--disable-extensions", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else { throw ProtocolError(description: "posix_spawn \(executable): \(String(cString: strerror(status)))") }
        pid = child
        commands = toBrowser[1]
        answers = fromBrowser[0]
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(commands)
        close(answers)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command (to the attached page when `page`) and returns its `result`.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], page: Bool = true, timeout: TimeInterval = 30) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if page, let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = write(commands, raw.baseAddress! + sent, raw.count - sent)
                guard n > 0 else { throw ProtocolError(description: "the browser closed its pipe") }
                sent += n
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try nextMessage(until: deadline)
            guard reply["id"] as? Int == id else { continue }   // events and other replies
            if let error = reply["error"] as? [String: Any] { throw ProtocolError(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func nextMessage(until deadline: Date) throws -> [String: Any] {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let body = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
            }
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&poller, 1, left) > 0 else { throw ProtocolError(description: "the browser did not answer in time") }
            let n = read(answers, &chunk, chunk.count)
            guard n > 0 else { throw ProtocolError(description: "the browser ended") }
            buffer += chunk[0..<n]
        }
    }

    /// Opens `url` in a new page and attaches to it.
    func open(_ url: String) throws {
        let target = try send("Target.createTarget", ["url": url], page: false)
        guard let id = target["targetId"] as? String else { throw ProtocolError(description: "no target for \(url)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], page: false)
        session = attached["sessionId"] as? String
        try send("Runtime.enable")
    }

    /// Evaluates a JavaScript expression in the page (awaiting a promise) and returns its value.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw ProtocolError(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page.
    func wait(for expression: String, timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if (try? evaluate(expression)) as? Bool == true { return }
            usleep(100_000)
        }
        throw ProtocolError(description: "timed out waiting for \(expression)")
    }

    /// Sends a key press to the page, as a user typing it.
    func press(_ key: String) throws {
        for type in ["keyDown", "keyUp"] {
            try send("Input.dispatchKeyEvent", ["type": type, "key": key, "text": type == "keyDown" ? key : "", "code": "Key" + key.uppercased()])
        }
    }
}
