import Foundation
import WidgetShotUI
import DemoWidgets

let v = HStack { Color.red.accessibilityIdentifier("red"); Spacer().accessibilityIdentifier("sp") }.frame(width: 200, height: 50)
let t = try LayoutEngine().layout(v, in: CGSize(width: 300, height: 100))
print(t.frame(of: "red")!, t.frame(of: "sp")!)
let v2 = VStack(spacing: 0) { Text("Hello world").accessibilityIdentifier("t"); Color.blue.frame(width: 20, height: 20) }
let t2 = try LayoutEngine().layout(v2, in: CGSize(width: 300, height: 100), scale: 2)
print(t2.jsonString())
