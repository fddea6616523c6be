import Foundation
import FuzzSupport
import WidgetShot

let fuzzRenderer = try! ViewRenderer()

/// Bytes → a random view tree: views and modifiers picked by the bytes, with numbers that are
/// often NaN, ±∞, ±1e300, negative or zero, nested as deep as the input says; rendered at a
/// random canvas and scale. The render must succeed or throw.
func fuzzOne(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes)
    let view = makeView(&reader, depth: 0)
    let size = CGSize(width: reader.number(), height: reader.number())
    let scale = CGFloat([1, 2, 3, reader.number()][Int(reader.byte() % 4)])
    _ = try? fuzzRenderer.render(view, size: size.width.isFinite && abs(size.width) < 400 && abs(size.height) < 400 ? size : CGSize(width: 60, height: 60),
                                 scale: scale)
}

func makeView(_ r: inout ByteReader, depth: Int) -> AnyView {
    if r.isAtEnd || depth > 40 { return AnyView(Text("end")) }
    let n = { (r: inout ByteReader) in CGFloat(r.number()) }
    switch r.byte() % 24 {
    case 0: return AnyView(Text(String(decoding: (0..<Int(r.byte() % 12)).map { _ in r.byte() }, as: UTF8.self)))
    case 1: return AnyView(Color(red: r.number(), green: r.number(), blue: r.number(), opacity: r.number()))
    case 2: let a = makeView(&r, depth: depth + 1), b = makeView(&r, depth: depth + 1); let s = n(&r); return AnyView(HStack(spacing: s) { a; b })
    case 3: let a = makeView(&r, depth: depth + 1), b = makeView(&r, depth: depth + 1); let s = n(&r); return AnyView(VStack(spacing: s) { a; b })
    case 4: let a = makeView(&r, depth: depth + 1), b = makeView(&r, depth: depth + 1); return AnyView(ZStack { a; b })
    case 5: let v = makeView(&r, depth: depth + 1); return AnyView(v.padding(n(&r)))
    case 6: let v = makeView(&r, depth: depth + 1); return AnyView(v.frame(width: n(&r), height: n(&r)))
    case 7: let v = makeView(&r, depth: depth + 1); return AnyView(v.frame(minWidth: n(&r), maxWidth: n(&r), minHeight: n(&r), maxHeight: n(&r)))
    case 8: let v = makeView(&r, depth: depth + 1); return AnyView(v.offset(x: n(&r), y: n(&r)))
    case 9: let v = makeView(&r, depth: depth + 1); return AnyView(v.opacity(r.number()))
    case 10: let v = makeView(&r, depth: depth + 1); return AnyView(v.blur(radius: n(&r)))
    case 11: let v = makeView(&r, depth: depth + 1); return AnyView(v.shadow(color: .red.opacity(r.number()), radius: n(&r), x: n(&r), y: n(&r)))
    case 12: let v = makeView(&r, depth: depth + 1); return AnyView(v.rotationEffect(.degrees(r.number())))
    case 13: let v = makeView(&r, depth: depth + 1); return AnyView(v.scaleEffect(n(&r)))
    case 14: let v = makeView(&r, depth: depth + 1); return AnyView(v.cornerRadius(n(&r)))
    case 15: let v = makeView(&r, depth: depth + 1); return AnyView(v.lineSpacing(n(&r)).minimumScaleFactor(n(&r)).lineLimit(Int(r.byte()) - 128))
    case 16: return AnyView(RoundedRectangle(cornerRadius: n(&r)).stroke(Color.blue, style: StrokeStyle(lineWidth: n(&r), dash: [n(&r), n(&r)])))
    case 17: return AnyView(Circle().fill(RadialGradient(colors: [.red, .blue], center: UnitPoint(x: n(&r), y: n(&r)), startRadius: n(&r), endRadius: n(&r))))
    case 18: let v = makeView(&r, depth: depth + 1); return AnyView(v.aspectRatio(n(&r), contentMode: r.byte() % 2 == 0 ? .fit : .fill))
    case 19: let v = makeView(&r, depth: depth + 1); return AnyView(v.position(x: n(&r), y: n(&r)))
    case 20: return AnyView(Text("Aa 你好 \u{13000}").font(.system(size: n(&r))).kerning(n(&r)).baselineOffset(n(&r)))
    case 21: return AnyView(HStack { Spacer(minLength: n(&r)); ProgressView(value: r.number(), total: r.number()) })
    case 22: let v = makeView(&r, depth: depth + 1); return AnyView(v.zIndex(r.number()).layoutPriority(r.number()))
    default: return AnyView(Image(systemName: "star.fill").resizable().frame(width: n(&r), height: n(&r)))
    }
}
