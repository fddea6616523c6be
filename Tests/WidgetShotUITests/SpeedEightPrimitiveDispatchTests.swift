import Foundation
import Testing
@testable import WidgetShotUI

/// A primitive view of the tests' own that does not declare `_makeWidgetShotNodes`: it must still
/// resolve (through the dynamic cast of `Resolver.compositeNodes`), and be recorded as a fallback.
private struct WitnessLessBox: View, PrimitiveView {
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Resolver.nodes(Color.red.frame(width: 12, height: 7), context) }
}

/// Issue 21: views resolve through `View._makeWidgetShotNodes` (a witness of the View conformance)
/// instead of a dynamic `as? any PrimitiveView.Type` cast per view type.
@Suite struct SpeedEightPrimitiveDispatchTests {
    /// Every kind of primitive view WidgetShotUI has, in one tree.
    struct EveryPrimitive: View {
        var showsOptional: Bool
        var body: some View {
            VStack(spacing: 2) {
                HStack {
                    Text("Title").font(.headline)
                    Spacer()
                    Image(systemName: "star.fill")
                    Divider()
                }
                ZStack { Color.blue; Circle().fill(Color.red); Rectangle().stroke(Color.green, lineWidth: 2) }
                    .frame(height: 20)
                Group {
                    ForEach(0..<2) { i in Text("Row \(i)") }
                    AnyView(EmptyView())
                    if showsOptional { Text("optional") }
                    if showsOptional { Text("yes") } else { Text("no") }
                }
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(height: 4)
                RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 4).frame(height: 4)
                AngularGradient(colors: [.red, .blue], center: .center).frame(height: 4)
                Grid { GridRow { Text("a"); Text("b") } }
                LazyVGrid(columns: [GridItem(.flexible())]) { Text("v") }
                LazyHGrid(rows: [GridItem(.flexible())]) { Text("h") }
                ViewThatFits { Text("fits") }
                GeometryReader { proxy in Color.gray.frame(width: proxy.size.width / 2) }.frame(height: 6)
                Label("Label", systemImage: "star")
                Button("Button") {}
                Link("Link", destination: URL(string: "https://example.com")!)
                ScrollView { Text("scrolled") }.frame(height: 12)
                List { Text("listed") }.frame(height: 12)
                HStackLayout(spacing: 1) { Text("l"); Text("r") }
                Capsule().strokeBorder(Color.black, lineWidth: 1).frame(height: 5)
                RoundedRectangle(cornerRadius: 2).fill(.orange).padding(1).background(Color.yellow).overlay(Text("o"))
            }
        }
    }

    @Test("WidgetShotUI's primitive views resolve through their witness, not the dynamic cast")
    func primitivesHaveTheirWitness() throws {
        for shows in [true, false] {
            let tree = try LayoutEngine().layout(EveryPrimitive(showsOptional: shows), in: CGSize(width: 200, height: 600), scale: 2)
            #expect(tree.allNodes.count > 40)
        }
        let fromWidgetShotUI = PrimitiveFallbacks.typeNames.filter { $0.hasPrefix("WidgetShotUI.") }
        #expect(fromWidgetShotUI.isEmpty, "primitive views without `_makeWidgetShotNodes`: \(fromWidgetShotUI.sorted())")
    }

    @Test("a primitive view without the witness still resolves, through the dynamic cast")
    func primitiveWithoutWitnessFallsBack() throws {
        let tree = try LayoutEngine().layout(HStack(spacing: 0) { WitnessLessBox(); Color.blue.frame(width: 3, height: 3) },
                                             in: CGSize(width: 100, height: 50))
        let frames = tree.allNodes.filter { $0.kind == "frame" }.map(\.frame)
        #expect(frames == [CGRect(x: 42.5, y: 21.5, width: 12, height: 7), CGRect(x: 54.5, y: 23.5, width: 3, height: 3)])
        #expect(PrimitiveFallbacks.typeNames.contains { $0.hasSuffix("WitnessLessBox") })
    }
}
