import Foundation

/// What MapKit's GeoJSON decoder returns — MapKit's `MKGeoJSONObject` (iOS 13): features and the
/// shapes their geometries decode to.
public protocol MKGeoJSONObject: NSObjectProtocol {}

/// A GeoJSON `Feature` — MapKit's `MKGeoJSONFeature`: its identifier, its `properties` object as
/// JSON data (for a `JSONDecoder`), and its geometry as MapKit shapes.
open class MKGeoJSONFeature: NSObject, MKGeoJSONObject, @unchecked Sendable {
    /// The feature's `id` (a number is given as its decimal text); nil when absent.
    open private(set) var identifier: String?
    /// The feature's `properties` re-encoded as JSON; nil when absent or `null`.
    open private(set) var properties: Data?
    /// The shapes of the feature's geometry (a `GeometryCollection` gives several; `null` none).
    open private(set) var geometry: [MKShape & MKGeoJSONObject] = []

    init(identifier: String?, properties: Data?, geometry: [MKShape & MKGeoJSONObject]) {
        self.identifier = identifier
        self.properties = properties
        self.geometry = geometry
        super.init()
    }
}

/// Decodes GeoJSON (RFC 7946) into MapKit types — MapKit's `MKGeoJSONDecoder` (iOS 13).
///
/// A `FeatureCollection` gives its features, a `Feature` itself, a geometry its shapes: `Point`
/// → `MKPointAnnotation`, `MultiPoint` → `MKMultiPoint`, `LineString` → `MKPolyline`,
/// `MultiLineString` → `MKMultiPolyline`, `Polygon` → `MKPolygon` (inner rings become its
/// `interiorPolygons`), `MultiPolygon` → `MKMultiPolygon`, `GeometryCollection` → its members'
/// shapes. Positions are `[longitude, latitude, altitude?]`. Malformed input throws
/// `MKError(.decodingFailed)` naming what was wrong.
open class MKGeoJSONDecoder: NSObject, @unchecked Sendable {
    /// A decoder.
    public override init() { super.init() }

    /// Decodes GeoJSON data into features and shapes.
    open func decode(_ data: Data) throws -> [MKGeoJSONObject] {
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            throw MKError(.decodingFailed, reason: "the data is not JSON: \(error.localizedDescription)")
        }
        guard let object = json as? [String: Any] else { throw MKError(.decodingFailed, reason: "a GeoJSON text is an object") }
        switch object["type"] as? String {
        case "FeatureCollection":
            guard let features = object["features"] as? [Any] else { throw MKError(.decodingFailed, reason: "a FeatureCollection has no \"features\" array") }
            return try features.map { try feature($0) }
        case "Feature":
            return [try feature(object)]
        default:
            return try shapes(object)
        }
    }

    private func feature(_ value: Any) throws -> MKGeoJSONFeature {
        guard let object = value as? [String: Any], object["type"] as? String == "Feature" else {
            throw MKError(.decodingFailed, reason: "a member of \"features\" is not a Feature")
        }
        let identifier: String? = switch object["id"] {
        case let text as String: text
        case let number as Int: String(number)
        case let number as NSNumber: number.stringValue
        default: nil
        }
        var properties: Data?
        if let value = object["properties"], !(value is NSNull) {
            properties = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        }
        var geometry: [MKShape & MKGeoJSONObject] = []
        if let value = object["geometry"], !(value is NSNull) {
            guard let shape = value as? [String: Any] else { throw MKError(.decodingFailed, reason: "a Feature's \"geometry\" is not an object") }
            geometry = try shapes(shape)
        }
        return MKGeoJSONFeature(identifier: identifier, properties: properties, geometry: geometry)
    }

    private func shapes(_ object: [String: Any]) throws -> [MKShape & MKGeoJSONObject] {
        let type = object["type"] as? String ?? "(no type)"
        if type == "GeometryCollection" {
            guard let members = object["geometries"] as? [[String: Any]] else {
                throw MKError(.decodingFailed, reason: "a GeometryCollection has no \"geometries\" array")
            }
            return try members.flatMap { try shapes($0) }
        }
        let coordinates = object["coordinates"]
        switch type {
        case "Point":
            return [MKPointAnnotation(coordinate: try position(coordinates))]
        case "MultiPoint":
            return [MKMultiPoint(mapPoints: try positions(coordinates).map(MKMapPoint.init))]
        case "LineString":
            return [polyline(try positions(coordinates))]
        case "MultiLineString":
            return [MKMultiPolyline(try list(coordinates).map { polyline(try positions($0)) })]
        case "Polygon":
            return [try polygon(coordinates)]
        case "MultiPolygon":
            return [MKMultiPolygon(try list(coordinates).map { try polygon($0) })]
        default:
            throw MKError(.decodingFailed, reason: "\"\(type)\" is not a GeoJSON type")
        }
    }

    private func list(_ value: Any?) throws -> [Any] {
        guard let array = value as? [Any] else { throw MKError(.decodingFailed, reason: "\"coordinates\" is not an array of the geometry's shape") }
        return array
    }

    private func position(_ value: Any?) throws -> CLLocationCoordinate2D {
        // Foundation on Linux gives JSON numbers as NSNumber or as Swift Int/Double values.
        let numbers = (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
        guard numbers.count >= 2, numbers.count == (value as? [Any])?.count else {
            throw MKError(.decodingFailed, reason: "a position is not [longitude, latitude]")
        }
        return CLLocationCoordinate2D(latitude: numbers[1], longitude: numbers[0])
    }

    private func positions(_ value: Any?) throws -> [CLLocationCoordinate2D] { try list(value).map { try position($0) } }

    private func polyline(_ coordinates: [CLLocationCoordinate2D]) -> MKPolyline {
        MKPolyline(coordinates: coordinates, count: coordinates.count)
    }

    private func polygon(_ value: Any?) throws -> MKPolygon {
        let rings = try list(value).map { try positions($0) }
        guard let outer = rings.first else { throw MKError(.decodingFailed, reason: "a Polygon has no ring") }
        let holes = rings.dropFirst().map { MKPolygon(coordinates: $0, count: $0.count) }
        return MKPolygon(coordinates: outer, count: outer.count, interiorPolygons: holes.isEmpty ? nil : Array(holes))
    }
}
