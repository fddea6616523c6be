import Foundation
import Testing
import WidgetShot

/// What an app's shared frameworks call and a widget build compiles (issue 20, frameworks-3):
/// CloudKit subscriptions, Combine's merge and combineLatest, stream tasks, CarPlay list items.
struct SharedFrameworkCodeTests {
    @Test func cloudKitSubscriptionsFailWithoutAnICloudAccount() async throws {
        let db = CKContainer(identifier: "iCloud.com.example").publicCloudDatabase
        let subscription = CKQuerySubscription(recordType: "Price", predicate: NSPredicate(value: true))
        #expect(subscription.querySubscriptionOptions == [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion])
        #expect(subscription.subscriptionType == .query && !subscription.subscriptionID.isEmpty)
        let info = CKSubscription.NotificationInfo()
        info.shouldSendContentAvailable = true
        subscription.notificationInfo = info
        await #expect(throws: CKError(.notAuthenticated)) { try await db.save(subscription) }
        await #expect(throws: CKError(.notAuthenticated)) { _ = try await db.allSubscriptions() }
        await #expect(throws: CKError(.notAuthenticated)) { try await db.deleteSubscription(withID: subscription.subscriptionID) }
        let record = CKRecord(recordType: "Price")
        record.setValue(42.5, forKey: "price")
        #expect(record.object(forKey: "price") as? Double == 42.5)
        #expect(CKNotification(fromRemoteNotificationDictionary: ["aps": [:]]) == nil)
        #expect(CKNotification(fromRemoteNotificationDictionary: ["ck": ["qry": [:]]])?.notificationType == .query)
    }

    @Test func mergeAndCombineLatestDeliverWithinDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var merged: [Int] = [], finished = false
        let c1 = a.eraseToAnyPublisher().merge(with: b.eraseToAnyPublisher())
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { merged.append($0) })
        a.send(1); b.send(2); a.send(3)
        a.send(completion: .finished)
        #expect(!finished)
        b.send(4); b.send(completion: .finished)
        #expect(merged == [1, 2, 3, 4] && finished)

        var pairs: [String] = []
        let x = PassthroughSubject<Int, Never>(), y = PassthroughSubject<String, Never>()
        let c2 = x.combineLatest(y).sink { pairs.append("\($0.0)\($0.1)") }
        x.send(1); x.send(2); y.send("a"); x.send(3); y.send("b")
        #expect(pairs == ["2a", "3a", "3b"])

        // Bounded demand: one value at a time, the rest wait.
        var received: [Int] = []
        var subscription: Subscription?
        Publishers.MergeMany([1, 2].publisher, [3].publisher).subscribe(AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0; $0.request(.max(1)) },
            receiveValue: { received.append($0); return .none }, receiveCompletion: { _ in received.append(-1) }))
        #expect(received == [1])
        subscription?.request(.max(5))
        #expect(received.count == 4 && Set(received) == [1, 2, 3, -1] && received.last == -1, "\(received)")
        _ = (c1, c2)
    }

    /// CombineCommunity/CombineExt's `Collection.combineLatest()` combines its publishers in fours,
    /// in a multi-statement closure that only type-checks when `combineLatest(_:_:_:)` exists.
    @Test func fourPublishersCombineOnceEachHasSent() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        var sums: [Int] = []
        let all = [a, b, c, d].map { $0.map { [$0] }.eraseToAnyPublisher() }
        let quad = all[0].combineLatest(all[1], all[2], all[3]).map { $0.0 + $0.1 + $0.2 + $0.3 }.sink { sums.append($0.reduce(0, +)) }
        a.send(1); b.send(2); c.send(3)
        #expect(sums.isEmpty)
        d.send(4); a.send(10)
        #expect(sums == [10, 19])
        var labelled: [String] = []
        let named = a.combineLatest(b, c, d) { "\($0)\($1)\($2)\($3)" }.sink { labelled.append($0) }
        a.send(5); b.send(6); c.send(7); d.send(8)
        #expect(labelled == ["5678"])
        _ = (quad, named)
    }

    @Test func streamTasksCannotReachTheirHost() async {
        let task = URLSession.shared.streamTask(withHostName: "mc.example.net", port: 25565)
        task.resume()
        await #expect(throws: URLError(.notConnectedToInternet)) { try await task.write(Data([0]), timeout: 0) }
        await #expect(throws: URLError(.notConnectedToInternet)) { _ = try await task.readData(ofMinLength: 0, maxLength: 10, timeout: 0) }
        #expect(task.state == .completed)
    }

    @Test func carPlayItemsAndFourCharCodesCompile() {
        let item = CPListItem(text: "Lights", detailText: nil)
        #expect(item.image == nil)
        item.setImage(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in })
        #expect(item.image?.size == CGSize(width: 4, height: 4) && item.text == "Lights")
        #expect(CPListItem.maximumImageSize.width > 0)
        let code: FourCharCode = "odoc".unicodeScalars.reduce(0) { $0 * 256 + $1.value }
        #expect(code == 0x6F64_6F63)
    }
}
