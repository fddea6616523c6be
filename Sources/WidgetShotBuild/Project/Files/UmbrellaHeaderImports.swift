import Foundation

/// The modules a framework's headers import (`#import <Foundation/Foundation.h>`,
/// `@import UIKit;`, `#include <UIKit/UIKit.h>`), in the order first seen. On iOS a framework's
/// Swift files are compiled with the framework's own Clang module (its umbrella header) imported,
/// so they see these modules without an `import` line; the extension build adds the imports.
/// The same holds for a target's Objective-C bridging header, which Swift imports into every
/// file of the target. A quoted `#import "Foundation/Foundation.h"` names the framework too
/// (Clang falls back to the framework search); only Apple's modules are ever added.
enum UmbrellaHeaderImports {
    static let pattern = try! NSRegularExpression(pattern: #"^\s*(?:#\s*(?:import|include)\s*[<"]([A-Za-z_][A-Za-z0-9_]*)/|@import\s+([A-Za-z_][A-Za-z0-9_]*))"#,
                                                  options: [.anchorsMatchLines])

    /// The modules the header files import (unreadable files are skipped).
    static func modules(importedBy headers: [URL]) -> [String] {
        var modules: [String] = []
        for header in headers {
            guard let text = try? String(contentsOf: header, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let range = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
                guard let r = Range(range, in: text) else { continue }
                let module = String(text[r])
                if !modules.contains(module) { modules.append(module) }
            }
        }
        return modules
    }
}
