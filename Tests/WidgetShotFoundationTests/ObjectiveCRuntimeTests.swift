import Foundation
import Testing
import WidgetShotFoundation

/// The Objective-C runtime and dyld functions Foundation re-exports on iOS
/// (sindresorhus/Defaults' `ObjectAssociation` and its `os_log(dso:)` image walk).
struct ObjectiveCRuntimeTests {
    private static var tagKey: UInt8 = 0

    @Test func associatedObjectsLiveWithTheirObject() {
        let owner = NSObject()
        let other = NSObject()
        objc_setAssociatedObject(owner, &Self.tagKey, "tag", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &Self.tagKey) as? String == "tag")
        #expect(objc_getAssociatedObject(other, &Self.tagKey) == nil)
        objc_setAssociatedObject(owner, &Self.tagKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, &Self.tagKey) == nil)

        // A retained value lives as long as its owner; an assigned one does not keep its value.
        weak var released: NSObject?
        do {
            let value = NSObject()
            released = value
            objc_setAssociatedObject(owner, &Self.tagKey, value, .OBJC_ASSOCIATION_ASSIGN)
        }
        #expect(released == nil && objc_getAssociatedObject(owner, &Self.tagKey) == nil)
        let copied = NSMutableString(string: "a")
        objc_setAssociatedObject(owner, &Self.tagKey, copied, .OBJC_ASSOCIATION_COPY)
        copied.append("b")
        #expect(objc_getAssociatedObject(owner, &Self.tagKey) as? String == "a")
        objc_removeAssociatedObjects(owner)
        #expect(objc_getAssociatedObject(owner, &Self.tagKey) == nil)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
    }

    @Test func dyldListsTheLoadedImagesExecutableFirst() throws {
        let count = _dyld_image_count()
        #expect(count > 1)
        let names = (0..<count).compactMap { _dyld_get_image_name($0).map { String(cString: $0) } }
        #expect(names.count == Int(count))
        #expect(names.contains { $0.contains("libFoundation") || $0.contains("libswiftCore") }, "\(names)")
        #expect(!names.contains { $0.hasSuffix("/SwiftUI") })
        let header = try #require(_dyld_get_image_header(0))
        #expect(UnsafeRawPointer(header).load(as: UInt32.self) == 0x464C_457F)   // ELF
        #expect(_dyld_get_image_name(count) == nil)
    }
}
