import Foundation
import WidgetShotCoreLocation

/// A place of an event with coordinates — EventKit's `EKStructuredLocation`.
open class EKStructuredLocation: NSObject, @unchecked Sendable {
    /// The place's name.
    open var title: String?
    /// The place's coordinates.
    open var geoLocation: CLLocation?
    /// The radius of a geofence around it, in metres (0: the system's default).
    open var radius: Double = 0

    /// A place with a name.
    public init(title: String) {
        self.title = title
        super.init()
    }
}
