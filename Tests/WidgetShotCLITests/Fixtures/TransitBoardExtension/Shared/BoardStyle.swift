//
//  BoardStyle.swift
//  TransitBoard (shared)
//
//  iOS 17/18 API in app code: @Entry environment values (daneden/TimeMachine), a stored
//  Color.Resolved (sindresorhus/Defaults), small capitals (alexisakers/metrobuddy); an untyped
//  @Entry in a public extension, Color.mix, glass, a Metal shader effect, a hidden list
//  background and @Previewable (lautaropinto/Aware's AwareUI).
//

import SwiftUI

extension EnvironmentValues {
    @Entry var boardName: String = "Night board"
    @Entry var boardHighlight: Color? // nil: the line colour
}

/// The board's look, an environment value without a type annotation (Aware's `appConfig`).
public struct BoardConfig {
    public var tint: Color = .indigo
    public init() {}
}

public extension EnvironmentValues {
    @Entry var boardConfig = BoardConfig()
}

/// A header on glass over a tinted, shaded gradient (Aware's BackgroundGradient and timer).
struct BoardHeader: View {
    @Environment(\.boardConfig) private var config
    var body: some View {
        let base = config.tint
        let soft = base.mix(with: .white, by: 0.7)
        Form { Text("Lines") }
            .scrollContentBackground(.hidden)
            .background(
                LinearGradient(colors: [soft, base.mix(with: .black, by: 0.2, in: .device)], startPoint: .top, endPoint: .bottom)
                    .colorEffect(ShaderLibrary.parameterizedNoise(.float(0.5), .float(1.0), .float(0.2)))
            )
            .overlay(Text("U2").padding().glassEffect(.clear, in: .containerRelative))
    }
}

#Preview("Board header") {
    @Previewable @State var minutes = 5
    BoardHeader().environment(\.boardConfig, BoardConfig())
    Text("\(minutes) min")
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
