import CoreData
import Foundation

// A travel journal in Core Data, as Xcode builds it: Visit and Photo are generated from
// Journal.xcdatamodeld (Codegen: Class Definition), Leg's properties too (Category/Extension:
// the class is written here), Stop is written by hand (Manual/None) with Xcode's generated
// to-many accessors; the transformable tags go through a registered ValueTransformer.

public class Leg: NSManagedObject {}

public class Stop: NSManagedObject {}

extension Stop {
    @NSManaged public var name: String?
    @NSManaged public var visits: NSSet?
}

// MARK: Generated accessors for visits
extension Stop {

    @objc(addVisitsObject:)
    @NSManaged public func addToVisits(_ value: Visit)

    @objc(removeVisitsObject:)
    @NSManaged public func removeFromVisits(_ value: Visit)

    @objc(addVisits:)
    @NSManaged public func addToVisits(_ values: NSSet)

    @objc(removeVisits:)
    @NSManaged public func removeFromVisits(_ values: NSSet)

}

/// Archives the tag list, as the model's `valueTransformerName` says.
final class TagListTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSData.self }
    override class func allowsReverseTransformation() -> Bool { true }

    override func transformedValue(_ value: Any?) -> Any? {
        guard let tags = value as? [String] else { return nil }
        return try? JSONEncoder().encode(tags)
    }

    override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data else { return nil }
        return try? JSONDecoder().decode([String].self, from: data)
    }
}

enum Journal {
    /// "journal: Lisbon ★4 · 2 photos · 2 legs (50 min) · 1 stop · tags sea, tram"
    static func summary() -> String {
        ValueTransformer.setValueTransformer(TagListTransformer(), forName: NSValueTransformerName("TagListTransformer"))
        let context = NSPersistentContainer(name: "Journal").viewContext
        let visit = Visit(context: context)
        visit.place = "Lisbon"
        visit.rating = 4
        let first = Photo(context: context), second = Photo(context: context)
        visit.addToPhotos(first)
        visit.addToPhotos(NSSet(array: [second]))
        let walk = Leg(context: context), tram = Leg(context: context)
        walk.minutes = 20
        tram.minutes = 30
        visit.addToLegs(walk)
        visit.insertIntoLegs(tram, at: 0)
        let stop = Stop(context: context)
        stop.addToVisits(visit)
        let transformer = ValueTransformer(forName: NSValueTransformerName("TagListTransformer"))
        let archived = transformer?.transformedValue(["sea", "tram"])
        let tags = transformer?.reverseTransformedValue(archived) as? [String] ?? []
        let request = Visit.fetchRequest()
        let visits = (try? context.fetch(request)) ?? []
        let minutes = (visit.legs?.array as? [Leg] ?? []).map(\.minutes).reduce(0, +)
        let firstLeg = (visit.legs?.firstObject as? Leg)?.minutes ?? 0
        return "journal: \(visits.first?.place ?? "none") ★\(visit.rating) · \(visit.photos?.count ?? 0) photos · "
            + "\(visit.legs?.count ?? 0) legs (\(minutes) min, first \(firstLeg)) · \(stop.visits?.count ?? 0) stop · tags \(tags.joined(separator: ", "))"
    }
}
