import Foundation
import Testing
import WidgetShotFoundation

/// vulcan's `class Recipient: NSObject, Identifiable, Codable` (issue 20): Swift synthesises
/// `Decodable` for an `NSObject` subclass by calling `super.init()`, which WidgetShotFoundation's
/// metatype initialisers must not hide — this file compiling is half the test.
@Suite struct CompanyElevenDecodableNSObjectTests {
    final class Teacher { let first = "Anna", last = "Nowak", code = "AN" }

    class Recipient: NSObject, Identifiable, Codable {
        init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
        /// A label-`from:` initialiser of another type, as vulcan's (from a Core Data entity).
        convenience init?(from teacher: Teacher) {
            self.init(id: 7, name: "\(teacher.last) \(teacher.first) (\(teacher.code))")
        }
        enum CodingKeys: String, CodingKey {
            case name = "Nazwa"
            case id = "LoginId"
        }
        let id: Int
        let name: String
    }

    @Test func anNSObjectSubclassDecodesWithItsCodingKeys() throws {
        let decoded = try JSONDecoder().decode([Recipient].self, from: Data(#"[{"Nazwa":"Kowalski Jan (JK)","LoginId":42}]"#.utf8))
        #expect(decoded.map(\.id) == [42] && decoded.map(\.name) == ["Kowalski Jan (JK)"])
        let made = try #require(Recipient(from: Teacher()))
        let again = try JSONDecoder().decode(Recipient.self, from: JSONEncoder().encode(made))
        #expect(again.id == 7 && again.name == "Nowak Anna (AN)")
    }

    /// The formatter factories the metatype initialisers exist for still build and run.
    @Test func formatterFactoriesOnADynamicMetatypeStillWork() {
        #expect(DateFormatter.companyElevenPlain.dateFormat == "yyyy-MM-dd")
        #expect(NumberFormatter.companyElevenMade().numberStyle == .decimal)
    }
}

extension DateFormatter {
    fileprivate static var companyElevenPlain: Self { let formatter = Self(); formatter.dateFormat = "yyyy-MM-dd"; return formatter }
}

extension NumberFormatter {
    fileprivate class func companyElevenMade() -> Self { let formatter = self.init(); formatter.numberStyle = .decimal; return formatter }
}
