import Foundation
import Testing
import WidgetShot

/// What OneBusAway's OBAKitCore (compiled into its widget) asks of Core Location: circular
/// regions for proximity alerts, region monitoring, heading availability — through a protocol
/// that `CLLocationManager` must satisfy as it is.
@Suite struct CompanyTenRegionMonitoringTests {
    protocol Monitoring {
        var isHeadingAvailable: Bool { get }
        func startMonitoring(for region: CLRegion)
        var monitoredRegions: Set<CLRegion> { get }
        var maximumRegionMonitoringDistance: CLLocationDistance { get }
        func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String)
    }

    @Test func circularRegionsContainPointsWithinTheirRadius() {
        let stop = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 47.6097, longitude: -122.3331), radius: 200, identifier: "stop_1_75403")
        #expect(stop.contains(CLLocationCoordinate2D(latitude: 47.6105, longitude: -122.3331)))    // ~89 m north
        #expect(!stop.contains(CLLocationCoordinate2D(latitude: 47.6130, longitude: -122.3331)))   // ~367 m north
        #expect(stop.notifyOnEntry && stop.notifyOnExit)
        let same = CLCircularRegion(center: stop.center, radius: 50, identifier: "stop_1_75403")
        #expect(Set<CLRegion>([stop, same]).count == 1)   // regions are equal by identifier
    }

    @MainActor @Test func monitoringFailsWithoutAlwaysAuthorization() async {
        final class Delegate: NSObject, CLLocationManagerDelegate {
            var failure: (String?, CLError.Code?)?
            func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
                failure = (region?.identifier, (error as? CLError)?.code)
            }
        }
        let manager = CLLocationManager()
        let delegate = Delegate()
        manager.delegate = delegate
        manager.startMonitoring(for: CLCircularRegion(center: .init(latitude: 0, longitude: 0), radius: 100, identifier: "alarm"))
        for _ in 0..<50 where delegate.failure == nil { try? await Task.sleep(nanoseconds: 10_000_000) }
        #expect(delegate.failure?.0 == "alarm" && delegate.failure?.1 == .regionMonitoringDenied)
        #expect(manager.monitoredRegions.isEmpty && manager.maximumRegionMonitoringDistance == -1)
        #expect(!CLLocationManager.headingAvailable())
    }
}

extension CLLocationManager: CompanyTenRegionMonitoringTests.Monitoring {
    public var isHeadingAvailable: Bool { CLLocationManager.headingAvailable() }
}
