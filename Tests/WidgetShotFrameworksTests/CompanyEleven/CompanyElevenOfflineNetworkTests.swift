import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetShot

/// WidgetShot's one offline device model (issue 20, BlueWallet): a widget that checks the path
/// before opening an Electrum connection, one that asks reachability, and one that loads a URL
/// all see the same offline iPhone — as in Airplane Mode, with only loopback up.
@Suite struct CompanyElevenOfflineNetworkTests {
    @Test func thePathIsUnsatisfiedExceptOverLoopback() async {
        let monitor = NWPathMonitor()
        #expect(monitor.currentPath.status == .unsatisfied)
        #expect(monitor.currentPath.availableInterfaces.isEmpty)
        #expect(!monitor.currentPath.supportsDNS && !monitor.currentPath.usesInterfaceType(.wifi))
        #expect(NWPathMonitor(requiredInterfaceType: .wifi).currentPath.status == .unsatisfied)
        #expect(NWPathMonitor(prohibitedInterfaceTypes: [.cellular]).currentPath.status == .unsatisfied)
        let loopback = NWPathMonitor(requiredInterfaceType: .loopback).currentPath
        #expect(loopback.status == .satisfied && loopback.usesInterfaceType(.loopback))
        let path: NWPath = await withCheckedContinuation { continuation in
            monitor.pathUpdateHandler = { continuation.resume(returning: $0) }
            monitor.start(queue: DispatchQueue(label: "CompanyElevenMonitor"))
        }
        #expect(path.status == .unsatisfied)
        monitor.cancel()
    }

    /// BlueWallet's `SwiftTCPClient` asks the monitor first, then connects: both now agree.
    @Test func aConnectionWaitsOnTheSamePathTheMonitorReports() async throws {
        let connection = NWConnection(host: "electrum.example.com", port: 50002, using: .tls)
        let queue = DispatchQueue(label: "CompanyElevenConnection")
        connection.start(queue: queue)
        queue.sync {}
        #expect(connection.state == .waiting(.posix(.ENETDOWN)))
        #expect(connection.currentPath?.status == NWPathMonitor().currentPath.status)
        connection.cancel()
    }

    @Test func reachabilityReachesOnlyTheDeviceItself() {
        func flags(_ name: String) -> SCNetworkReachabilityFlags {
            var flags = SCNetworkReachabilityFlags(rawValue: 0xFFFF)
            #expect(SCNetworkReachabilityGetFlags(SCNetworkReachabilityCreateWithName(nil, name)!, &flags))
            return flags
        }
        #expect(flags("apple.com").isEmpty)
        #expect(flags("localhost") == [.reachable, .isLocalAddress, .isDirect])
        var zero = sockaddr_in()
        zero.sin_family = sa_family_t(AF_INET)
        let internet = withUnsafePointer(to: &zero) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0)! } }
        var internetFlags = SCNetworkReachabilityFlags.reachable
        #expect(SCNetworkReachabilityGetFlags(internet, &internetFlags) && internetFlags.isEmpty)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let device = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0)! } }
        var deviceFlags = SCNetworkReachabilityFlags()
        #expect(SCNetworkReachabilityGetFlags(device, &deviceFlags) && deviceFlags.contains(.reachable))
    }

    #if canImport(FoundationNetworking)
    /// A session of the app's own configuration (as the extension build writes
    /// `URLSession(configuration:)`) fails with −1009 (not a time-out: it never waits for a network),
    /// naming the URL. No wall-clock check: a loaded test process delays any completion.
    @Test func urlLoadsFailAsOnAnOfflineDevice() async throws {
        #expect(WidgetShotOfflineNetwork.installed)
        let url = try #require(URL(string: "https://api.example.com/v1/price?pair=BTCUSD"))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 600   // a wait for the network would end in .timedOut, not .notConnectedToInternet
        let own = URLSession(_widgetShotConfiguration: configuration)
        #expect(configuration.protocolClasses?.first.map { String(reflecting: $0) } != "WidgetShotFoundation.OfflineURLProtocol",
                "the app's configuration object is left as it was")
        // Not `URLSession.shared` here: in this test process another suite may have touched it
        // before the registration, and it keeps the protocols registered when it was first
        // touched (the tools register before any widget code runs: `prepareURLLoading`;
        // `CompanyElevenOfflineExtensionTests` checks an extension's shared session).
        for session in [own] {
            do {
                _ = try await session.data(from: url)
                Issue.record("a load reached the network")
            } catch let error as URLError {
                #expect(error.code == .notConnectedToInternet)
                #expect(error.failureURLString == url.absoluteString)
            }
        }
    }

    @Test func loopbackHostsAreTheDeviceItself() {
        for host in ["localhost", "LOCALHOST", "127.0.0.1", "127.4.5.6", "::1", "[::1]", "api.localhost"] {
            #expect(WidgetShotOfflineNetwork.isLoopback(host), "\(host)")
        }
        for host in ["example.com", "128.0.0.1", "localhost.example.com", "10.0.0.1", "::2"] {
            #expect(!WidgetShotOfflineNetwork.isLoopback(host), "\(host)")
        }
    }
    #endif
}
