import Foundation
import WidgetShot

/// The demo widgets' images, drawn with WidgetShot itself so the repository holds the recipe as
/// well as the PNGs. `widgetshot --make-demo-assets` re-renders them into `Assets.xcassets`.
public enum DemoAssetArt {
    /// Image-set name → (size in points, the view that draws it).
    static var images: [(name: String, size: CGSize, view: AnyView)] {
        [
            ("backgroundImageName", CGSize(width: 170, height: 170), AnyView(AlbumCover())),
            ("iconImageName", CGSize(width: 68, height: 68), AnyView(CalendarIcon())),
            ("icon_logo", CGSize(width: 20, height: 20), AnyView(NetEaseLogo())),
            ("ctrip_logo", CGSize(width: 24, height: 24), AnyView(CtripLogo())),
            ("ctrip_sky", CGSize(width: 148, height: 148), AnyView(CtripSky())),
            ("airline_mu", CGSize(width: 48, height: 48), AnyView(AirlineBadge(code: "MU", primary: Color(hex: 0x1C3F94), secondary: Color(hex: 0xD7182A)))),
            ("airline_ca", CGSize(width: 48, height: 48), AnyView(AirlineBadge(code: "CA", primary: Color(hex: 0xE60012), secondary: Color(hex: 0xB0000E)))),
            ("airline_cz", CGSize(width: 48, height: 48), AnyView(AirlineBadge(code: "CZ", primary: Color(hex: 0x0B6FB8), secondary: Color(hex: 0xE8413C)))),
            ("kw_tape_cover", CGSize(width: 120, height: 120), AnyView(KuwoTapeCover())),
            ("kw_logo", CGSize(width: 22, height: 22), AnyView(KuwoLogo())),
        ]
    }

    /// Renders every image at @2x and @3x into `catalog` (atomically), with its `Contents.json`.
    public static func write(to catalog: URL, renderer: ViewRenderer) throws {
        for (name, size, view) in images {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            var entries: [String] = []
            for scale in [2, 3] {
                let file = "\(name)@\(scale)x.png"
                let result = try renderer.render(view, size: size, scale: CGFloat(scale))
                var image = result.image
                image.metadata = [:]
                try image.writePNG(to: set.appendingPathComponent(file), compressionLevel: 9)
                entries.append(#"    { "filename" : "\#(file)", "idiom" : "universal", "scale" : "\#(scale)x" }"#)
            }
            let contents = "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
            try AtomicFile.write(Data(contents.utf8), to: set.appendingPathComponent("Contents.json"))
        }
    }
}

/// A warm abstract "daily mix" cover.
struct AlbumCover: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.98, green: 0.45, blue: 0.35), Color(red: 0.55, green: 0.16, blue: 0.45)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(Color(red: 1, green: 0.8, blue: 0.4).opacity(0.55)).frame(width: 120, height: 120).offset(x: -45, y: -40)
            Circle().fill(Color(red: 0.3, green: 0.1, blue: 0.5).opacity(0.45)).frame(width: 140, height: 140).offset(x: 60, y: 55)
            Capsule().fill(Color.white.opacity(0.18)).frame(width: 150, height: 26).rotationEffect(.degrees(-30))
        }
    }
}

/// The "每日推荐" calendar icon: a white card with a red header and today's number.
struct CalendarIcon: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(red: 0.9, green: 0.16, blue: 0.16).frame(height: 18)
                .overlay(Text("每日").font(.system(size: 11, weight: .semibold)).foregroundColor(.white))
            Text("21").font(.system(size: 30, weight: .bold)).foregroundColor(Color(white: 0.15))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.white)
        }
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }
}

/// A NetEase-style logo: a red disc with a white note.
struct NetEaseLogo: View {
    var body: some View {
        Circle().fill(Color(red: 0.87, green: 0.13, blue: 0.13))
            .overlay(Image(systemName: "music.note").font(.system(size: 11)).foregroundColor(.white))
    }
}
