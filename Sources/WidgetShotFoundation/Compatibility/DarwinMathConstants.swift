// Darwin's <math.h> `MAXFLOAT` (`#define MAXFLOAT 0x1.fffffep+127f`, the largest finite Float,
// imported into Swift from `Darwin` as a `Float`), which Glibc does not export to Swift: iOS code
// writes `CGSize(width: width, height: CGFloat(MAXFLOAT))` to measure text of unbounded height
// (pennlabs/penn-mobile-ios' `String.dynamicHeight(font:width:)`).

/// The largest finite `Float` (Darwin's `MAXFLOAT`).
public let MAXFLOAT: Float = .greatestFiniteMagnitude
