import Foundation

// Core Graphics' line ends and joins (absent on Linux). SwiftUI's `StrokeStyle` uses these very
// types (https://developer.apple.com/documentation/swiftui/strokestyle/linecap: `var lineCap:
// CGLineCap`), as do UIKit's `UIBezierPath.lineCapStyle` and `CGContext.setLineCap(_:)`, so one
// value passes between them (SwiftUICharts' `StrokeStyle(lineCap: stroke.lineCap)`).

/// How the ends of a stroked line are drawn — Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The line stops at its end point.
    case butt
    /// A half disc around the end point.
    case round
    /// A half square around the end point.
    case square
}

/// How the corners of a stroked path are drawn — Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner (bevelled past the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A corner cut square.
    case bevel
}
