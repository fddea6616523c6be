import Foundation

enum SharedConstants {
    static let appGroup = "group.com.example.quirks"
}

enum ResourceBundle {
    #if SWIFT_PACKAGE
    static let bundle = Bundle.module
    #else
    static let bundle = Bundle.main
    #endif
}
