//
//  SoundboardWidget.swift
//  An interactive audio widget: a button runs an intent that plays a sound.
//

import WidgetKit
import SwiftUI
import AppIntents
import AVFoundation
import MediaPlayer
import MusicKit
import TipKit

struct PlaySoundIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "Play Sound"

    @Parameter(title: "Sound")
    var sound: String

    init() {}
    init(sound: String) { self.sound = sound }

    func perform() async throws -> some IntentResult {
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [.mixWithOthers])
        try AVAudioSession.sharedInstance().setActive(true)
        guard let url = Bundle.main.url(forResource: sound, withExtension: "m4a") else { return .result() }
        let player = try AVAudioPlayer(contentsOf: url)
        player.numberOfLoops = 0
        player.prepareToPlay()
        player.play()
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: sound]
        return .result()
    }
}

struct SoundboardTip: Tip {
    var title: Text { Text("Tap a sound") }
    var message: Text? { Text("Sounds play without opening the app.") }
    var image: Image? { Image(systemName: "speaker.wave.2") }
}

struct SoundboardEntry: TimelineEntry {
    let date: Date
    let musicStatus: String
}

struct SoundboardProvider: TimelineProvider {
    func placeholder(in context: Context) -> SoundboardEntry { SoundboardEntry(date: .now, musicStatus: "") }
    func getSnapshot(in context: Context, completion: @escaping (SoundboardEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SoundboardEntry>) -> Void) {
        try? Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        let status = MusicAuthorization.currentStatus
        let time = CMTime(seconds: 1.5, preferredTimescale: 600)
        let entry = SoundboardEntry(date: .now, musicStatus: "Music: \(status) \(CMTimeGetSeconds(time))")
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct SoundboardView: View {
    var entry: SoundboardEntry

    var body: some View {
        VStack(spacing: 6) {
            TipView(SoundboardTip(), arrowEdge: .bottom)
            HStack {
                ForEach(["Rain", "Waves"], id: \.self) { name in
                    Button(intent: PlaySoundIntent(sound: name)) {
                        Label(name, systemImage: "play.fill")
                    }
                }
            }
            Text(entry.musicStatus).font(.caption2)
        }
        .popoverTip(SoundboardTip())
        .containerBackground(.background, for: .widget)
    }
}

struct SoundboardWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Soundboard", provider: SoundboardProvider()) { entry in
            SoundboardView(entry: entry)
        }
        .configurationDisplayName("Soundboard")
        .supportedFamilies([.systemMedium])
    }
}
