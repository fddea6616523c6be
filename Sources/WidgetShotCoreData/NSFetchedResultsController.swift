import Foundation

// Core Data's fetched results controller (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller):
// the results of a fetch, in sections, kept up to date. `performFetch()` runs the fetch; when
// the context saves, the results are fetched again and the delegate told what was inserted and
// deleted. `ResultType` is unconstrained for the reason `NSFetchRequest`'s is: delegate methods
// name `NSFetchedResultsController<NSFetchRequestResult>`, which a Swift protocol existential
// cannot satisfy as a constraint.

/// One section of a fetched results controller's results.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name (the section key path's value).
    var name: String { get }
    /// Its index title.
    var indexTitle: String? { get }
    /// How many objects it holds.
    var numberOfObjects: Int { get }
    /// Its objects.
    var objects: [Any]? { get }
}

/// How a result changed (Apple's raw values).
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1, delete = 2, move = 3, update = 4
}

/// Told when a fetched results controller's results change. Every method is optional, as in Core Data.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    /// The results are about to change.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    /// An object changed.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// A section changed.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    /// The results changed.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    /// The index title of a section (the name's first letter, capitalised, by default).
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                           for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }
}

/// The results of a fetch in sections, updated when the context saves — Core Data's
/// `NSFetchedResultsController`.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    /// The fetch.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context it runs in.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path naming each object's section (nil: one section).
    public let sectionNameKeyPath: String?
    /// The cache's name (no cache is kept in memory).
    public let cacheName: String?
    /// Told when the results change.
    open weak var delegate: NSFetchedResultsControllerDelegate?
    /// The results (nil before `performFetch()`).
    open private(set) var fetchedObjects: [ResultType]?
    private var observer: NSObjectProtocol?

    /// A controller of `fetchRequest`'s results in `context`, in sections by `sectionNameKeyPath`.
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        super.init()
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Runs the fetch and starts following the context's saves.
    open func performFetch() throws {
        fetchedObjects = try managedObjectContext.fetch(fetchRequest)
        if observer == nil {
            observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: managedObjectContext,
                                                              queue: nil) { [weak self] _ in self?.contextChanged() }
        }
    }

    /// Deletes the cache named `name` (none is kept).
    open class func deleteCache(withName name: String?) {}

    /// The results in sections.
    open var sections: [NSFetchedResultsSectionInfo]? {
        guard let objects = fetchedObjects else { return nil }
        guard let keyPath = sectionNameKeyPath else { return [FetchedSection(name: "", objects: objects)] }
        var order: [String] = []
        var groups: [String: [Any]] = [:]
        for object in objects {
            let name = Self.sectionName(of: object, keyPath: keyPath)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(object)
        }
        return order.map { FetchedSection(name: $0, objects: groups[$0]!) }
    }

    /// The section index titles.
    open var sectionIndexTitles: [String] { sections?.compactMap { $0.name.first.map { String($0).uppercased() } } ?? [] }

    /// The object at `indexPath` (section, item).
    open func object(at indexPath: IndexPath) -> ResultType {
        // (section, item): UIKit's `section` and `item` are the path's two indexes.
        guard indexPath.count == 2, let sections, indexPath[0] < sections.count,
              let objects = sections[indexPath[0]].objects, indexPath[1] < objects.count, let object = objects[indexPath[1]] as? ResultType else {
            fatalError("NSFetchedResultsController: no object at \(indexPath) (perform the fetch first)")
        }
        return object
    }

    /// The index path of `object`, or nil when it is not among the results.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let sections else { return nil }
        for (s, section) in sections.enumerated() {
            if let i = section.objects?.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) { return IndexPath(indexes: [s, i]) }
        }
        return nil
    }

    /// The value at `keyPath` (dot-separated keys) of a managed object, as text.
    static func sectionName(of object: Any, keyPath: String) -> String {
        var value: Any? = object
        for key in keyPath.split(separator: ".") { value = (value as? NSManagedObject)?.value(forKey: String(key)) }
        return value.map { "\($0)" } ?? ""
    }

    private func contextChanged() {
        let before = fetchedObjects ?? []
        guard let after = try? managedObjectContext.fetch(fetchRequest) else { return }
        let ids = { (list: [ResultType]) in list.map { ObjectIdentifier($0 as AnyObject) } }
        guard ids(before) != ids(after) else { return }
        let erased = NSFetchedResultsController<NSFetchRequestResult>(erasing: self)
        delegate?.controllerWillChangeContent(erased)
        let afterIDs = Set(ids(after)), beforeIDs = Set(ids(before))
        for (i, object) in before.enumerated() where !afterIDs.contains(ObjectIdentifier(object as AnyObject)) {
            delegate?.controller(erased, didChange: object, at: IndexPath(indexes: [0, i]), for: .delete, newIndexPath: nil)
        }
        fetchedObjects = after
        erased.fetchedObjects = after.compactMap { $0 as? NSFetchRequestResult }
        for (i, object) in after.enumerated() where !beforeIDs.contains(ObjectIdentifier(object as AnyObject)) {
            delegate?.controller(erased, didChange: object, at: nil, for: .insert, newIndexPath: IndexPath(indexes: [0, i]))
        }
        delegate?.controllerDidChangeContent(erased)
    }
}

extension NSFetchedResultsController where ResultType == NSFetchRequestResult {
    /// The controller a delegate receives: `other`'s request, context and results, typed as Core Data types them.
    convenience init<Other>(erasing other: NSFetchedResultsController<Other>) {
        let request = NSFetchRequest<NSFetchRequestResult>()
        request.entityName = other.fetchRequest.entityName
        request.predicate = other.fetchRequest.predicate
        request.sortDescriptors = other.fetchRequest.sortDescriptors
        self.init(fetchRequest: request, managedObjectContext: other.managedObjectContext,
                  sectionNameKeyPath: other.sectionNameKeyPath, cacheName: other.cacheName)
        fetchedObjects = other.fetchedObjects?.compactMap { $0 as? NSFetchRequestResult }
    }
}

/// A section of fetched results.
struct FetchedSection: NSFetchedResultsSectionInfo {
    let name: String
    var indexTitle: String? { name.first.map { String($0).uppercased() } }
    let objectList: [Any]
    var numberOfObjects: Int { objectList.count }
    var objects: [Any]? { objectList }
    init(name: String, objects: [Any]) {
        self.name = name
        objectList = objects
    }
}
