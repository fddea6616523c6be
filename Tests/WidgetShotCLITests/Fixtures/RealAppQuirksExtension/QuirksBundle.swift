//
//  QuirksBundle.swift
//  RealAppQuirksExtension
//
//  A fixture written for WidgetShot on what real widget extensions do that the builder once
//  failed on (issue 19 item 4, issue 20 item 1): an emoji in the @main type's name, two
//  Constants.swift, `#if SWIFT_PACKAGE`, an app's own `Color.brandBlue`, `@State var x: T?`,
//  an untyped Object in an .intentdefinition response, an empty container background, and a
//  Foundation-only file using Apple's Foundation surface. Built unedited by ExtensionBuildTests.
//

import WidgetKit
import SwiftUI

@main
struct 🌤QuirksBundle: WidgetBundle {
    var body: some Widget {
        QuirksWidget()
    }
}
