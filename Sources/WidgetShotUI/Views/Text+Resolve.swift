import Foundation

// Resolving a `Text`: its runs against the environment (fonts, paints, decorations, images
// inside the text), coalesced into what a `TextMeasurer` lays out and a renderer draws.
extension Text {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let resolved = resolve(in: env, services: context.services)
        let layout = TextLeafLayout(text: resolved, measurer: context.services.textMeasurer, pixel: env.pixelLength)
        let node = LayoutNode(layout, content: .text(resolved))
        // A foreground style with shadows (`.foregroundStyle(.red.shadow(.inner(radius: 2)))`)
        // shadows the text's ink: the first such run's shadows, for the whole text.
        if let carrier = runs.lazy.compactMap({ $0.style?.style.base as? ShadowCarryingStyle }).first {
            node.effects += carrier.carriedShadows.map { $0.effect(in: env) }
        }
        return [node]
    }

    /// This text resolved against `env`. Images inside the text are sized with `services`'
    /// measurers; without them (nothing to size with) each shows as a blank an en space wide.
    func resolve(in env: EnvironmentValues, services: LayoutServices? = nil) -> ResolvedText {
        let overrides = env.textStyleOverrides
        let deco = env.textDecorationOverrides
        let textCase = env.textCase
        let flat = textCase == nil ? Self.joiningPlainRuns(flattened(in: env)) : flattened(in: env)
        // Read once, not per run: what runs without their own font or colour share (issue 21).
        let dynamicTypeSize = env.dynamicTypeSize
        let environmentFont = env.font ?? .body
        var environmentResolvedFont: ResolvedFont?
        var environmentPaint: Paint?
        let runs = flat.map { run, string -> ResolvedText.Run in
            var font: ResolvedFont
            if let own = run.font {
                font = own.resolve(dynamicTypeSize: dynamicTypeSize)
            } else {
                if environmentResolvedFont == nil { environmentResolvedFont = environmentFont.resolve(dynamicTypeSize: dynamicTypeSize) }
                font = environmentResolvedFont!
            }
            if let w = run.weight ?? overrides.weight { font.weight = w }
            if run.italic || overrides.italic { font.italic = true }
            if run.monospacedDigit || overrides.monospacedDigit { font.monospacedDigit = true }
            if let width = run.width ?? (font.width == .standard ? overrides.width : nil) { font.width = width }
            if run.monospaced || deco.monospaced { font.family = ResolvedFont.systemFamily(.monospaced); font.monospacedDigit = true }
            // A design replaces only the system font (a custom family keeps its own).
            if let design = run.design ?? deco.design, font.family.hasPrefix("system") {
                font.family = ResolvedFont.systemFamily(design)
            }
            if let family = run.family { font.family = family }
            if overrides.scale != 1 { font.size *= overrides.scale }   // textScale(_:)
            let linkColor = run.isLink ? (env.tint ?? .accentColor) : nil
            // Links keep the accent colour whatever the text's colour, as on iOS.
            let paint = (linkColor ?? run.foreground).map { Paint.color($0.resolve(in: env)) } ?? run.style.map { style -> Paint in
                var base = env
                if let color = run.styleBase { base.foregroundStyle = AnyShapeStyle(color) }
                return resolvePaint(style.style.base, base)
            }
                ?? {
                    if environmentPaint == nil { environmentPaint = ForegroundStyle().paint(in: env) }
                    return environmentPaint!
                }()
            let underline = run.underline ?? deco.underline
            let strike = run.strikethrough ?? deco.strikethrough
            if let image = run.inlineImage {
                guard let services else {
                    return ResolvedText.Run(string: "\u{2002}", font: font, paint: paint, kerning: 0, underline: false, strikethrough: false, baselineOffset: 0)
                }
                return ResolvedText.Run(
                    string: TextAttachment.character, font: font, paint: paint, kerning: 0, underline: false, strikethrough: false,
                    baselineOffset: run.baselineOffset ?? deco.baselineOffset ?? 0,
                    attachment: TextAttachment(image, font: font, foreground: (linkColor ?? run.foreground).map { AnyShapeStyle($0) } ?? run.style?.style,
                                               in: env, services: services))
            }
            var shown = string
            switch textCase {
            case .uppercase?: shown = string.uppercased(with: env.locale)
            case .lowercase?: shown = string.lowercased(with: env.locale)
            case nil: break
            }
            return ResolvedText.Run(
                string: shown, font: font, paint: paint, kerning: run.kerning ?? deco.kerning ?? 0, underline: underline?.isActive ?? false,
                strikethrough: strike?.isActive ?? false, baselineOffset: run.baselineOffset ?? deco.baselineOffset ?? 0,
                underlineColor: underline?.color?.resolve(in: env), strikethroughColor: strike?.color?.resolve(in: env),
                background: run.background?.resolve(in: env))
        }
        return ResolvedText(
            runs: Self.coalesced(runs), lineLimit: env.lineLimit, truncationMode: env.truncationMode, alignment: env.multilineTextAlignment,
            minimumScaleFactor: env.minimumScaleFactor, lineSpacing: env.lineSpacing, redactionReasons: env.redactionReasons,
            displayScale: env.displayScale, allowsTightening: env.allowsTightening, fillsWidth: flat.contains { $0.run.isLive },
            reservedLines: deco.reservedLines, language: env.locale.identifier, layoutDirection: env.layoutDirection,
            lineHeightMultiple: env.lineHeightMultiple)
    }

    /// Adjacent runs with the same attributes joined, so an interpolated key shapes as one run
    /// (Pango does not kern or shape across attribute boundaries).
    static func coalesced(_ runs: [ResolvedText.Run]) -> [ResolvedText.Run] {
        var out: [ResolvedText.Run] = []
        for run in runs {
            if var last = out.last, last.attachment == nil, run.attachment == nil {
                let joined = last.string + run.string
                last.string = run.string
                if last == run {
                    last.string = joined
                    out[out.count - 1] = last
                    continue
                }
            }
            out.append(run)
        }
        return out
    }
}
