import Foundation

/// Expands printf-style specifiers (`%@`, `%d`, `%lld`, `%.1f`, positional `%2$@`, `%%`) of a
/// localized format string with a key's arguments, into text runs: strings and numbers become
/// plain runs (numbers formatted with the locale, as `String(format:locale:)`), interpolated
/// `Text`s keep their runs and styles, dates and format styles stay deferred until resolved.
enum FormatSpecifiers {
    /// One parsed specifier.
    struct Specifier {
        /// The argument index (0-based).
        var index: Int
        /// The specifier without its position (`%.1f`), for `String(format:)`.
        var printf: String
        /// The conversion character (`@`, `d`, `f`…).
        var conversion: Character
        /// How a number is written for this specifier, decided once when the format is parsed
        /// (parsed formats are cached, so a repeated key classifies nothing again).
        var numberKind: NumberKind

        init(index: Int, printf: String, conversion: Character) {
            self.index = index
            self.printf = printf
            self.conversion = conversion
            numberKind = NumberKind(printf: printf, conversion: conversion)
        }
    }

    /// What a specifier does with a number argument.
    enum NumberKind {
        /// `%f`, `%e`, `%g`, `%a` (any case): `String(format:)` with a `Double`.
        case floating
        /// A plain `%d`/`%lld`/`%u`… (only length modifiers): the locale's grouped integer.
        case groupedInteger
        /// Another integer conversion (`%02d`, `%x`, `%o`, `%c`…): `String(format:)` with an `Int64`.
        case formattedInteger
        /// Anything else (`%@`): the locale's decimal format.
        case decimal

        init(printf: String, conversion: Character) {
            if "fFeEgGaA".contains(conversion) {
                self = .floating
            } else if "dDiuUxXoOcC".contains(conversion) {
                let plain = printf.dropFirst().allSatisfy({ "lhqzjt".contains($0) || $0 == conversion }) && "dDiuU".contains(conversion)
                self = plain ? .groupedInteger : .formattedInteger
            } else {
                self = .decimal
            }
        }
    }

    enum Piece {
        case literal(String)
        case specifier(Specifier)
    }

    /// Splits `format` into literal text and specifiers; `%%` becomes `%`. Arguments without an
    /// explicit position take the next index.
    static func parse(_ format: String) -> [Piece] {
        guard format.utf8.contains(37) else { return format.isEmpty ? [] : [.literal(format)] }  // no "%"
        return ParsedFormats.shared.pieces(of: format, parsing: parseUncached)
    }

    private static func parseUncached(_ format: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var next = 0
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { literal.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { literal.append("%"); i += 2; continue }
            var j = i + 1
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            var position: Int?
            if j < chars.count, chars[j] == "$", let p = Int(digits), p > 0 { position = p - 1; j += 1 } else { j = i + 1 }
            var body = "%"
            while j < chars.count, "-+ #0123456789.*hlqLzjt".contains(chars[j]) { body.append(chars[j]); j += 1 }
            guard j < chars.count, "@dDiuUxXoOfFeEgGaAcCsSp".contains(chars[j]) else {
                // Not a specifier: keep the characters as written.
                literal += String(chars[i..<min(j + 1, chars.count)])
                i = j + 1
                continue
            }
            body.append(chars[j])
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
            let index = position ?? next
            if position == nil { next += 1 }
            pieces.append(.specifier(Specifier(index: index, printf: body, conversion: chars[j])))
            i = j + 1
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// The runs of `format` with `arguments` substituted. A specifier without an argument is
    /// shown as written (iOS prints garbage there; a visible specifier is the honest choice).
    static func expand(_ format: String, arguments: [LocalizedStringKey.Argument], locale: Locale) -> [Text.Run] {
        var runs: [Text.Run] = []
        for piece in parse(format) {
            switch piece {
            case .literal(let s): runs.append(Text.Run(string: s))
            case .specifier(let spec):
                guard arguments.indices.contains(spec.index) else { runs.append(Text.Run(string: spec.printf)); continue }
                switch arguments[spec.index] {
                case .text(let text): runs += text.runs
                case .deferred(let content): runs.append(Text.Run(.deferred(content)))
                case .string(let s): runs.append(Text.Run(string: s))
                case .int(let v): runs.append(Text.Run(string: number(v, spec, locale)))
                case .uint(let v): runs.append(Text.Run(string: number(v, spec, locale)))
                case .double(let v): runs.append(Text.Run(string: number(v, spec, locale)))
                }
            }
        }
        return runs
    }

    /// `expand(format, arguments:, locale:)` joined into one string, when every piece is a plain
    /// run (literals, strings and numbers; no interpolated `Text` or deferred value) and there is
    /// at least one: what the joined runs of the general path read, without making a run per
    /// piece (issue 21: a `Text("Song \(n)")`'s runs were a third of its resolve). `nil`: use `expand`.
    static func plainString(_ format: String, arguments: [LocalizedStringKey.Argument], locale: Locale) -> String? {
        let pieces = parse(format)
        guard !pieces.isEmpty else { return nil }
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let s): result += s
            case .specifier(let spec):
                guard arguments.indices.contains(spec.index) else { result += spec.printf; continue }
                switch arguments[spec.index] {
                case .text, .deferred: return nil
                case .string(let s): result += s
                case .int(let v): result += number(v, spec, locale)
                case .uint(let v): result += number(v, spec, locale)
                case .double(let v): result += number(v, spec, locale)
                }
            }
        }
        return result
    }

    /// Formats a number with its specifier (converted to the specifier's kind), in the locale.
    static func number<N: CVarArg & Numeric>(_ value: N, _ spec: Specifier, _ locale: Locale) -> String {
        let asDouble: Double
        switch value {
        case let v as Int64: asDouble = Double(v)
        case let v as UInt64: asDouble = Double(v)
        case let v as Double: asDouble = v
        default: asDouble = 0
        }
        switch spec.numberKind {
        case .floating: return String(format: spec.printf, locale: locale, asDouble.isFinite ? asDouble : 0)
        case .groupedInteger, .formattedInteger:
            // Plain %d/%lld/%u…: the locale's grouped integer ("1,234"), as String(format:locale:)
            // writes it, through Foundation's cached number formatter (30× faster).
            if spec.numberKind == .groupedInteger {
                // Below 1,000 no locale groups digits; in a locale whose digits and minus sign
                // are ASCII the number is then its plain decimal form (checked once per locale).
                if let small = LocaleDigits.plainDecimal(value, locale: locale) { return small }
                if case let v as UInt64 = value { return v.formatted(.number.locale(locale)) }
                if case let v as Int64 = value { return v.formatted(.number.locale(locale)) }
                if asDouble.isFinite, let v = Int64(exactly: asDouble.rounded(.towardZero)) { return v.formatted(.number.locale(locale)) }
            }
            let clamped = asDouble.isFinite ? Int64(exactly: asDouble.rounded(.towardZero)) ?? (asDouble > 0 ? Int64.max : Int64.min) : 0
            let printf = spec.printf.contains("l") || spec.printf.contains("q") ? spec.printf : spec.printf.dropLast() + "ll" + String(spec.conversion)
            if case let v as UInt64 = value { return String(format: printf, locale: locale, v) }
            return String(format: printf, locale: locale, clamped)
        case .decimal:
            // `%@` for a number: the locale's decimal format.
            return asDouble.formatted(.number.locale(locale))
        }
    }
}
