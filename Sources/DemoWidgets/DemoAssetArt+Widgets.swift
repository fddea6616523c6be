import Foundation
import WidgetShot

// The art for the Ctrip, Kuwo and flight-status demo widgets, registered in `DemoAssetArt.images`
// and rendered into `Assets.xcassets` by `widgetshot --make-demo-assets`.

/// Ctrip's app mark: a blue rounded square with a white "携".
struct CtripLogo: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(LinearGradient(colors: [Color(hex: 0x3A8DFF), Color(hex: 0x0A5BE0)], startPoint: .top, endPoint: .bottom))
            .overlay(Text("携").font(.system(size: 15, weight: .heavy)).foregroundColor(.white))
    }
}

/// An airline badge: a disc in the airline's colours with its two-letter code.
struct AirlineBadge: View {
    let code: String
    let primary: Color
    let secondary: Color

    var body: some View {
        ZStack {
            Circle().fill(primary)
            Circle().fill(secondary).frame(width: 40, height: 40).offset(x: 14, y: 16)
            Circle().strokeBorder(Color.white.opacity(0.85), lineWidth: 2)
            Text(code).font(.system(size: 16, weight: .bold)).foregroundColor(.white)
        }
        .clipShape(Circle())
    }
}

/// The Ctrip small card's sky: a blue gradient with soft clouds and a contrail.
struct CtripSky: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(hex: 0x1F6FF2), Color(hex: 0x5FB0FF)], startPoint: .top, endPoint: .bottom)
            Ellipse().fill(Color.white.opacity(0.22)).frame(width: 110, height: 40).offset(x: 44, y: 46)
            Ellipse().fill(Color.white.opacity(0.18)).frame(width: 84, height: 32).offset(x: -52, y: 60)
            Ellipse().fill(Color.white.opacity(0.14)).frame(width: 64, height: 24).offset(x: 36, y: -52)
            Capsule().fill(Color.white.opacity(0.16)).frame(width: 136, height: 3).rotationEffect(.degrees(-24)).offset(x: 10, y: -10)
        }
    }
}

/// The Kuwo tape widget's album cover: a retro sunset over the sea.
struct KuwoTapeCover: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(hex: 0x2B1B4F), Color(hex: 0xC2407A), Color(hex: 0xF9A03F)],
                           startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(LinearGradient(colors: [Color(hex: 0xFFE27A), Color(hex: 0xFF6F59)], startPoint: .top, endPoint: .bottom))
                .frame(width: 64, height: 64)
                .offset(y: 6)
            VStack(spacing: 4) {
                ForEach(0..<4, id: \.self) { i in
                    Rectangle().fill(Color(hex: 0x2B1B4F).opacity(0.55)).frame(height: CGFloat(2 + i))
                }
            }
            .frame(width: 64)
            .offset(y: 24)
            Rectangle().fill(Color(hex: 0x1B2A4F)).frame(height: 34).offset(y: 43)
            Capsule().fill(Color.white.opacity(0.25)).frame(width: 50, height: 2).offset(y: 33)
            Text("夏夜电台").font(.system(size: 11, weight: .bold)).foregroundColor(.white.opacity(0.9)).offset(y: -42)
        }
    }
}

/// Kuwo Music's mark: a yellow disc with a black note.
struct KuwoLogo: View {
    var body: some View {
        Circle().fill(Color(hex: 0xFFD900))
            .overlay(Image(systemName: "music.note").font(.system(size: 12, weight: .bold)).foregroundColor(Color(hex: 0x1A1A1A)))
    }
}
