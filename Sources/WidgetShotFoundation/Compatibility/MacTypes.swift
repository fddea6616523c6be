// Type names from Apple's MacTypes.h that Foundation brings on Apple platforms and
// swift-corelibs-foundation lacks (`typedef UInt32 FourCharCode; typedef FourCharCode OSType;`).
// (`OSStatus` is in WidgetShotCoreFoundation, beside the C APIs that return it.)

/// Four ASCII bytes packed big-endian into 32 bits (`'odoc'`) — MacTypes' `FourCharCode`.
public typealias FourCharCode = UInt32
/// A four-character type code — MacTypes' `OSType`.
public typealias OSType = FourCharCode
/// A resource type code — MacTypes' `ResType`.
public typealias ResType = FourCharCode
