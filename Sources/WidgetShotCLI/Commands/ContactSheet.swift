import Foundation
import WidgetShotSnapshotCore

/// A contact sheet of a gallery's first images (at most ``tileLimit``), drawn by WidgetShot
/// itself: four columns of widgets at their size in points (scale 1), each captioned with its
/// variant's label.
///
/// The tiles come from the workers: the worker that rendered a variant also scales its first
/// image down to the tile (``tile(of:size:views:)``) and sends the pixels back with its answer, so
/// the parent, which draws the sheet while the Live Activities render, decodes no PNG. (Decoding
/// and scaling the 60 PNGs in the parent was 13 % of a `--jobs 1` gallery's CPU samples, all of it
/// on the critical path of `--jobs 2`.) A variant without a tile — one whose worker sent none —
/// is read back from its PNG.
enum ContactSheet {
    /// The most images a sheet shows.
    static let tileLimit = 60
    /// Workers make tiles for the first variants of a batch: the sheet's ``tileLimit`` and a few
    /// more for variants that fail (a failed variant has no image and leaves its place to the next).
    static let tiledVariants = tileLimit + 8

    /// A variant's first image scaled to the widget's size in points at scale 1, as the sheet
    /// shows it (`Image(…).resizable().frame(…)`, the same filter as drawing the PNG there).
    static func tile(of image: RasterImage, size: CGSize, views: ViewRenderer) throws -> SheetTile? {
        guard let bitmap = BitmapImage(width: image.width, height: image.height, stride: image.stride, scale: image.scale, bytes: image.bytes) else { return nil }
        let tile = try views.render(Image(bitmap: bitmap).resizable().frame(width: size.width, height: size.height), size: size, scale: 1).image
        return SheetTile(width: tile.width, height: tile.height, stride: tile.stride, pixels: Data(tile.bytes))
    }

    static func write(results: [ItemResult], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        var tiles: [(label: String, image: Image, size: CGSize)] = []
        for result in results {
            guard let file = result.files.first, let size = result.item.device.widgetSize(for: result.item.family) else { continue }
            let image = result.tile.flatMap(\.bitmap).map { Image(bitmap: $0) }
                ?? Image(fileURL: folder.appendingPathComponent(file.name + ".png")).resizable()
            tiles.append((result.item.label, image, size))
            if tiles.count == tileLimit { break }
        }
        guard !tiles.isEmpty else { return }
        let columns = 4
        let rows = stride(from: 0, to: tiles.count, by: columns).map { Array(tiles[$0..<min($0 + columns, tiles.count)]) }
        let sheet = VStack(alignment: .leading, spacing: 16) {
            ForEach(0..<rows.count) { r in
                HStack(alignment: .top, spacing: 16) {
                    ForEach(0..<rows[r].count) { c in
                        VStack(alignment: .leading, spacing: 4) {
                            rows[r][c].image.frame(width: rows[r][c].size.width, height: rows[r][c].size.height)
                            Text(rows[r][c].label).font(.system(size: 10)).foregroundColor(.gray).lineLimit(1)
                                .frame(width: rows[r][c].size.width, alignment: .leading)
                        }
                    }
                }
            }
        }
        .padding(20)
        var width: CGFloat = 0, height: CGFloat = 40
        for row in rows {
            let rowWidth: CGFloat = row.map { $0.size.width }.reduce(0, +) + CGFloat(row.count - 1) * 16
            let rowHeight: CGFloat = (row.map { $0.size.height }.max() ?? 0) + 17
            width = max(width, rowWidth + 40)
            height += rowHeight + 16
        }
        let renderer = try ViewRenderer()
        let result = try renderer.render(ZStack(alignment: .topLeading) { Color(white: 0.93); sheet }, size: CGSize(width: width, height: height), scale: 1)
        try result.image.writePNG(to: url)
    }
}

/// A contact-sheet tile as a worker sends it back: premultiplied ARGB32 pixels at scale 1.
struct SheetTile: Codable {
    var width: Int
    var height: Int
    var stride: Int
    var pixels: Data

    /// The pixels as an image source; `nil` when the sizes do not match the pixels.
    var bitmap: BitmapImage? {
        BitmapImage(width: width, height: height, stride: stride, scale: 1, bytes: [UInt8](pixels), name: "contact-sheet tile")
    }
}
