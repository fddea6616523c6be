import Foundation

// SwiftData's schema versioning (iOS 17): apps describe each version of their models as a
// `VersionedSchema` and the steps between them as a `SchemaMigrationPlan`, and open their
// container with the plan (https://developer.apple.com/documentation/swiftdata/versionedschema,
// …/schemamigrationplan, …/migrationstage). SwiftData runs a plan's stages when it opens an
// existing store written by an older version; WidgetShot's stores are in memory and start empty
// (see the module notes), so there is never an older store: the plan is kept on the container
// and no stage runs — what a device does the first time the app opens its store.

/// One version of an app's models — SwiftData's `VersionedSchema`.
public protocol VersionedSchema {
    /// The version (`Schema.Version(1, 0, 0)`).
    static var versionIdentifier: Schema.Version { get }
    /// The model types of this version.
    static var models: [any PersistentModel.Type] { get }
}

/// The versions of an app's schema, oldest first, and the stages between them — SwiftData's
/// `SchemaMigrationPlan`.
public protocol SchemaMigrationPlan {
    /// Every version, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages from one version to the next.
    static var stages: [MigrationStage] { get }
}

/// A step of a migration plan — SwiftData's `MigrationStage`.
public enum MigrationStage: CustomDebugStringConvertible {
    /// A migration SwiftData infers (added or removed properties, renamed ones with `originalName`).
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with the app's own work before and after SwiftData's.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)

    /// The versions the stage goes from and to.
    var versions: (from: any VersionedSchema.Type, to: any VersionedSchema.Type) {
        switch self {
        case .lightweight(let from, let to), .custom(let from, let to, _, _): return (from, to)
        }
    }

    public var debugDescription: String {
        let (from, to) = versions
        switch self {
        case .lightweight: return "lightweight \(from.versionIdentifier) → \(to.versionIdentifier)"
        case .custom: return "custom \(from.versionIdentifier) → \(to.versionIdentifier)"
        }
    }
}

extension Schema {
    /// The schema of a version: its models, at its version identifier
    /// (`Schema(versionedSchema: AppSchemaV2.self)`).
    public init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}

extension ModelContainer {
    /// A container for model types with a migration plan (`ModelContainer(for: Trip.self,
    /// migrationPlan: TripMigrationPlan.self, configurations: config)`).
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for a schema with a migration plan.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for a schema with a migration plan and a list of configurations. The store
    /// starts empty, so no stage runs (see the notes above); the plan is the container's
    /// `migrationPlan`.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: [ModelConfiguration]) throws {
        try self.init(for: givenSchema, configurations: configurations)
        self.migrationPlan = migrationPlan
    }
}
