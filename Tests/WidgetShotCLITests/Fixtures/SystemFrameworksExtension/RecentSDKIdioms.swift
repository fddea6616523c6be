// iOS 17–26 API a 2026 watch-face app's widgets use (issue 20 item 4, LEOYoon-Tsaw/Chinendar):
// versioned SwiftData schemas with a migration plan and #Unique, number parameters with a control
// style, Smart Stack relevances, CLLocationUpdate. Compile-only: nothing here is drawn.
import AppIntents
import CoreLocation
import SwiftData
import SwiftUI
import WidgetKit

enum FaceSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version {
        .init(2, 0, 0)
    }
    static var models: [any PersistentModel.Type] {
        [FaceStats.self]
    }

    @Model final class FaceStats {
        #Unique<FaceStats>([\.name])

        var name = "__face_stats__"
        var launchCount = 0
        @Attribute(.allowsCloudEncryption) var data: Data?

        init(launchCount: Int) {
            self.launchCount = launchCount
        }
    }
}

enum FaceMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] {
        [FaceSchemaV2.self]
    }

    static var stages: [MigrationStage] { [] }
}

private func makeFaceContainer(schema: Schema, migrationPlan: SchemaMigrationPlan.Type? = nil, configurations: [ModelConfiguration]) -> ModelContainer? {
    try? ModelContainer(for: schema, migrationPlan: migrationPlan, configurations: configurations)
}

let faceContainer = makeFaceContainer(schema: Schema(versionedSchema: FaceSchemaV2.self), migrationPlan: FaceMigrationPlan.self,
                                      configurations: [ModelConfiguration("FaceData", schema: Schema(versionedSchema: FaceSchemaV2.self), groupContainer: .automatic, cloudKitDatabase: .none)])

struct FaceConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Split face"
    static let description = IntentDescription("Two faces side by side")

    @Parameter(title: "Back greyness", default: 0, controlStyle: .slider, inclusiveRange: (0, 1))
    var backAlpha: Double

    @Parameter(title: "Holidays", default: 1, controlStyle: .stepper, inclusiveRange: (0, 2))
    var holidays: Int
}

struct FaceRelevance {
    func relevances(hours: [Date]) async -> WidgetRelevance<FaceConfiguration> {
        var relevantIntents = [WidgetRelevanceAttribute<FaceConfiguration>]()
        for date in hours {
            let config = FaceConfiguration()
            config.holidays = 0
            let relevantContext = RelevantContext.date(range: (date - 900)...(date + 600), kind: .informational)
            relevantIntents.append(WidgetRelevanceAttribute(configuration: config, context: relevantContext))
        }
        return WidgetRelevance(relevantIntents)
    }
}

actor FaceLocator {
    private var lastUpdate: CLLocationUpdate?

    func firstLocation() async throws -> CLLocation? {
        for try await update in CLLocationUpdate.liveUpdates() {
            if let location = update.location {
                lastUpdate = update
                return location
            } else if update.authorizationDeniedGlobally || update.authorizationDenied || update.authorizationRestricted {
                return nil
            }
        }
        return nil
    }
}

/// A watch-face ring: the face cut out of a disc with a luminance mask, user space moved by hand.
struct FaceRing: View {
    var body: some View {
        Canvas { context, size in
            context.clipToLayer(opacity: 1, options: .inverse) { mask in
                mask.addFilter(.luminanceToAlpha)
                mask.fill(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8)), with: .color(.white))
            }
            var transform = context.transform
            transform = transform.concatenating(CGAffineTransform(translationX: 1, y: 0))
            context.concatenate(CGAffineTransform(scaleX: 1, y: 1))
            context.transform = transform
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
        }
    }
}

func faceCharacterBox(_ character: String, fontSize: CGFloat) -> CGRect {
    let attributed = NSMutableAttributedString(string: character, attributes: [.font: UIFont.systemFont(ofSize: fontSize)])
    return attributed.boundingRect(with: CGSize.zero, options: .usesLineFragmentOrigin, context: .none)
}

func faceGradientColor(_ left: CGColor, _ right: CGColor, ratio: CGFloat) -> CGColor? {
    guard let displayP3 = CGColorSpace(name: CGColorSpace.displayP3) else { return nil }
    let leftComponents = left.converted(to: displayP3, intent: .perceptual, options: nil)!.components!
    let rightComponents = right.converted(to: displayP3, intent: .perceptual, options: nil)!.components!
    let newComponents = zip(leftComponents, rightComponents).map { (1 - ratio) * $0.0 + ratio * $0.1 }
    return CGColor(colorSpace: displayP3, components: newComponents)
}
