import Foundation

// SwiftUI's collection edits by offset, which lists' move and delete actions pass (`IndexSet`
// offsets from `onMove`/`onDelete`). SwiftUI declares them on the standard library's protocols
// (precise identifiers `s:SM7SwiftUIE4move11fromOffsets8toOffsety10Foundation8IndexSetV_SitF` and
// `s:Sm7SwiftUIE6remove9atOffsetsy10Foundation8IndexSetV_tF`), so app models that import SwiftUI
// call them on plain arrays.

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering: of the elements not in `source`, those before `destination` move
    /// toward the beginning to make room, those at or after it toward the end (SwiftUI, iOS 13).
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: The offset of the element before which the moved elements go, in `0...count`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        precondition((0...elements.count).contains(destination), "move(fromOffsets:toOffset:): destination \(destination) is outside 0...\(elements.count)")
        var before: [Element] = [], moved: [Element] = [], after: [Element] = []
        for (offset, element) in elements.enumerated() {
            if source.contains(offset) { moved.append(element) } else if offset < destination { before.append(element) } else { after.append(element) }
        }
        var index = startIndex
        for element in before + moved + after {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection {
    /// Removes all the elements at the specified offsets from the collection (SwiftUI, iOS 13).
    ///
    /// - Parameter offsets: The offsets of the elements to remove, each less than `count`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard let last = offsets.last else { return }
        precondition(offsets.first! >= 0 && last < count, "remove(atOffsets:): offset \(last) is outside 0..<\(count)")
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}
