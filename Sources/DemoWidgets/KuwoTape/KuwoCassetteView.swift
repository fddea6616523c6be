import Foundation
import WidgetShot

/// The colours of one cassette style.
struct KWTapePalette {
    let shell: [Color]
    let label: Color
    let stripe: Color
    let ink: Color

    init(_ style: KWTapeStyle) {
        switch style {
        case .amber:
            shell = [Color(hex: 0xE9B560), Color(hex: 0xC7832C)]
            label = Color(hex: 0xF6EBD2)
            stripe = Color(hex: 0xE4572E)
            ink = Color(hex: 0x3B2A1A)
        case .mint:
            shell = [Color(hex: 0x9ED9C6), Color(hex: 0x5FAF97)]
            label = Color(hex: 0xF2F7F2)
            stripe = Color(hex: 0x2F7F6A)
            ink = Color(hex: 0x1E3A33)
        case .ink:
            shell = [Color(hex: 0x4A4A4F), Color(hex: 0x222226)]
            label = Color(hex: 0xE9E4DA)
            stripe = Color(hex: 0xFFD900)
            ink = Color(hex: 0x222226)
        }
    }
}

/// The bottom lip of a cassette, where the tape runs past the head.
struct KWCassetteLip: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let slant = rect.height * 0.7
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + slant, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - slant, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// One reel: the wound tape (its radius follows how much tape is on it), the white hub and its
/// six teeth.
struct KWTapeReel: View {
    /// Share of the tape on this reel, 0…1.
    let amount: Double
    let size: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .fill(Color(hex: 0x4A2E1E))
                .frame(width: size * CGFloat(0.45 + 0.55 * amount), height: size * CGFloat(0.45 + 0.55 * amount))
            Circle().fill(Color(hex: 0xF4F1EA)).frame(width: size * 0.42, height: size * 0.42)
            ForEach(0..<6, id: \.self) { i in
                Capsule()
                    .fill(Color(hex: 0x3A332C))
                    .frame(width: size * 0.05, height: size * 0.11)
                    .offset(y: -size * 0.13)
                    .rotationEffect(.degrees(Double(i) * 60))
            }
            Circle().fill(Color(hex: 0x3A332C)).frame(width: size * 0.1, height: size * 0.1)
        }
        .frame(width: size, height: size)
    }
}

/// A compact cassette drawn with shapes: shell, screws, label with its stripes and title, the
/// window with both reels, and the bottom lip.
struct KWCassetteView: View {
    let title: String
    let progress: Double
    let style: KWTapeStyle

    var body: some View {
        let palette = KWTapePalette(style)
        GeometryReader { geo in
            let w = geo.size.width, h = geo.size.height
            ZStack {
                RoundedRectangle(cornerRadius: 10)
                    .fill(LinearGradient(colors: palette.shell, startPoint: .top, endPoint: .bottom))
                RoundedRectangle(cornerRadius: 10)
                    .strokeBorder(Color.black.opacity(0.25), lineWidth: 1)
                ForEach(0..<4, id: \.self) { i in
                    KWScrew()
                        .position(x: i % 2 == 0 ? 8 : w - 8, y: i < 2 ? 8 : h - 8)
                }
                // 标签: stripes, the side letter, the title and the window
                VStack(spacing: 0) {
                    HStack(spacing: 6) {
                        Text("A")
                            .font(.system(size: 11, weight: .heavy))
                            .foregroundColor(palette.label)
                            .frame(width: 16, height: 16)
                            .background(Circle().fill(palette.ink))
                        Text(title)
                            .font(.system(size: 12, weight: .semibold))
                            .foregroundColor(palette.ink)
                            .lineLimit(1)
                        Spacer(minLength: 4)
                        Text("C-60").font(.system(size: 9, weight: .bold)).foregroundColor(palette.ink.opacity(0.6))
                    }
                    .padding(.horizontal, 8)
                    .frame(height: h * 0.2)
                    Rectangle().fill(palette.stripe).frame(height: 3)
                    Rectangle().fill(palette.stripe.opacity(0.5)).frame(height: 2).padding(.top, 2)
                    Spacer(minLength: 0)
                    KWTapeWindow(progress: progress, height: h * 0.3)
                        .frame(width: w * 0.58)
                    Spacer(minLength: 0)
                }
                .frame(width: w - 32, height: h * 0.66)
                .background(RoundedRectangle(cornerRadius: 6).fill(palette.label))
                .position(x: w / 2, y: 12 + h * 0.33)
                KWCassetteLip()
                    .fill(Color.black.opacity(0.22))
                    .frame(width: w * 0.6, height: h * 0.16)
                    .position(x: w / 2, y: h - h * 0.08)
                HStack(spacing: w * 0.12) {
                    Circle().fill(Color.black.opacity(0.45)).frame(width: 7, height: 7)
                    RoundedRectangle(cornerRadius: 1).fill(Color.black.opacity(0.45)).frame(width: 9, height: 6)
                    RoundedRectangle(cornerRadius: 1).fill(Color.black.opacity(0.45)).frame(width: 9, height: 6)
                    Circle().fill(Color.black.opacity(0.45)).frame(width: 7, height: 7)
                }
                .position(x: w / 2, y: h - h * 0.07)
            }
        }
    }
}

/// A screw head in the shell.
struct KWScrew: View {
    var body: some View {
        ZStack {
            Circle().fill(Color(hex: 0xD9D4C7)).frame(width: 7, height: 7)
            Rectangle().fill(Color(hex: 0x6B655B)).frame(width: 5, height: 1).rotationEffect(.degrees(45))
        }
    }
}

/// The window in the label: dark glass with the two reels and the tape between them.
struct KWTapeWindow: View {
    let progress: Double
    let height: CGFloat

    var body: some View {
        ZStack {
            Capsule().fill(Color(hex: 0x2B2622))
            Rectangle().fill(Color(hex: 0x4A2E1E).opacity(0.8)).frame(height: 2).offset(y: height * 0.36)
            HStack {
                KWTapeReel(amount: 1 - progress, size: height * 0.92)
                Spacer(minLength: 0)
                Rectangle().fill(Color.white.opacity(0.12)).frame(width: height * 0.9, height: height * 0.45)
                Spacer(minLength: 0)
                KWTapeReel(amount: progress, size: height * 0.92)
            }
            .padding(.horizontal, height * 0.08)
        }
        .frame(height: height)
        .clipShape(Capsule())
    }
}
