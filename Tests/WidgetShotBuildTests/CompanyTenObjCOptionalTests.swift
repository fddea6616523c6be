import Foundation
import Testing
@testable import WidgetShotBuild

/// `@objc optional` delegate requirements (OneBusAway's OBAKitCore: `AgencyAlertsDelegate`,
/// `RegionsServiceDelegate`, `LocationServiceDelegate`) become plain requirements with empty
/// defaults, and `delegate.name?(…)` calls become `delegate.name(…)`, without moving a line.
struct CompanyTenObjCOptionalTests {
    let declaration = """
    import Foundation
    @objc public protocol StoreDelegate: NSObjectProtocol {
        @objc optional func storeUpdated()
        @objc optional func store(_ store: AnyObject, displayError error: Error) // shown in an alert
        @objc optional func storeTitle() -> String
        func required()
    }
    """
    let caller = """
    import Foundation
    final class Store {
        var onChange: (() -> Void)?
        func notify(_ d: StoreDelegate) {
            d.storeUpdated?()
            d.store?(self, displayError: CancellationError())
            onChange?()
        }
    }
    """

    func transform(_ text: String, index: Int) -> String {
        var transform = SourceTransform(originalPath: "/src/File\(index).swift", fileIndex: index)
        transform.optionalRequirementNames = ObjCOptionalRequirementRewrite.names(in: [declaration, caller])
        return transform.transform(text).text
    }

    @Test func voidRequirementsGetEmptyDefaults() {
        #expect(ObjCOptionalRequirementRewrite.names(in: [declaration]) == ["storeUpdated", "store"])
        let text = transform(declaration, index: 0)
        #expect(text.contains("    func storeUpdated()\n"), "\(text)")
        #expect(text.contains("}; extension StoreDelegate { public func storeUpdated() {}; public func store(_ store: AnyObject, displayError error: Error) {} }"), "\(text)")
        #expect(text.contains("optional func storeTitle() -> String"), "\(text)")   // a result: left to the compiler
        #expect(text.components(separatedBy: "\n").count == transform("", index: 2).components(separatedBy: "\n").count + declaration.components(separatedBy: "\n").count - 1)
    }

    @Test func callsDropTheOptionalChainOnlyForThoseNames() {
        let text = transform(caller, index: 1)
        #expect(text.contains("d.storeUpdated()"), "\(text)")
        #expect(text.contains("d.store(self, displayError: CancellationError())"), "\(text)")
        #expect(text.contains("onChange?()"), "\(text)")
    }
}
