import Foundation
import Testing
@testable import WidgetShotUI

/// SwiftUI environment values met in the company-9 sweep (issue 20).
struct CompanyNineEnvironmentTests {
    @Test("sidebarRowSize is .medium on iOS and watchOS; SidebarRowSize has Apple's three cases")
    func sidebarRowSize() {
        var environment = EnvironmentValues()
        #expect(environment.sidebarRowSize == .medium)
        environment.sidebarRowSize = .small
        #expect(environment.sidebarRowSize == .small)
        // xDrip4iOS's mapping of widget families onto the enum, in the style of its code.
        let sizes: [SidebarRowSize] = [.small, .medium, .large]
        #expect(Set(sizes).count == 3)
    }
}
