import SwiftUI

/// A preview provider whose `previews` crashes while the previews are listed (a sample read
/// from a resource the preview never had): `widgetshot previews` reports it and renders the others.
struct CrashingPreviews: PreviewProvider {
    static let sampleTitle: String? = nil

    static var previews: some View {
        Text(sampleTitle!)
    }
}

/// A preview beside it that renders.
struct ScorePreviews: PreviewProvider {
    static var previews: some View {
        Text("Score 3 : 1").padding()
    }
}
