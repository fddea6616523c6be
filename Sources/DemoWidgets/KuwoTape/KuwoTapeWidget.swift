// Kuwo Music's "复古磁带机" large widget in iOS 17 style (seed 003): container background, content
// margins read from the environment, intent buttons for like / play / next, `Link`s for jumping
// into the app, and the two-line lyrics with the current line highlighted.
import Foundation
import WidgetShot

/// Kuwo's yellow.
let kwYellow = Color(hex: 0xFFD900)

/// The large tape widget.
struct KWTestLargeWidgetView: View {
    @Environment(\.widgetContentMargins) var margins: EdgeInsets //如果适配边界请使用这个
    @Environment(\.showsWidgetContainerBackground) var showsBackground: Bool
    let entry: KWTapeEntry

    var body: some View {
        ZStack {
            // 机身面板: drawn edge to edge, out through the content margins
            if showsBackground {
                KWTapeDeckFace()
                    .padding(-margins)
            }
            VStack(spacing: 0) {
                header
                Spacer(minLength: 10)
                Link(destination: URL(string: "kuwo://player")!) {
                    KWCassetteView(title: entry.info.songName, progress: entry.info.progress, style: entry.tapeStyle)
                        .frame(height: 136)
                }
                Spacer(minLength: 10)
                lyrics
                Spacer(minLength: 8)
                controls
            }
        }
    }

    var header: some View {
        HStack(spacing: 10) {
            Image(entry.info.coverImageName)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 42, height: 42)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.info.songName)
                    .font(.system(size: 15, weight: .semibold))
                    .foregroundColor(.white)
                    .lineLimit(1)
                    .widgetAccentable()
                Text(entry.info.artist)
                    .font(.system(size: 12))
                    .foregroundColor(.white.opacity(0.6))
                    .lineLimit(1)
            }
            Spacer(minLength: 8)
            Link(destination: URL(string: "kuwo://home")!) {
                HStack(spacing: 4) {
                    Image("kw_logo").resizable().frame(width: 18, height: 18)
                    Text("酷我音乐").font(.system(size: 11, weight: .medium)).foregroundColor(.white.opacity(0.7))
                }
            }
        }
    }

    /// 双行歌词: the current line highlighted, the next one dimmed.
    var lyrics: some View {
        Link(destination: URL(string: "kuwo://lyric")!) {
            VStack(alignment: .leading, spacing: 6) {
                Text(entry.info.currLine) //首行高亮
                    .font(.system(size: 18).bold())
                    .foregroundColor(kwYellow)
                    .lineLimit(1)
                    .truncationMode(.tail)
                    .id(entry.info.currLine)
                    .transition(.push(from: .bottom)) //先设置从下向上推的转场动效
                    .animation(.easeInOut(duration: 0.6), value: entry.info.currLine) //配合动画修改器
                Text(entry.info.nextLine)
                    .font(.system(size: 14))
                    .foregroundColor(.white.opacity(0.55))
                    .lineLimit(1)
                    .truncationMode(.tail)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    var controls: some View {
        HStack(spacing: 0) {
            Button(intent: KWAppWidgetConfigurationLikeIntent(info: entry.info)) {
                Image(systemName: entry.info.didCollected ? "heart.fill" : "heart")
                    .font(.system(size: 20))
                    .foregroundColor(entry.info.didCollected ? Color(hex: 0xFF4D5E) : .white.opacity(0.8))
                    .frame(width: 36, height: 36)
            }
            .buttonStyle(BorderlessButtonStyle())
            Spacer(minLength: 0)
            Text(entry.info.elapsed).font(.system(size: 11)).monospacedDigit().foregroundColor(.white.opacity(0.5))
            Spacer(minLength: 0)
            Button(intent: KWAppWidgetPreviousIntent()) {
                Image(systemName: "backward.end.fill").font(.system(size: 18)).foregroundColor(.white)
                    .frame(width: 36, height: 36)
            }
            .buttonStyle(BorderlessButtonStyle())
            Button(intent: KWAppWidgetPlayPauseIntent()) {
                Image(systemName: entry.info.isPlay ? "pause.fill" : "play.fill")
                    .font(.system(size: 20))
                    .foregroundColor(Color(hex: 0x1A1A1A))
                    .frame(width: 44, height: 44)
                    .background(Circle().fill(kwYellow))
            }
            .buttonStyle(BorderlessButtonStyle())
            .padding(.horizontal, 14)
            Button(intent: KWAppWidgetNextIntent()) {
                Image(systemName: "forward.end.fill").font(.system(size: 18)).foregroundColor(.white)
                    .frame(width: 36, height: 36)
            }
            .buttonStyle(BorderlessButtonStyle())
            Spacer(minLength: 0)
            Text(entry.info.duration).font(.system(size: 11)).monospacedDigit().foregroundColor(.white.opacity(0.5))
            Spacer(minLength: 0)
            Link(destination: URL(string: "kuwo://playlist")!) {
                Image(systemName: "music.note.list").font(.system(size: 18)).foregroundColor(.white.opacity(0.8))
                    .frame(width: 36, height: 36)
            }
        }
    }
}

/// The player's face behind the content: a dark body with a lighter tape bay at the top and a
/// speaker grille along the bottom.
struct KWTapeDeckFace: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [Color(hex: 0x2E2824), Color(hex: 0x161311)], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 5) {
                ForEach(0..<3, id: \.self) { _ in
                    HStack(spacing: 5) {
                        ForEach(0..<40, id: \.self) { _ in
                            Circle().fill(Color.white.opacity(0.05)).frame(width: 3, height: 3)
                        }
                    }
                }
            }
            .padding(.bottom, 6)
        }
    }
}

/// Kuwo Music's "复古磁带机" (retro tape player) widget, large only.
public struct KuwoTapeWidget: Widget {
    let kind: String = "cn.kuwo.player.widget.tape"

    /// Creates the widget.
    public init() {}

    /// The widget's configuration.
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: KWAppWidgetTestConfigurationIntent.self, provider: KWTapeProvider()) { entry in
            KWTestLargeWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget) //适配容器背景
        }
        // The seed turns the margins off with `.contentMarginsDisabled()`; it recommends keeping
        // them and bleeding out with `.padding(-margins)` instead, which this widget does.
        .configurationDisplayName("复古磁带机")
        .description("让音乐以经典形态呈现")
        .supportedFamilies([.systemLarge])
    }
}
