// PDFKit's stand-in: `import PDFKit` in an extension build becomes `import WidgetShotPDFKit`
// (FrameworkStandIns+B.swift). PDFKit's headers import UIKit on iOS, so a file importing
// PDFKit alone sees UIKit (and Foundation): this module re-exports WidgetShotUIKit. It is not
// re-exported by WidgetShotSDK — apps declare their own `PDFDocument` (document-based apps'
// `FileDocument`s); only `import PDFKit` brings these names.
@_exported import WidgetShotUIKit
