import Foundation

/// Reads the Swift runtime's protocol-conformance records (ELF `swift5_protocol_conformances`
/// sections, reached through `swift_enumerateAllMetadataSections`) to list the non-generic types
/// conforming to a protocol. Layouts follow the Swift ABI (`include/swift/ABI/Metadata.h`):
/// records are 32-bit relative pointers to `ProtocolConformanceDescriptor`s, whose first field is
/// a relative (possibly indirect) pointer to the protocol descriptor and whose second is a
/// relative pointer to the conforming type's context descriptor (kind in the flags).
enum ConformanceScanner {
    struct SectionRange {
        var start: UInt
        var length: Int
    }

    /// `swift::MetadataSections` (version ≥ 2): the fields up to the conformance section.
    struct MetadataSections {
        var version: UInt
        var baseAddress: UnsafeRawPointer?
        var unused0: UnsafeRawPointer?
        var unused1: UnsafeRawPointer?
        var protocols: SectionRange
        var protocolConformances: SectionRange
    }

    typealias SectionVisitor = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool

    @_silgen_name("swift_enumerateAllMetadataSections")
    static func swift_enumerateAllMetadataSections(_ body: SectionVisitor, _ context: UnsafeMutableRawPointer)

    /// Non-generic types whose conformance records name `protocolName` declared in `module`.
    static func conformingTypes(protocolName: String, module: String) -> [Any.Type] {
        var ranges: [SectionRange] = []
        withUnsafeMutablePointer(to: &ranges) { pointer in
            swift_enumerateAllMetadataSections({ sections, context in
                let s = sections.assumingMemoryBound(to: MetadataSections.self).pointee
                context.assumingMemoryBound(to: [SectionRange].self).pointee.append(s.protocolConformances)
                return true
            }, UnsafeMutableRawPointer(pointer))
        }
        var types: [Any.Type] = []
        for range in ranges where range.start != 0 && range.length > 0 {
            let base = UnsafeRawPointer(bitPattern: range.start)!
            for offset in stride(from: 0, to: range.length, by: 4) {
                let record = base + offset
                guard let descriptor = relative(record) else { continue }
                guard let proto = relativeIndirectable(descriptor), name(ofContext: proto) == protocolName,
                      let parent = relativeIndirectable(proto + 4), name(ofContext: parent) == module else { continue }
                let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
                let typeReferenceKind = (flags >> 3) & 0x7
                var typeDescriptor: UnsafeRawPointer?
                switch typeReferenceKind {
                case 0: typeDescriptor = relative(descriptor + 4)
                case 1: typeDescriptor = relative(descriptor + 4).flatMap { $0.load(as: UnsafeRawPointer?.self) }
                default: continue   // Objective-C classes: none on Linux
                }
                guard let type = typeDescriptor.flatMap(metatype(ofNonGeneric:)) else { continue }
                types.append(type)
            }
        }
        return types
    }

    /// A 32-bit relative direct pointer at `field`.
    static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// A relative pointer whose low bit says it points at a pointer.
    static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let raw = field.load(as: Int32.self)
        guard raw != 0 else { return nil }
        let target = field + Int(raw & ~1)
        return raw & 1 == 1 ? target.load(as: UnsafeRawPointer?.self) : target
    }

    /// The name of a module, protocol or type context descriptor (`Name` follows flags and parent).
    static func name(ofContext descriptor: UnsafeRawPointer) -> String? {
        let kind = descriptor.load(as: UInt32.self) & 0x1F
        // Kinds with a name at offset 8: module 0, extension has none (1), anonymous none (2),
        // protocol 3, opaque type none (4), class 16, struct 17, enum 18.
        guard [0, 3, 16, 17, 18].contains(kind), let cString = relative(descriptor + 8) else { return nil }
        return String(cString: cString.assumingMemoryBound(to: CChar.self))
    }

    typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

    /// The metatype of a non-generic struct, enum or class descriptor, from its accessor.
    static func metatype(ofNonGeneric descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.load(as: UInt32.self)
        let kind = flags & 0x1F
        let isGeneric = flags & 0x80 != 0
        guard [16, 17, 18].contains(kind), !isGeneric, let accessor = relative(descriptor + 12) else { return nil }
        let function = unsafeBitCast(accessor, to: MetadataAccessor.self)
        guard let metadata = function(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
