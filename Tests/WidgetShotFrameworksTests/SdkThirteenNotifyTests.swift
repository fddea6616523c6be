import Foundation
import Testing
import WidgetShot

/// Darwin's libnotify (`import notify`), which Delta Chat's DcCore uses to ask whether the app
/// is running: registrations are observers of the Darwin `CFNotificationCenter`, so a
/// `notify_post` reaches them and CF observers alike.
@Suite struct SdkThirteenNotifyTests {
    /// Delta Chat's shape: tokens kept in a dictionary, registered through `&dict[key, default:]`.
    final class Watcher: @unchecked Sendable {
        var tokens: [String: Int32] = [:]
        var received: [String] = []
        let lock = NSLock()
        let delivered = DispatchSemaphore(value: 0)

        func watch(_ name: String, on queue: DispatchQueue) -> UInt32 {
            notify_register_dispatch(name, &tokens[name, default: NOTIFY_TOKEN_INVALID], queue) { [self] token in
                lock.lock(); received.append("\(name)#\(token == tokens[name])"); lock.unlock()
                delivered.signal()
            }
        }
    }

    @Test("notify_register_dispatch runs the block on its queue, with its token, for each post of the name")
    func dispatchDelivery() throws {
        let watcher = Watcher(), queue = DispatchQueue(label: "sdk13.notify")
        let name = "chat.example.sdk13.question.\(UUID().uuidString)"
        #expect(watcher.watch(name, on: queue) == NOTIFY_STATUS_OK)
        let token = try #require(watcher.tokens[name])
        #expect(token != NOTIFY_TOKEN_INVALID && notify_is_valid_token(token))

        #expect(notify_post(name) == NOTIFY_STATUS_OK)
        #expect(watcher.delivered.wait(timeout: .now() + 5) == .success)
        #expect(notify_post("\(name).other") == NOTIFY_STATUS_OK)   // another name: no delivery
        #expect(watcher.delivered.wait(timeout: .now() + 0.2) == .timedOut)
        queue.sync {}
        #expect(watcher.received == ["\(name)#true"])

        #expect(notify_cancel(token) == NOTIFY_STATUS_OK)
        notify_post(name)
        #expect(watcher.delivered.wait(timeout: .now() + 0.2) == .timedOut, "cancelled: nothing delivered")
        #expect(notify_cancel(token) == UInt32(NOTIFY_STATUS_INVALID_TOKEN))
        #expect(!notify_is_valid_token(token))
    }

    @Test("the Darwin CF centre and libnotify share one namespace")
    func sharedWithCFDarwinCenter() throws {
        let watcher = Watcher(), queue = DispatchQueue(label: "sdk13.notify.cf")
        let name = "chat.example.sdk13.cf.\(UUID().uuidString)"
        _ = watcher.watch(name, on: queue)
        // A Darwin CF post reaches the notify registration …
        CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(), CFNotificationName(name as CFString), nil, nil, true)
        #expect(watcher.delivered.wait(timeout: .now() + 5) == .success)
        // … and notify_post reaches a CF observer.
        final class Count { var value = 0 }
        let count = Count()
        let observer = Unmanaged.passUnretained(count).toOpaque()
        CFNotificationCenterAddObserver(CFNotificationCenterGetDarwinNotifyCenter(), observer, { _, observer, _, _, _ in
            observer.map { Unmanaged<Count>.fromOpaque($0).takeUnretainedValue().value += 1 }
        }, name as CFString, nil, .deliverImmediately)
        notify_post(name)
        #expect(count.value == 1)
        CFNotificationCenterRemoveObserver(CFNotificationCenterGetDarwinNotifyCenter(), observer, nil, nil)
        notify_cancel(try #require(watcher.tokens[name]))
    }

    @Test("notify_check: true the first time, then only after a post; state is the name's")
    func checkAndState() {
        let name = "chat.example.sdk13.check.\(UUID().uuidString)"
        var token = NOTIFY_TOKEN_INVALID, other = NOTIFY_TOKEN_INVALID, check: Int32 = -1
        #expect(notify_register_check(name, &token) == NOTIFY_STATUS_OK)
        #expect(notify_register_check(name, &other) == NOTIFY_STATUS_OK && other != token)
        notify_check(token, &check); #expect(check == 1)
        notify_check(token, &check); #expect(check == 0)
        notify_post(name)
        notify_check(token, &check); #expect(check == 1)
        notify_check(token, &check); #expect(check == 0)

        var state: UInt64 = 9
        notify_get_state(token, &state); #expect(state == 0)
        #expect(notify_set_state(token, 42) == NOTIFY_STATUS_OK)
        notify_get_state(other, &state); #expect(state == 42, "the state belongs to the name")
        notify_cancel(token); notify_cancel(other)
        #expect(notify_check(token, &check) == UInt32(NOTIFY_STATUS_INVALID_TOKEN))
        #expect(notify_post(nil) == UInt32(NOTIFY_STATUS_NULL_INPUT))
    }

    @Test("a suspended registration holds posts and delivers one on resume")
    func suspendCoalesces() throws {
        let watcher = Watcher(), queue = DispatchQueue(label: "sdk13.notify.suspend")
        let name = "chat.example.sdk13.suspend.\(UUID().uuidString)"
        _ = watcher.watch(name, on: queue)
        let token = try #require(watcher.tokens[name])
        notify_suspend(token)
        notify_post(name); notify_post(name)
        #expect(watcher.delivered.wait(timeout: .now() + 0.2) == .timedOut)
        notify_resume(token)
        #expect(watcher.delivered.wait(timeout: .now() + 5) == .success)
        queue.sync {}
        #expect(watcher.received.count == 1)
        notify_cancel(token)
    }
}
