import Foundation
import Testing
@testable import WidgetShotBuild

/// The OpenStep property-list reader `project.pbxproj` files need.
struct OpenStepPropertyListTests {
    func parse(_ text: String) throws -> Any {
        try OpenStepPropertyList.parse(Data(text.utf8), file: "test.pbxproj")
    }

    func parseError(_ text: String) -> ProjectReadError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? ProjectReadError
        }
    }

    @Test func dictionariesArraysAndComments() throws {
        let value = try parse("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            /* Begin PBXBuildFile section */
            \t\tAB12 /* A.swift in Sources */ = {isa = PBXBuildFile; fileRef = CD34 /* A.swift */; };
            /* End PBXBuildFile section */
            \t};
            \tlist = (a, "b c", );
            \tempty = ();
            \tpath = System/Library/Frameworks/WidgetKit.framework;
            \tdata = <0fBD 77>;
            }
            """) as? [String: Any]
        #expect(value?["archiveVersion"] as? String == "1")
        let objects = value?["objects"] as? [String: Any]
        #expect((objects?["AB12"] as? [String: Any])?["fileRef"] as? String == "CD34")
        #expect(value?["list"] as? [String] == ["a", "b c"])
        #expect((value?["empty"] as? [Any])?.isEmpty == true)
        #expect(value?["path"] as? String == "System/Library/Frameworks/WidgetKit.framework")
        #expect(value?["data"] as? Data == Data([0x0F, 0xBD, 0x77]))
    }

    @Test func quotedStringEscapes() throws {
        let value = try parse(#"{ a = "say \"hi\"\\n"; b = "tab\there\nnew"; c = "\U00e9t\U00E9"; d = "\101\302"; e = 'single "q"'; f = "\UD83D\UDE00"; }"#) as? [String: String]
        #expect(value?["a"] == #"say "hi"\n"#)
        #expect(value?["b"] == "tab\there\nnew")
        #expect(value?["c"] == "été")
        #expect(value?["d"] == "A\u{C2}")
        #expect(value?["e"] == #"single "q""#)
        #expect(value?["f"] == "😀")
    }

    @Test func utf8TextAndSettingsWithSymbols() throws {
        let value = try parse(#"{ INFOPLIST_KEY_NSHumanReadableCopyright = "© 2026 Café"; OTHER = "$(inherited) -D X"; name = Łódź; }"#) as? [String: String]
        #expect(value?["INFOPLIST_KEY_NSHumanReadableCopyright"] == "© 2026 Café")
        #expect(value?["OTHER"] == "$(inherited) -D X")
        #expect(value?["name"] == "Łódź")
    }

    @Test func errorsNameTheLine() {
        #expect(parseError("{\n  a = 1;\n  b = 2\n}")?.line == 4)
        #expect(parseError("{\n  a = 1;\n  b = 2\n}")?.message.contains("expected ';' after the value of the key \"b\"") == true)
        #expect(parseError("{\n  a = (1, 2;\n}")?.message.contains("expected ',' or ')'") == true)
        #expect(parseError("{\n  a = \"open;\n}")?.line == 2)
        #expect(parseError("{\n  /* never closed\n}")?.line == 2)
        #expect(parseError("{ a = <0g>; }")?.message.contains("hex") == true)
        #expect(parseError("{ a = <0ff>; }")?.message.contains("odd number") == true)
        #expect(parseError("{ a = 1; } trailing")?.message.contains("after the property list") == true)
        #expect(parseError("")?.message.contains("empty") == true)
        #expect(parseError("{ a = \"\\U12\"; }")?.message.contains("four hex digits") == true)
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        #expect(parseError(deep)?.message.contains("nest deeper than 256") == true)
        let fine = String(repeating: "(", count: 200) + String(repeating: ")", count: 200)
        #expect(parseError(fine) == nil)
    }

    @Test func xmlPropertyListsAreAccepted() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>archiveVersion</key><string>1</string><key>objects</key><dict/></dict></plist>
            """
        let value = try parse(xml) as? [String: Any]
        #expect(value?["archiveVersion"] as? String == "1")
        #expect(parseError("<?xml version=\"1.0\"?><plist><dict><key>a</key></plist>")?.message.contains("XML") == true)
    }
}
