import Foundation
import Testing
@testable import WidgetShotUI

/// Drawing modifiers never change layout; they are recorded, in order, on the node they apply to
/// for the renderer.
@Suite struct DrawingModifierTests {
    func effects(_ tree: PlacedTree, _ id: String) -> [RenderEffect] { tree.node(id)?.effects ?? [] }

    @Test("opacity, clipping, shadow, rotation, scale, blur and hidden are recorded in order and change no frame")
    func recordedInOrder() throws {
        let view = Color.red.frame(width: 20, height: 10)
            .opacity(0.5).clipped().shadow(color: .black, radius: 3, x: 1, y: 2)
            .rotationEffect(.degrees(45)).scaleEffect(2).blur(radius: 1).hidden()
            .accessibilityIdentifier("v")
        let tree = try place(view, 100, 100)
        expectFrame(tree, "v", 40, 45, 20, 10)
        let kinds = effects(tree, "v").map { e -> String in
            switch e {
            case .opacity(let o): return "opacity \(o)"
            case .clip: return "clip"
            case .shadow(_, let r, let x, let y): return "shadow \(r) \(x) \(y)"
            case .innerShadow(_, let r, let x, let y): return "innerShadow \(r) \(x) \(y)"
            case .rotation(let a, _): return "rotation \(a.degrees)"
            case .scale(let s, _): return "scale \(s.width)"
            case .blur(let r): return "blur \(r)"
            case .hidden: return "hidden"
            case .widgetAccentable(let a): return "accentable \(a)"
            case .blendMode(let m): return "blend \(m)"
            case .colorMatrix: return "colorMatrix"
            case .bend: return "bend"
            }
        }
        #expect(kinds == ["opacity 0.5", "clip", "shadow 3.0 1.0 2.0", "rotation 45.0", "scale 2.0", "blur 1.0", "hidden"])
    }

    @Test("cornerRadius and clipShape clip to a shape laid in the node's frame")
    func clipShapes() throws {
        let tree = try place(Color.red.frame(width: 40, height: 20).cornerRadius(6).accessibilityIdentifier("v"), 40, 20)
        guard case .clip(let shape, _)? = effects(tree, "v").first else {
            Issue.record("no clip")
            return
        }
        #expect(shape(CGRect(x: 0, y: 0, width: 40, height: 20)).elements == [
            .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 20), cornerSize: CGSize(width: 6, height: 6), style: .continuous),
        ])
    }

    @Test("a mask is laid out like an overlay: proposed the primary's size and aligned on it")
    func mask() throws {
        let view = Color.red.frame(width: 40, height: 20).mask(alignment: .leading) { Circle().accessibilityIdentifier("m") }
        let tree = try place(view, 40, 20)
        #expect(tree.root?.kind == "mask")
        expectFrame(tree, "m", 0, 0, 20, 20)   // Circle in 40×20 is 20×20, leading-aligned
    }

    @Test("border is an inset stroke overlay that does not change the size")
    func border() throws {
        let tree = try place(Color.red.frame(width: 30, height: 10).border(Color.blue, width: 2).accessibilityIdentifier("b"), 30, 10)
        expectFrame(tree, "b", 0, 0, 30, 10)
        let stroke = try #require(tree.allNodes.first { $0.kind == "Rectangle" })
        guard case .shape(let drawing) = stroke.content, case .stroke(let style, let inset) = drawing.mode else {
            Issue.record("not a stroke")
            return
        }
        #expect(style.lineWidth == 2 && inset)
    }

    @Test("zIndex and foreground colours are recorded on the nodes")
    func zIndexAndColours() throws {
        let view = ZStack {
            Rectangle().foregroundColor(.red).zIndex(2).accessibilityIdentifier("a")
            Circle().fill(Color.blue).accessibilityIdentifier("b")
        }
        let tree = try place(view.environment(\.colorScheme, .dark), 10, 10)
        #expect(tree.node("a")?.zIndex == 2)
        guard case .shape(let a)? = tree.node("a")?.content, case .shape(let b)? = tree.node("b")?.content else {
            Issue.record("not shapes")
            return
        }
        #expect(a.paint == .color(SystemColor.red.value(for: .dark)))
        #expect(b.paint == .color(SystemColor.blue.value(for: .dark)))
    }

    @Test("hierarchical styles resolve against the enclosing foreground colour")
    func hierarchical() throws {
        let tree = try place(Text("x").foregroundStyle(.secondary).foregroundColor(.red).accessibilityIdentifier("t"), 50, 50)
        guard case .text(let t)? = tree.node("t")?.content, case .color(let c) = t.runs[0].paint else {
            Issue.record("not text")
            return
        }
        #expect(c == SystemColor.red.value(for: .light).withAlpha(times: 0.6))
    }

    @Test("ContainerRelativeShape follows the container shape set in the environment, inset by its distance")
    func containerRelative() throws {
        var env = EnvironmentValues()
        env.containerShape = ContainerShapeGeometry(rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        let view = ContainerRelativeShape().frame(width: 80, height: 80).accessibilityIdentifier("s")
        let tree = try LayoutEngine().layout(view, in: CGSize(width: 100, height: 100), environment: env)
        let node = try #require(tree.node("s")?.children.first)
        guard case .shape(let drawing) = node.content else {
            Issue.record("not a shape")
            return
        }
        // 10 pt from the container's edges: radius 20 − 10 = 10.
        #expect(drawing.path(node.frame).elements == [
            .roundedRect(node.frame, cornerSize: CGSize(width: 10, height: 10), style: .continuous),
        ])
    }
}
