//
//  BoardStyle.swift
//  TransitBoard (shared)
//
//  iOS 17/18 API in app code: @Entry environment values (daneden/TimeMachine), a stored
//  Color.Resolved (sindresorhus/Defaults), small capitals (alexisakers/metrobuddy).
//

import SwiftUI

extension EnvironmentValues {
    @Entry var boardName: String = "Night board"
    @Entry var boardHighlight: Color? // nil: the line colour
}

/// The line colour as the app stores it in its defaults.
struct StoredLineColor: Codable {
    var color: Color.Resolved

    static func encoded(_ color: Color, in environment: EnvironmentValues) -> Data {
        (try? JSONEncoder().encode(StoredLineColor(color: color.resolve(in: environment)))) ?? Data()
    }
    static func decoded(_ data: Data) -> Color? {
        (try? JSONDecoder().decode(StoredLineColor.self, from: data)).map { Color($0.color) }
    }
}

extension Font {
    static let boardCaption = Font.caption.uppercaseSmallCaps()
    static let boardTitle = Font.headline.smallCaps()
}

/// A preview modifier with a shared context (lautaropinto/Aware's SwiftData traits).
struct SampleBoard: PreviewModifier {
    static func makeSharedContext() async throws -> [String] { ["U2", "S1"] }
    func body(content: Content, context: [String]) -> some View {
        content.environment(\.boardName, "Sample: \(context.joined(separator: ", "))")
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    static let sampleBoard: Self = .modifier(SampleBoard())
}

#Preview("Board name", traits: .sampleBoard) {
    BoardNameView()
}

struct BoardNameView: View {
    @Environment(\.boardName) private var name
    var body: some View { Text(name).font(.boardTitle).padding() }
}
