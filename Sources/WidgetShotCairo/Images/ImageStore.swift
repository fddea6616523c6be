import CCairo
import CCodecs
import Foundation
import WidgetShotUI

/// Finds, sizes and decodes images: asset catalogs, plain folders (`name.png`, `name@2x.png`…)
/// and files. It is the layout engine's `ImageSizer` (header reads only) and the renderer's
/// decoder (PNG through cairo/libpng, JPEG through libjpeg-turbo), with decoded images cached.
///
/// ```swift
/// let images = ImageStore()
/// try images.addAssetCatalog(URL(fileURLWithPath: "Assets.xcassets"))
/// ```
public final class ImageStore: ImageSizer {
    /// Images larger than this are refused before decoding (`ImageLimits.maxPixels`).
    public static var maxPixels: Int { ImageLimits.maxPixels }
    /// Problems found while decoding a file that still decoded (a truncated JPEG), by path.
    private var decodeWarnings: [String: String] = [:]

    public private(set) var catalogs: [AssetCatalog] = []
    public private(set) var folders: [URL] = []
    private var decoded: [String: OpaquePointer] = [:]
    /// Parsed PDF/SVG files by path, and the files that failed to parse (with the error).
    private var vectors: [String: Result<VectorImage, RasterError>] = [:]
    /// Custom symbol templates by name.
    private var symbolTemplates: [String: Result<SymbolTemplate, RasterError>] = [:]
    private let lock = NSLock()

    public init() {}

    deinit {
        for (_, s) in decoded { cairo_surface_destroy(s) }
        AssetRegistry.shared.release(owner: self)
    }

    /// Adds an asset catalog (`*.xcassets`); it is also registered process-wide for
    /// `UIImage(named:)` and `UIColor(named:)` while this store lives (see `AssetRegistry`). Problems that did not stop
    /// reading it (file names pointing outside their set) are printed as warnings.
    public func addAssetCatalog(_ url: URL) throws {
        let catalog = try AssetCatalog(url: url)
        for warning in catalog.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        catalogs.append(catalog)
        AssetRegistry.shared.add(catalog, url: url, owner: self)
    }
    /// Adds a folder of loose images (also registered process-wide while this store lives, see
    /// `AssetRegistry`).
    public func addFolder(_ url: URL) {
        folders.append(url)
        AssetRegistry.shared.addFolder(url, owner: self)
    }

    /// Uses catalogs and folders already registered process-wide (not registered again).
    func adopt(catalogs: [AssetCatalog], folders: [URL]) {
        self.catalogs += catalogs
        self.folders += folders
    }

    /// The file and its scale for a source at a display scale in a colour scheme (an image
    /// set's "Dark" variant in dark mode, when it has one).
    public func locate(_ source: Image.Source, scale: CGFloat, colorScheme: ColorScheme = .light) -> (url: URL, scale: CGFloat)? {
        switch source {
        case .system, .bitmap: return nil
        case .file(let url): return (url, ImageHeaderSizer.scaleSuffix(url))
        case .named(let name):
            // `Image("../x")` never reads outside the catalogs and folders.
            guard Self.isSafeName(name) else { return nil }
            for catalog in catalogs {
                if let hit = catalog.imageFile(named: name, scale: scale, colorScheme: colorScheme) { return (hit.url, CGFloat(hit.scale)) }
            }
            // One pass over the folders (a corrupt file is found here and reported when decoded).
            for folder in folders {
                for s in [Int(Sanitize.clamp(scale, to: 16, nan: 1).rounded()), 3, 2, 1] {
                    for ext in ["png", "jpg", "jpeg"] {
                        let url = folder.appendingPathComponent(s == 1 ? "\(name).\(ext)" : "\(name)@\(s)x.\(ext)")
                        if FileManager.default.fileExists(atPath: url.path) { return (url, CGFloat(s)) }
                    }
                }
            }
            return nil
        }
    }

