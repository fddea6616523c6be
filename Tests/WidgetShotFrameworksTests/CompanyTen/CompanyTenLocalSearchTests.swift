import Foundation
import Testing
import WidgetShot

/// What OneBusAway's OBAKitCore (compiled into its widget) asks of MapKit: a place search near a
/// region (which a render cannot send to Apple's map service) and a placemark's location.
@Suite struct CompanyTenLocalSearchTests {
    @Test func aSearchFailsWithAServerFailure() async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "Pike Place Market"
        request.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 47.6, longitude: -122.3), latitudinalMeters: 5000, longitudinalMeters: 5000)
        let search = MKLocalSearch(request: request)
        do {
            _ = try await search.start()
            Issue.record("a render's search found places")
        } catch {
            #expect((error as? MKError)?.code == .serverFailure)
        }
        #expect(!search.isSearching && search.request.naturalLanguageQuery == "Pike Place Market")
    }

    @Test func aPlacemarkHasTheLocationOfItsCoordinate() {
        let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 47.6097, longitude: -122.3331))
        #expect(placemark.location?.coordinate.latitude == 47.6097)
        #expect(placemark.location?.coordinate.longitude == -122.3331)
    }
}
