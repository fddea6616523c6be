// Compile-only (route 7): a watch-face corner widget's view as HydrationMan/appledb writes it
// (a `Backport` calling `widgetCurvesContent()` under `#available`, then `widgetLabel`), and
// board geometry from a package that imports Apple's `simd` (ChinChangYang/KataGo's KataGoGameStore).
import SwiftUI
import WidgetKit
import simd

struct CornerBackport<Content> {
    let content: Content
}

extension View {
    var cornerBackport: CornerBackport<Self> { CornerBackport(content: self) }
}

extension CornerBackport where Content: View {
    @ViewBuilder func widgetCurvesContent() -> some View {
        if #available(watchOS 10.0, iOSApplicationExtension 17.0, iOS 17.0, macOSApplicationExtension 14.0, *) {
            content.widgetCurvesContent()
        } else {
            content
        }
    }
}

struct CornerFaceView: View {
    var body: some View {
        Text(Image(systemName: "drop.fill"))
            .font(.system(size: 10))
            .cornerBackport.widgetCurvesContent()
            .widgetLabel("Supa!")
    }
}

enum BoardGeometry {
    static func stonePosition(x: Int, y: Int, width: Int, spacing: Double) -> simd_float3 {
        SIMD3<Float>(Float((Double(x) - Double(width - 1) / 2) * spacing), 0, Float(Double(y) * spacing))
    }

    static func diagonal(width: Int, spacing: Double) -> Float {
        simd_distance(stonePosition(x: 0, y: 0, width: width, spacing: spacing),
                      stonePosition(x: width - 1, y: width - 1, width: width, spacing: spacing))
    }
}
