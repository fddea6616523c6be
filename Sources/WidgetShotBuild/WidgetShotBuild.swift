import Foundation

// WidgetShotBuild is Xcode's build of a widget extension, on Linux: the source transform, the
// generated package, asset-catalog resource symbols and `.intentdefinition` code generation.
