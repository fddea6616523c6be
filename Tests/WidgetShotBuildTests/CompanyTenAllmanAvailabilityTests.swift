import Foundation
import Testing
@testable import WidgetShotBuild

/// SE-0360 checks written with their braces on lines of their own (BlueWallet's widgets:
/// `func contentMarginsDisabledIfAvailable() -> some WidgetConfiguration` / `{` / `if
/// #available(iOSApplicationExtension 17.0, *)` / `{` / `return …`) stay `#available`, as the
/// same code with the brace at the end of the line does.
struct CompanyTenAllmanAvailabilityTests {
    let helper = """
    import SwiftUI
    import WidgetKit
    extension WidgetConfiguration
    {
      @available(iOS 15.0, *)
      func marginsOffWhereSupported() -> some WidgetConfiguration
        {
            if #available(iOSApplicationExtension 17.0, *)
            {
                return self.contentMarginsDisabled()
            }
            else
            {
                return self
            }
        }
    }
    """

    @Test func anAllmanStyleOpaqueHelperKeepsItsCheck() {
        let output = SourceTransform(originalPath: "/src/PriceWidget.swift", fileIndex: 0).transform(helper)
        #expect(output.text.contains("        if #available(iOSApplicationExtension 17.0, *)\n"), "\(output.text)")
        #expect(!output.text.contains("_widgetShotAvailable"), "\(output.text)")
    }

    @Test func anAllmanStyleCheckOutsideAnOpaqueDeclarationStillAsksTheRelease() {
        let source = """
        import SwiftUI
        struct Gate
        {
            func isNew() -> Bool
            {
                if #available(iOS 17, *)
                {
                    return true
                }
                return false
            }
        }
        """
        let output = SourceTransform(originalPath: "/src/Gate.swift", fileIndex: 0).transform(source)
        #expect(output.text.contains("if _widgetShotAvailable(iOS: 17, 0)"), "\(output.text)")
    }
}
