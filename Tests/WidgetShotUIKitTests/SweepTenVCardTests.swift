import Foundation
import Testing
import WidgetShot

/// `CNContactVCardSerialization`, as ContactQR stores a contact card: `data(with: [contact])` to a
/// vCard string, `contacts(with:)` back.
@Suite struct SweepTenVCardTests {
    @Test func writesVCard30AsIOSAndReadsItBack() throws {
        let contact = CNMutableContact()
        contact.givenName = "Matt"; contact.familyName = "Roberts"; contact.organizationName = "Cards; Inc"
        contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "(408) 555-0100")),
                                CNLabeledValue(label: "Studio", value: CNPhoneNumber(stringValue: "555-0199"))]
        contact.emailAddresses = [CNLabeledValue(label: CNLabelHome, value: "matt@example.com" as NSString)]
        contact.birthday = DateComponents(month: 6, day: 15)
        let text = try #require(String(data: CNContactVCardSerialization.data(with: [contact]), encoding: .utf8))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.prefix(2) == ["BEGIN:VCARD", "VERSION:3.0"])
        #expect(lines.contains("N:Roberts;Matt;;;") && lines.contains("FN:Matt Roberts") && lines.contains("ORG:Cards\\; Inc;"))
        #expect(lines.contains("TEL;type=CELL;type=VOICE;type=pref:(408) 555-0100"))
        #expect(lines.contains("item1.TEL:555-0199") && lines.contains("item1.X-ABLabel:Studio"))
        #expect(lines.contains("EMAIL;type=INTERNET;type=HOME;type=pref:matt@example.com"))
        #expect(lines.contains("BDAY;X-APPLE-OMIT-YEAR=1604:1604-06-15"))
        #expect(text.hasSuffix("END:VCARD\r\n"))

        let back = try #require(CNContactVCardSerialization.contacts(with: Data(text.utf8)).first)
        #expect(back.givenName == "Matt" && back.familyName == "Roberts" && back.organizationName == "Cards; Inc")
        #expect(back.phoneNumbers.map(\.value.stringValue) == ["(408) 555-0100", "555-0199"])
        #expect(back.phoneNumbers.first?.label == CNLabelPhoneNumberMobile)
        #expect(back.emailAddresses.first?.label == CNLabelHome)
        #expect(back.birthday?.year == nil && back.birthday?.month == 6 && back.birthday?.day == 15)
    }

    @Test func readsFoldedTwoCardFilesAndRejectsNonsense() throws {
        let file = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lovelace;Ada\r\nTEL;HOME:+44 20\r\n 7946 0000\r\nEND:VCARD\r\nBEGIN:VCARD\nVERSION:3.0\nFN:B\nN:;Bob;;;\nEND:VCARD\n"
        let contacts = try CNContactVCardSerialization.contacts(with: Data(file.utf8))
        #expect(contacts.map(\.givenName) == ["Ada", "Bob"])
        #expect(contacts[0].phoneNumbers.first?.value.stringValue == "+44 207946 0000")
        #expect(contacts[0].phoneNumbers.first?.label == CNLabelHome)
        #expect(throws: CNError.self) { try CNContactVCardSerialization.contacts(with: Data("hello".utf8)) }
    }
}
