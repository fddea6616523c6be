import Foundation
import Testing
@testable import WidgetShotUI

/// Apple's call shapes from real widget code compile and resolve (each view is laid out, so a
/// signature that resolves to the wrong overload and draws nothing fails).
@Suite struct VocabularySignatureTests {
    @Test("Lock Screen and control initialisers as real widgets write them")
    func initialisers() throws {
        let title: String = "Steps"
        let views: [AnyView] = [
            AnyView(Gauge(value: 0.3) { Text("a") } currentValueLabel: { Text("b") } markedValueLabels: { Text("c") }),
            AnyView(Gauge(value: Float(2), in: 0...4) { Text("a") }),
            AnyView(ProgressView("Loading")),
            AnyView(ProgressView(title, value: 0.2)),
            AnyView(ProgressView("Loading", value: 0.2, total: 1)),
            AnyView(ProgressView { Text("Sync") }),
            AnyView(ProgressView(timerInterval: Date()...Date().addingTimeInterval(60)) { Text("Timer") }),
            AnyView(Label(title, systemImage: "figure.walk")),
            AnyView(Label(title, image: "logo")),
            AnyView(Label("Key", systemImage: "star")),
            AnyView(GroupBox(title) { Text("x") }),
            AnyView(GroupBox { Text("x") }),
            AnyView(GroupBox(label: Text("L")) { Text("x") }),
            AnyView(Toggle(isOn: .constant(true)) { Text("t") }.toggleStyle(SwitchToggleStyle(tint: .orange))),
            AnyView(Button("Go") {}.buttonStyle(BorderedButtonStyle())),
            AnyView(Rectangle().fill(.fill.tertiary).background(.blue.gradient).tint(Color?.none)),
            AnyView(Circle().strokeBorder(.red, lineWidth: 2, antialiased: false).foregroundStyle(.quinary)),
            AnyView(Text("x").foregroundStyle(.tint).background(.background.secondary, in: Capsule())),
            AnyView(Text("x").accessibilityLabel(title).accessibilityHint(Text("h")).accessibilityValue("v")),
            AnyView(Text("x").accessibilityAction { }.accessibilityHeading(.h1).accessibilityInputLabels([Text("x")])),
            AnyView(Color.red.containerRelativeFrame(.vertical, alignment: .top)),
            AnyView(Text("x").widgetLabel(label: Text("l")).gaugeStyle(.linearCapacity).labelStyle(.automatic)),
            AnyView(Text("x").onChange(of: 1, initial: true) { }.onChange(of: 2) { old, new in }.task(id: 3) { }.onDisappear { }),
            AnyView(Text("x").groupBoxStyle(.automatic).progressViewStyle(.automatic).buttonStyle(.automatic).toggleStyle(.automatic)),
        ]
        for (i, view) in views.enumerated() {
            let tree = try LayoutEngine().layout(view, in: CGSize(width: 200, height: 100), scale: 1)
            #expect(tree.root != nil, "view \(i) produced nothing")
        }
    }
}