    public func intrinsicSize(of source: Image.Source, environment: EnvironmentValues) -> CGSize? {
        if case .bitmap(let bitmap) = source { return bitmap.pointSize }
        guard let (url, scale) = locate(source, scale: environment.displayScale, colorScheme: environment.colorScheme) else { return nil }
        if let vector = try? vector(for: url) {
            // A vector's size is in points already; a PDF in a @2x slot is half its page size.
            return CGSize(width: vector.size.width / scale, height: vector.size.height / scale)
        }
        guard let px = ImageHeaderSizer.pixelSize(of: url) else { return nil }
        return CGSize(width: px.width / scale, height: px.height / scale)
    }

    public func customSymbolWidthPerPoint(named name: String) -> CGFloat? {
        guard case .success(let template)? = symbol(named: name) else { return nil }
        return template.widthPerPoint
    }

    public func rendersAsTemplate(named name: String) -> Bool {
        catalogs.first { $0.images[name] != nil }?.renderingIntents[name] == "template"
    }

    /// Whether an image set keeps its vector data ("Preserve Vector Data").
    func preservesVectors(named name: String) -> Bool {
        catalogs.contains { $0.images[name] != nil && $0.preservesVectors.contains(name) }
    }

    /// The parsed vector image of a file, nil when the file is not a PDF or SVG (cached; a file
    /// that looks like one but does not parse throws, each time it is asked for).
    func vector(for url: URL) throws -> VectorImage? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = vectors[url.path] { return try cached.get() }
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        try? handle.close()
        guard VectorImage.format(of: head, path: url.path) != nil else { return nil }
        let result: Result<VectorImage, RasterError>
        do {
            guard let data = FileManager.default.contents(atPath: url.path) else { throw RasterError.imageNotFound(url.path) }
            result = .success(try VectorImage(data: data, path: url.path))
        } catch let error as RasterError {
            result = .failure(error)
        } catch {
            result = .failure(.imageUnreadable(path: url.path, reason: "\(error)"))
        }
        vectors[url.path] = result
        return try result.get()
    }

    /// A custom SF Symbol (`.symbolset`) of the catalogs: nil when no catalog has one of that
    /// name, a failure when its template cannot be drawn (cached).
    func symbol(named name: String) -> Result<SymbolTemplate, RasterError>? {
        lock.lock()
        if let cached = symbolTemplates[name] { lock.unlock(); return cached }
        lock.unlock()
        guard Self.isSafeName(name), let url = catalogs.lazy.compactMap({ $0.symbols[name] }).first else { return nil }
        let result: Result<SymbolTemplate, RasterError>
        do {
            guard let svg = try vector(for: url) else {
                throw RasterError.imageUnreadable(path: url.path, reason: "symbol '\(name)': the template is not an SVG file")
            }
            result = .success(try SymbolTemplate(svg: svg, name: name))
        } catch let error as RasterError {
            result = .failure(error)
        } catch {
            result = .failure(.imageUnreadable(path: url.path, reason: "\(error)"))
        }
        lock.lock()
        symbolTemplates[name] = result
        lock.unlock()
        return result
    }

    /// A vector image rasterised at its own size × `scale` (cached): what Xcode's build makes of
    /// a PDF/SVG image set without "Preserve Vector Data", which then scales as a bitmap.
    func rasterized(_ vector: VectorImage, scale: CGFloat) throws -> OpaquePointer {
        let s = Sanitize.clamp(scale, to: 16, nan: 1)
        let w = Int((vector.size.width * s).rounded(.up)), h = Int((vector.size.height * s).rounded(.up))
        try ImageLimits.check(width: w, height: h, name: vector.path)
        let key = "\(vector.path)#raster@\(s)"
        lock.lock()
        if let cached = decoded[key] { lock.unlock(); return cached }
        lock.unlock()
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RasterError.imageUnreadable(path: vector.path, reason: "\(w)×\(h) px is beyond cairo's 32,767 px a side")
        }
        let cr = cairo_create(surface)!
        if let failure = vector.draw(in: CGRect(x: 0, y: 0, width: CGFloat(w), height: CGFloat(h)), on: cr) {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            throw RasterError.imageUnreadable(path: vector.path, reason: failure)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        lock.lock()
        defer { lock.unlock() }
        if let raced = decoded[key] { cairo_surface_destroy(surface); return raced }
        decoded[key] = surface
        return surface
    }

    /// The colour of a colour set in the catalogs.
    public func color(named name: String, scheme: ColorScheme) -> RGBA? {
        for catalog in catalogs {
            if let c = catalog.colors[name] { return scheme == .dark ? (c.dark ?? c.light) : c.light }
        }
        return nil
    }

    /// A decoded ARGB32 cairo surface for a file (cached). The store keeps ownership.
    func surface(for url: URL) throws -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        if let s = decoded[url.path] { return s }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw RasterError.imageNotFound(url.path) }
        if let px = ImageHeaderSizer.pixelSize(of: url), Double(px.width) * Double(px.height) > Double(Self.maxPixels) {
            throw RasterError.imageTooLarge(path: url.path, pixels: Double(px.width) * Double(px.height) >= Double(Int.max) ? Int.max : Int(px.width) * Int(px.height))
        }
        if let size = ImageLimits.pngSize(data) { try ImageLimits.check(width: size.width, height: size.height, name: url.path) }
        let surface: OpaquePointer
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            surface = try Self.decodePNG(data, path: url.path)
        } else if data.starts(with: [0xFF, 0xD8]) {
            var warning: String?
            surface = try Self.decodeJPEG(data, path: url.path, warning: &warning)
            if let warning { decodeWarnings[url.path] = warning }
        } else {
            throw RasterError.imageUnreadable(path: url.path, reason: "not a PNG or JPEG file")
        }
        decoded[url.path] = surface
        return surface
    }

    /// What went wrong decoding a file that still decoded (a truncated JPEG), if anything.
    func decodeWarning(for url: URL) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return decodeWarnings[url.path]
    }

    /// Whether an image name stays inside its folder: no `..` component, not an absolute path.
    public static func isSafeName(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
    }

    static func decodePNG(_ data: Data, path: String) throws -> OpaquePointer {
        let surface = PNGDecoding.surface(from: data)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let surface else {
            if let surface { cairo_surface_destroy(surface) }
            // libpng read errors surface from cairo as "out of memory"; say what it means.
            let detail = status == CAIRO_STATUS_NO_MEMORY ? "corrupt or truncated PNG data" : String(cString: cairo_status_to_string(status))
            throw RasterError.imageUnreadable(path: path, reason: detail)
        }
        return surface
    }

    /// Decodes JPEG data; `warning` receives what went wrong when the data still decoded (truncated).
    static func decodeJPEG(_ data: Data, path: String, warning: inout String?) throws -> OpaquePointer {
        var rgb: UnsafeMutablePointer<UInt8>?
        var w: Int32 = 0, h: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { buf in
            ws_jpeg_decode(buf.bindMemory(to: UInt8.self).baseAddress, data.count, UInt64(Self.maxPixels), &rgb, &w, &h, &message, message.count)
        }
        guard rc >= 0, let rgb else { throw RasterError.imageUnreadable(path: path, reason: String(cString: message)) }
        if rc > 0 { warning = String(cString: message) }
        defer { free(rgb) }
        // cairo refuses sides over 32,767 px (an error surface without data).
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let dst = cairo_image_surface_get_data(surface) else {
            throw RasterError.imageUnreadable(path: path, reason: "\(w)×\(h) px is beyond cairo's 32,767 px a side")
        }
        ws_rgb_to_argb32(rgb, w, h, dst, Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// PNG decoding through cairo's libpng reader, from memory.
enum PNGDecoding {
    private final class Reader {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    static func surface(from data: Data) -> OpaquePointer? {
        let reader = Reader(data)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        return cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard r.offset + n <= r.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
            r.data.copyBytes(to: buffer, from: r.offset..<(r.offset + n))
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
    }
}
