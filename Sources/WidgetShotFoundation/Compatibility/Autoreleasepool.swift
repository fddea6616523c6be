import Foundation

#if !canImport(ObjectiveC)
/// Runs `body` in an autorelease pool (Objective-C's; `import SwiftUI` re-exports it through
/// Foundation on Apple platforms).
///
/// Linux has no Objective-C runtime and no autoreleased objects, so this simply runs `body`.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
