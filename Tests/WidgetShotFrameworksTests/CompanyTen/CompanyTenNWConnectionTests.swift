import Foundation
import Testing
import WidgetShot

/// What BlueWallet's Electrum `SwiftTCPClient` (compiled into its widgets) does with Network: a
/// TCP or TLS `NWConnection` with tuned parameters, a state handler, sends and receives. A render
/// has no network, so the connection waits with `ENETDOWN` and every transfer reports it.
@Suite struct CompanyTenNWConnectionTests {
    final class Log: @unchecked Sendable {
        let lock = NSLock()
        var states: [NWConnection.State] = []
        func add(_ state: NWConnection.State) { lock.lock(); states.append(state); lock.unlock() }
    }

    @Test func aTLSConnectionPreparesThenWaitsForTheNetwork() async throws {
        let tls = NWProtocolTLS.Options()
        sec_protocol_options_set_verify_block(tls.securityProtocolOptions, { _, _, complete in complete(true) }, .global())
        let parameters = NWParameters(tls: tls, tcp: .init())
        parameters.expiredDNSBehavior = .allow
        parameters.multipathServiceType = .handover
        #expect(parameters.defaultProtocolStack.internetProtocol is NWProtocolIP.Options)
        let port = try #require(NWEndpoint.Port(rawValue: 50002))
        let connection = NWConnection(host: NWEndpoint.Host("electrum.example.com"), port: port, using: parameters)
        let log = Log()
        connection.stateUpdateHandler = { log.add($0) }
        let queue = DispatchQueue(label: "CompanyTenNWConnection")
        connection.start(queue: queue)
        queue.sync {}
        #expect(log.states == [.preparing, .waiting(.posix(.ENETDOWN))])
        #expect(connection.currentPath?.status == .unsatisfied)
        #expect(connection.currentPath?.remoteEndpoint?.debugDescription == "electrum.example.com:50002")

        let sendError: NWError? = await withCheckedContinuation { done in
            connection.send(content: Data("ping".utf8), completion: .contentProcessed { done.resume(returning: $0) })
        }
        #expect(sendError == .posix(.ENETDOWN))
        #expect((sendError! as NSError).code == Int(POSIXErrorCode.ENETDOWN.rawValue))
        let received: (Data?, Bool, NWError?) = await withCheckedContinuation { done in
            connection.receive(minimumIncompleteLength: 1, maximumLength: 65536) { data, _, isComplete, error in
                done.resume(returning: (data, isComplete, error))
            }
        }
        #expect(received.0 == nil && !received.1 && received.2 == .posix(.ENETDOWN))

        connection.cancel()
        queue.sync {}
        #expect(log.states.last == .cancelled && connection.state == .cancelled)
        let afterCancel: NWError? = await withCheckedContinuation { done in
            connection.send(content: nil, completion: .contentProcessed { done.resume(returning: $0) })
        }
        #expect(afterCancel == .posix(.ECANCELED))
    }

    @Test func endpointsParseHostsAndPorts() {
        #expect(NWEndpoint.Host("127.0.0.1") == .ipv4(.loopback))
        if case .name(let name, nil) = NWEndpoint.Host("localhost") { #expect(name == "localhost") } else { Issue.record("not a name") }
        #expect(NWEndpoint.Port("443") == .https && NWEndpoint.Port("70000") == nil)
        #expect(NWEndpoint.hostPort(host: "::1", port: 80).debugDescription == "[::1]:80")
        #expect(NWParameters.tcp.debugDescription == "tcp" && NWParameters.tls.debugDescription == "tls, tcp")
        #expect((kCFErrorDomainCFNetwork as String) == "kCFErrorDomainCFNetwork")
    }
}
