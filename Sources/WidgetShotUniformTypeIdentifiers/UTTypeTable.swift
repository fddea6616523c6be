/// The system's declared types: identifier, direct parents, filename extensions and MIME types
/// (the first of each is the preferred one). From Apple's UniformTypeIdentifiers documentation
/// (https://developer.apple.com/documentation/uniformtypeidentifiers/system-declared-uniform-type-identifiers).
enum UTTypeTable {
    struct Declaration {
        let identifier: String
        let parents: [String]
        let extensions: [String]
        let mimeTypes: [String]
        let description: String
    }

    static let declarations: [Declaration] = [
        .init(identifier: "public.item", parents: [], extensions: [], mimeTypes: [], description: "item"),
        .init(identifier: "public.content", parents: [], extensions: [], mimeTypes: [], description: "content"),
        .init(identifier: "public.data", parents: ["public.item"], extensions: [], mimeTypes: ["application/octet-stream"], description: "data"),
        .init(identifier: "public.composite-content", parents: ["public.content"], extensions: [], mimeTypes: [], description: "composite content"),
        .init(identifier: "public.text", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "text"),
        .init(identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], description: "plain text document"),
        .init(identifier: "public.utf8-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: ["text/plain;charset=utf-8"], description: "Unicode (UTF-8) plain text"),
        .init(identifier: "public.utf16-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "Unicode (UTF-16) plain text"),
        .init(identifier: "public.delimited-values-text", parents: ["public.text"], extensions: [], mimeTypes: [], description: "delimited values text"),
        .init(identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv"], description: "comma-separated values"),
        .init(identifier: "public.tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"], description: "tab-separated values"),
        .init(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"], description: "rich text document"),
        .init(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], description: "HTML text"),
        .init(identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], description: "XML text"),
        .init(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON"),
        .init(identifier: "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], description: "YAML"),
        .init(identifier: "public.source-code", parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "source code"),
        .init(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"], mimeTypes: [], description: "Swift source"),
        .init(identifier: "public.log", parents: ["public.plain-text"], extensions: ["log"], mimeTypes: [], description: "log file"),
        .init(identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"], mimeTypes: [], description: "property list"),
        .init(identifier: "public.url", parents: ["public.data"], extensions: [], mimeTypes: [], description: "URL"),
        .init(identifier: "public.file-url", parents: ["public.url"], extensions: [], mimeTypes: [], description: "file URL"),
        .init(identifier: "public.image", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "image"),
        .init(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image"),
        .init(identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"], description: "JPEG image"),
        .init(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image"),
        .init(identifier: "public.heic", parents: ["public.heif-standard"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image"),
        .init(identifier: "public.heif-standard", parents: ["public.image"], extensions: ["heif"], mimeTypes: ["image/heif"], description: "HEIF image"),
        .init(identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image"),
        .init(identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"], description: "Windows bitmap image"),
        .init(identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image"),
        .init(identifier: "public.svg-image", parents: ["public.image", "public.xml"], extensions: ["svg"], mimeTypes: ["image/svg+xml"], description: "SVG image"),
        .init(identifier: "public.camera-raw-image", parents: ["public.image"], extensions: [], mimeTypes: [], description: "raw image"),
        .init(identifier: "com.apple.icns", parents: ["public.image"], extensions: ["icns"], mimeTypes: [], description: "Apple icon image"),
        .init(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document"),
        .init(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "audiovisual content"),
        .init(identifier: "public.movie", parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "movie"),
        .init(identifier: "public.video", parents: ["public.movie"], extensions: [], mimeTypes: [], description: "video"),
        .init(identifier: "public.audio", parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "audio"),
        .init(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"], description: "MP3 audio"),
        .init(identifier: "public.mpeg-4-audio", parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"], description: "MPEG-4 audio"),
        .init(identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav"], mimeTypes: ["audio/wav"], description: "Waveform audio"),
        .init(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
        .init(identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"], description: "QuickTime movie"),
        .init(identifier: "public.folder", parents: ["public.directory"], extensions: [], mimeTypes: [], description: "folder"),
        .init(identifier: "public.directory", parents: ["public.item"], extensions: [], mimeTypes: [], description: "directory"),
        .init(identifier: "com.apple.package", parents: ["public.directory"], extensions: [], mimeTypes: [], description: "package"),
        .init(identifier: "com.apple.bundle", parents: ["public.directory"], extensions: [], mimeTypes: [], description: "bundle"),
        .init(identifier: "public.archive", parents: ["public.data"], extensions: [], mimeTypes: [], description: "archive"),
        .init(identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"], description: "ZIP archive"),
        .init(identifier: "public.vcard", parents: ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"], description: "vCard"),
        .init(identifier: "public.contact", parents: ["public.item"], extensions: [], mimeTypes: [], description: "contact"),
        .init(identifier: "public.calendar-event", parents: ["public.item"], extensions: [], mimeTypes: [], description: "calendar event"),
        .init(identifier: "public.message", parents: ["public.item"], extensions: [], mimeTypes: [], description: "message"),
        .init(identifier: "com.apple.mail.email", parents: ["public.message"], extensions: ["eml"], mimeTypes: ["message/rfc822"], description: "email message"),
        .init(identifier: "public.font", parents: ["public.data"], extensions: [], mimeTypes: [], description: "font"),
        .init(identifier: "public.spreadsheet", parents: ["public.content"], extensions: [], mimeTypes: [], description: "spreadsheet"),
        .init(identifier: "public.presentation", parents: ["public.composite-content"], extensions: [], mimeTypes: [], description: "presentation"),
        .init(identifier: "public.database", parents: ["public.item"], extensions: [], mimeTypes: [], description: "database"),
        .init(identifier: "com.apple.application", parents: ["public.item"], extensions: [], mimeTypes: [], description: "application"),
        .init(identifier: "public.executable", parents: ["public.item"], extensions: [], mimeTypes: [], description: "executable"),
        .init(identifier: "public.symlink", parents: ["public.item"], extensions: [], mimeTypes: [], description: "symbolic link"),
        .init(identifier: "org.idpf.epub-container", parents: ["public.zip-archive", "public.composite-content"], extensions: ["epub"], mimeTypes: ["application/epub+zip"], description: "EPUB document"),
        .init(identifier: "com.pixar.universal-scene-description-mobile", parents: ["public.data", "public.content"], extensions: ["usdz"], mimeTypes: ["model/vnd.usdz+zip"], description: "USDZ"),
        .init(identifier: "com.apple.live-photo", parents: ["public.item"], extensions: [], mimeTypes: [], description: "Live Photo"),
    ]

    static let byIdentifier: [String: Declaration] = Dictionary(declarations.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
}
