import Foundation

/// Which CloudKit container a store mirrors to — Core Data's `NSPersistentCloudKitContainerOptions`
/// (`description.cloudKitContainerOptions = .init(containerIdentifier: "iCloud.com.example.App")`,
/// as apps that sync with iCloud set up the store their widget also opens). A render is a device
/// signed out of iCloud: nothing is mirrored, the store holds what the process saves.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The CloudKit container's identifier (`iCloud.…`).
    public let containerIdentifier: String

    /// Options for the container `containerIdentifier`.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}
