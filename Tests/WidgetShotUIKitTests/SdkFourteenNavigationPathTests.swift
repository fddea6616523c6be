import Foundation
import Testing
import WidgetShot

/// SwiftUI's `NavigationPath.codable` in SwiftUI's encoding (a flat string array, last-pushed
/// value first, type name then JSON), which pennlabs/penn-mobile-ios decodes itself
/// (`NavigationPath.asList(of:)` decodes the strings as its page enum).
struct SdkFourteenNavigationPathTests {
    enum Page: String, Codable, Hashable { case dining, fitness }

    @Test("a path of Codable values encodes as SwiftUI's flat array and decodes back")
    func roundTrip() throws {
        var path = NavigationPath()
        path.append(Page.dining)
        path.append(42)
        path.append(Page.fitness)
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let strings = try JSONDecoder().decode([String].self, from: data)
        let pageType = _typeName(Page.self, qualified: true)
        #expect(strings == [pageType, "\"fitness\"", "Swift.Int", "42", pageType, "\"dining\""])
        // What Penn Mobile's asList(of: Page.self) does with it.
        #expect(strings.compactMap { try? JSONDecoder().decode(Page.self, from: Data($0.utf8)) } == [.fitness, .dining])
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test("a value that is not Codable makes codable nil")
    func notCodable() {
        struct Plain: Hashable { var x = 1 }
        var path = NavigationPath([Page.dining])
        #expect(path.codable != nil)
        path.append(Plain())
        #expect(path.codable == nil)
        path.removeLast()
        #expect(path.codable != nil)
    }
}
