// Constants of MacTypes.h, which Core Foundation includes (so an iOS file importing SwiftUI or
// Foundation sees them).

/// MacTypes' `kUnknownType` (`'????'`, 0x3F3F3F3F), the default unknown `OSType`; Swift imports the
/// anonymous C enum constant as an `Int` (eliyap/Clok uses it as a sentinel id).
public var kUnknownType: Int { 0x3F3F_3F3F }
