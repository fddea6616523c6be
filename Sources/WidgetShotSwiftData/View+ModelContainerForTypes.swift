import Foundation
import WidgetShotUI

extension View {
    /// Creates a container for `modelTypes` and uses its main context for `@Query` and
    /// `\.modelContext` in this view — SwiftUI's `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`,
    /// as widgets write `.modelContainer(for: [Item.self])`.
    /// https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)
    ///
    /// Defaults as Apple's (`inMemory: false`, autosave on, undo off). The container uses the
    /// default configuration's store, the one `ModelContainer(for: Item.self)` elsewhere in the
    /// process sees; `onSetup` gets the container (or the error) before the view is drawn.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let result = Result { try ModelContainer(for: Schema(modelTypes), configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory)) }
        onSetup(result)
        return ModelContainerForTypesView(content: self, container: try? result.get())
    }

    /// The one-type form: `.modelContainer(for: Item.self)` (see `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`
    /// with an array). https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
}

/// The content with the container's main context in its environment (unchanged when the
/// container could not be created, as SwiftUI reports the error to `onSetup` only).
struct ModelContainerForTypesView<Content: View>: View {
    let content: Content
    let container: ModelContainer?
    var body: some View {
        if let container { content.modelContainer(container) } else { content }
    }
}
