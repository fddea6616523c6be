import Foundation

/// `GraphicsContext.Shading.tiledImage`: an image repeated from an origin, clipped to the path
/// it fills. Tiles are laid out as image views in the canvas's frame.
struct TiledImagePaint {
    let image: Image
    /// The origin of the tiling in canvas space.
    let origin: CGPoint
    /// The part of the image each tile shows, in unit coordinates.
    let sourceRect: CGRect
    /// Tile size over the image's size in points.
    let scale: CGFloat

    /// More tiles than this over one path draw the image once over the path's bounds instead
    /// (a guard against a tiny tile over a large area; 4096 tiles is a 64×64 grid).
    static let maximumTiles = 4096

    func view(filling area: Path, eoFill: Bool, canvas size: CGSize) -> AnyView {
        let bounds = area.boundingRect
        guard !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return AnyView(EmptyView()) }
        let unit = sourceRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        var tiles: [CGRect] = []
        if case .bitmap(let bitmap) = image.source, !unit.isEmpty, scale > 0, scale.isFinite {
            let tile = CGSize(width: bitmap.pointSize.width * unit.width * scale, height: bitmap.pointSize.height * unit.height * scale)
            if tile.width > 0, tile.height > 0 {
                let firstColumn = floor((bounds.minX - origin.x) / tile.width), lastColumn = ceil((bounds.maxX - origin.x) / tile.width)
                let firstRow = floor((bounds.minY - origin.y) / tile.height), lastRow = ceil((bounds.maxY - origin.y) / tile.height)
                if (lastColumn - firstColumn) * (lastRow - firstRow) <= CGFloat(Self.maximumTiles) {
                    var row = firstRow
                    while row < lastRow {
                        var column = firstColumn
                        while column < lastColumn {
                            tiles.append(CGRect(x: origin.x + column * tile.width, y: origin.y + row * tile.height, width: tile.width, height: tile.height))
                            column += 1
                        }
                        row += 1
                    }
                }
            }
        }
        if tiles.isEmpty { tiles = [bounds] }
        // Each tile shows `unit` of the image: the whole image is drawn at tile / unit size,
        // shifted so the unit rectangle lands on the tile, and clipped to the tile.
        let content = ZStack(alignment: .topLeading) {
            ForEach(Array(tiles.enumerated()), id: \.offset) { _, tile in
                let full = CGSize(width: tile.width / max(unit.width, .leastNonzeroMagnitude), height: tile.height / max(unit.height, .leastNonzeroMagnitude))
                image.resizable()
                    .frame(width: full.width, height: full.height)
                    .offset(x: -unit.minX * full.width, y: -unit.minY * full.height)
                    .frame(width: tile.width, height: tile.height, alignment: .topLeading)
                    .clipped()
                    .offset(x: tile.minX, y: tile.minY)
            }
        }
        return AnyView(content
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .clipShape(CanvasPathShape(path: area), style: FillStyle(eoFill: eoFill)))
    }
}
