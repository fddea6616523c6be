//
//  BoardSettingsView.swift
//  TransitBoard (shared with the widget target)
//
//  The app's settings screen, compiled into the widget extension because the file is in both
//  targets — as in Galaxoid-Labs/BitcoinWidget, alpriest/EnergyStats and daneden/Solstice.
//

import SwiftUI

struct BoardSettingsView: View {
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.openURL) private var openURL
    @Environment(\.dismiss) private var dismiss
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var showsAbout = false
    @State private var confirmsReset = false
    @State private var query = ""
    @State private var notify = true

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Board"), footer: Text("Shown on the Home Screen")) {
                    Toggle("Notify", isOn: $notify)
                    NavigationLink("Lines", destination: Text("All lines"))
                }
                Section {
                    Button("Source code") { openURL(URL(string: "https://example.com/board")!) }
                    Text(sizeClass == .compact ? "Compact" : "Regular")
                } header: {
                    Text("About")
                } footer: {
                    Text(scenePhase == .active ? "Active" : "Inactive")
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Done") { presentationMode.wrappedValue.dismiss() }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Reset") { confirmsReset = true }
                }
            }
            .sheet(isPresented: $showsAbout) { Text("About") }
            .alert(isPresented: $confirmsReset) {
                Alert(title: Text("Reset?"), message: Text("Favourites are removed."),
                      primaryButton: .destructive(Text("Reset")) { dismiss() }, secondaryButton: .cancel())
            }
            .confirmationDialog("Reset", isPresented: $confirmsReset, titleVisibility: .visible) { Button("Reset", role: .destructive) {} }
        }
        .navigationViewStyle(.stack)
        .preferredColorScheme(.dark)
    }
}

/// The iOS 16 screens: a stack with a searchable list, a split view, iOS 17/26 insets.
struct BoardLinesView: View {
    @State private var query = ""
    @State private var path = NavigationPath()
    let lines = ["U2", "S1", "M10"]

    var body: some View {
        NavigationStack(path: $path) {
            List(lines, id: \.self) { line in
                NavigationLink(value: line) { Text(line) }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Lines")
            .navigationDestination(for: String.self) { Text($0) }
            .searchable(text: $query, prompt: "Find a line")
            .refreshable { try? await Task.sleep(nanoseconds: 1) }
            .contentMargins(.horizontal, 8, for: .scrollContent)
            .safeAreaInset(edge: VerticalEdge.bottom) { Text("3 lines").font(.footnote) }
            .fullScreenCover(isPresented: .constant(false)) { EmptyView() }
        }
    }
}

struct BoardSplitView: View {
    var body: some View {
        NavigationSplitView {
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                    Section(header: Text("Today").font(.headline)) {
                        Text("U2 · 4 min")
                    }
                }
            }
            .safeAreaBar(edge: .top) { Text("Live") }
        } detail: {
            Text("Pick a line")
        }
    }
}

/// A pulsing badge written with the iOS 13 animation API (EnergyStats).
struct PulseModifier: AnimatableModifier {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func body(content: Content) -> some View {
        content.opacity(0.5 + progress / 2)
    }
}
