import Foundation

/// An `ImageSizer` that reads only image headers: PNG (`IHDR`) and JPEG (`SOFn`) files, and named
/// images looked up as `<name>.png`/`<name>@2x.png`/`<name>@3x.png`/`.jpg` in a list of folders.
///
/// ```swift
/// let sizer = ImageHeaderSizer(searchFolders: [URL(fileURLWithPath: "Assets")])
/// ```
public struct ImageHeaderSizer: ImageSizer {
    /// Folders searched for named images.
    public var searchFolders: [URL]
    public init(searchFolders: [URL] = []) { self.searchFolders = searchFolders }

    public func intrinsicSize(of source: Image.Source, environment: EnvironmentValues) -> CGSize? {
        switch source {
        case .system: return nil
        case .bitmap(let bitmap): return bitmap.pointSize
        case .file(let url): return Self.pixelSize(of: url).map { scaled($0, by: Self.scaleSuffix(url)) }
        case .named(let name):
            // Never outside the folders (`Image("../x")`); scales beyond 1…16 are clamped.
            guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
            let scales = [Int(Sanitize.clamp(environment.displayScale, to: 16, nan: 1).rounded()), 3, 2, 1]
            for folder in searchFolders {
                for s in scales {
                    for ext in ["png", "jpg", "jpeg"] {
                        let file = folder.appendingPathComponent(s == 1 ? "\(name).\(ext)" : "\(name)@\(s)x.\(ext)")
                        if let px = Self.pixelSize(of: file) { return scaled(px, by: CGFloat(s)) }
                    }
                }
            }
            return nil
        }
    }

    private func scaled(_ px: CGSize, by scale: CGFloat) -> CGSize { CGSize(width: px.width / scale, height: px.height / scale) }

    /// The scale of a file named `name@2x.png` or `name@3x.png` (1 otherwise).
    public static func scaleSuffix(_ url: URL) -> CGFloat {
        let base = url.deletingPathExtension().lastPathComponent
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The pixel size from a PNG or JPEG header, or `nil` if the file is missing or not an image.
    public static func pixelSize(of url: URL) -> CGSize? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 65536), head.count > 24 else { return nil }
        let b = [UInt8](head)
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            let w = b[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = b[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return CGSize(width: w, height: h)
        }
        if b.starts(with: [0xFF, 0xD8]) {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { i += 1; continue }
                let marker = b[i + 1]
                let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                    return CGSize(width: w, height: h)
                }
                i += 2 + length
            }
        }
        return nil
    }
}
