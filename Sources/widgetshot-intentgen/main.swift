// widgetshot-intentgen: Xcode's `.intentdefinition` → Swift generation, for the
// WidgetShotIntentsPlugin build-tool plugin (and by hand).
//
//     widgetshot-intentgen Intents.intentdefinition IntentsGenerated.swift
import Foundation
import WidgetShotBuild

let args = CommandLine.arguments.dropFirst()
guard args.count == 2 else {
    FileHandle.standardError.write(Data("usage: widgetshot-intentgen <file.intentdefinition> <output.swift>\n".utf8))
    exit(64)
}
let input = URL(fileURLWithPath: args[args.startIndex])
let output = URL(fileURLWithPath: args[args.startIndex + 1])
do {
    let source = try IntentDefinitionCodegen.swiftSource(forIntentDefinitionAt: input)
    // Leave an unchanged file alone so the build does not recompile it.
    if (try? String(contentsOf: output, encoding: .utf8)) != source {
        try source.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("\(input.path): error: \(error)\n".utf8))
    exit(1)
}
