import Foundation
import Testing
import WidgetShot

/// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it.
func onThread<R>(stackSize: Int, _ body: @escaping () -> R) -> R {
    var result: R?
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return result!
}

/// A chain of `depth` nested views built without generics (each level type-erased).
func nested(_ depth: Int, stacks: Bool) -> AnyView {
    var view = AnyView(Text("deep"))
    for _ in 0..<depth { view = stacks ? AnyView(VStack { view }) : AnyView(view.padding(1)) }
    return view
}

/// Issue 12, item 9: deep nesting is a clear error at a documented depth, never a stack overflow —
/// on the 8 MB main thread and on small (512 KB) secondary threads alike.
@Suite(.serialized) struct DeepNestingTests {
    static let renderer = Result { try ViewRenderer() }

    /// Builds the chain, renders it on a thread with `stack` bytes, and frees the chain on a big
    /// stack (freeing a 100,000-deep chain of the test's own values is the test's business).
    static func renderDeep(_ depth: Int, stacks: Bool, stack: Int) throws -> String? {
        let renderer = try Self.renderer.get()
        let view = onThread(stackSize: 1 << 30) { Box(nested(depth, stacks: stacks)) }
        // The result is freed on the big stack too: freeing a placed tree recurses once per level
        // (about 250 B each in debug builds), which is the caller's stack, like freeing the view.
        let result = ResultBox()
        let outcome: String? = onThread(stackSize: stack) {
            do {
                result.value = try renderer.render(view.value!, size: CGSize(width: 100, height: 100), scale: 1)
                return nil
            } catch { return "\(error)" }
        }
        onThread(stackSize: 1 << 30) { view.value = nil; result.value = nil }
        return outcome
    }

    final class Box { var value: AnyView?; init(_ v: AnyView) { value = v } }
    final class ResultBox { var value: RenderResult? }

    @Test("10,000 and 100,000 nested paddings and stacks: a depth error, no crash (8 MB and 512 KB stacks)",
          arguments: [10_000, 100_000])
    func deep(_ depth: Int) throws {
        for stacks in [false, true] {
            for stack in [8 << 20, 512 << 10] {
                let error = try Self.renderDeep(depth, stacks: stacks, stack: stack)
                #expect(error?.contains("nested") == true && error?.contains("\(LayoutEngine.maximumDepth)") == true, "\(String(describing: error))")
            }
        }
    }

    @Test("a tree just under the depth limit renders on a 512 KB thread and on the 8 MB main-thread size")
    func atTheLimit() throws {
        // Each level here is two: an AnyView and the padding (or stack) it holds.
        for stack in [512 << 10, 8 << 20] {
            #expect(try Self.renderDeep(LayoutEngine.maximumDepth / 2 - 10, stacks: false, stack: stack) == nil)
            #expect(try Self.renderDeep(LayoutEngine.maximumDepth / 3, stacks: true, stack: stack) == nil)
        }
    }
}
