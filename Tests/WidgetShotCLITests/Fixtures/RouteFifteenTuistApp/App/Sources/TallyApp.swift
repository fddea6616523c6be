import SwiftUI
import TallyKit

@main
struct TallyApp: App {
    var body: some Scene { WindowGroup { Text(Tally(count: 3, goal: 8).summary) } }
}
