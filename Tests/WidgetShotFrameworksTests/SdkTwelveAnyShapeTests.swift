import Foundation
import Testing
import WidgetShot

/// Luka's glucose graph clips to `roundBottomCorners ? AnyShape(ContainerRelativeShape()) : AnyShape(Rectangle())`.
struct SdkTwelveAnyShapeTests {
    struct Clipped: View {
        let erased: Bool
        let round: Bool
        var body: some View {
            if erased {
                Color.blue.clipShape(round ? AnyShape(Circle()) : AnyShape(Rectangle()))
            } else if round {
                Color.blue.clipShape(Circle())
            } else {
                Color.blue.clipShape(Rectangle())
            }
        }
    }

    @Test func anAnyShapeDrawsAsTheShapeItWraps() throws {
        for round in [true, false] {
            let erased = try ViewRenderer().render(Clipped(erased: true, round: round), size: CGSize(width: 40, height: 40), scale: 2).image
            let plain = try ViewRenderer().render(Clipped(erased: false, round: round), size: CGSize(width: 40, height: 40), scale: 2).image
            #expect(erased == plain)
            #expect(erased.pixel(x: 1, y: 1).a == (round ? 0 : 255))
        }
    }
}
