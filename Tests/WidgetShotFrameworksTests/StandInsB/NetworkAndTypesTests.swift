import Foundation
import Testing
import WidgetShot

@Suite struct NetworkStandInTests {
    @Test func pathIsUnsatisfiedOffline() async {
        let monitor = NWPathMonitor()
        #expect(monitor.currentPath.status == .unsatisfied)
        #expect(!monitor.currentPath.usesInterfaceType(.wifi))
        #expect(!monitor.currentPath.isExpensive)
        #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
        let path: NWPath = await withCheckedContinuation { continuation in
            monitor.pathUpdateHandler = { continuation.resume(returning: $0) }
            monitor.start(queue: DispatchQueue(label: "monitor"))
        }
        #expect(path.status == .unsatisfied)
        monitor.cancel()
    }

    @Test func noVPNIsConfigured() async throws {
        let manager = NEVPNManager.shared()
        try await manager.loadFromPreferences()
        #expect(manager.protocolConfiguration == nil)
        #expect(manager.connection.status == .invalid)
        #expect(throws: NEVPNError.self) { try manager.connection.startVPNTunnel() }
        #expect(try await NETunnelProviderManager.loadAllFromPreferences().isEmpty)
    }

    @Test func reachabilityIsNotReachableOffline() {
        let target = SCNetworkReachabilityCreateWithName(nil, "apple.com")!
        var flags = SCNetworkReachabilityFlags.reachable
        #expect(SCNetworkReachabilityGetFlags(target, &flags))
        #expect(!flags.contains(.reachable) && !flags.contains(.connectionRequired))
    }
}

@Suite struct UniformTypeTests {
    @Test func declaredTypesConformAndHaveTags() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType("public.png") == .png)
        #expect(UTType("com.example.nothing") == nil)
        #expect(UTType(filenameExtension: "widgetdata")?.isDynamic == true)
        #expect(UTType(filenameExtension: "widgetdata", conformingTo: .image) == nil)
        #expect(UTType(exportedAs: "com.example.habit").conforms(to: .data))
    }

    @Test func mobileCoreServicesFunctions() {
        let uti = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "png" as CFString, nil)?.takeRetainedValue()
        #expect(uti as String? == "public.png")
        #expect(UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassMIMEType)?.takeRetainedValue() as String? == "image/jpeg")
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
    }
}
