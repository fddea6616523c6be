extension UTType {
    /// `public.item`.
    public static let item = UTType(UTTypeTable.byIdentifier["public.item"]!)
    /// `public.content`.
    public static let content = UTType(UTTypeTable.byIdentifier["public.content"]!)
    /// `public.composite-content`.
    public static let compositeContent = UTType(UTTypeTable.byIdentifier["public.composite-content"]!)
    /// `public.data`.
    public static let data = UTType(UTTypeTable.byIdentifier["public.data"]!)
    /// `public.text`.
    public static let text = UTType(UTTypeTable.byIdentifier["public.text"]!)
    /// `public.plain-text`.
    public static let plainText = UTType(UTTypeTable.byIdentifier["public.plain-text"]!)
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(UTTypeTable.byIdentifier["public.utf8-plain-text"]!)
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(UTTypeTable.byIdentifier["public.utf16-plain-text"]!)
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(UTTypeTable.byIdentifier["public.delimited-values-text"]!)
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(UTTypeTable.byIdentifier["public.comma-separated-values-text"]!)
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(UTTypeTable.byIdentifier["public.tab-separated-values-text"]!)
    /// `public.rtf`.
    public static let rtf = UTType(UTTypeTable.byIdentifier["public.rtf"]!)
    /// `public.html`.
    public static let html = UTType(UTTypeTable.byIdentifier["public.html"]!)
    /// `public.xml`.
    public static let xml = UTType(UTTypeTable.byIdentifier["public.xml"]!)
    /// `public.json`.
    public static let json = UTType(UTTypeTable.byIdentifier["public.json"]!)
    /// `public.yaml`.
    public static let yaml = UTType(UTTypeTable.byIdentifier["public.yaml"]!)
    /// `public.source-code`.
    public static let sourceCode = UTType(UTTypeTable.byIdentifier["public.source-code"]!)
    /// `public.swift-source`.
    public static let swiftSource = UTType(UTTypeTable.byIdentifier["public.swift-source"]!)
    /// `public.log`.
    public static let log = UTType(UTTypeTable.byIdentifier["public.log"]!)
    /// `com.apple.property-list`.
    public static let propertyList = UTType(UTTypeTable.byIdentifier["com.apple.property-list"]!)
    /// `public.url`.
    public static let url = UTType(UTTypeTable.byIdentifier["public.url"]!)
    /// `public.file-url`.
    public static let fileURL = UTType(UTTypeTable.byIdentifier["public.file-url"]!)
    /// `public.image`.
    public static let image = UTType(UTTypeTable.byIdentifier["public.image"]!)
    /// `public.png`.
    public static let png = UTType(UTTypeTable.byIdentifier["public.png"]!)
    /// `public.jpeg`.
    public static let jpeg = UTType(UTTypeTable.byIdentifier["public.jpeg"]!)
    /// `com.compuserve.gif`.
    public static let gif = UTType(UTTypeTable.byIdentifier["com.compuserve.gif"]!)
    /// `public.heic`.
    public static let heic = UTType(UTTypeTable.byIdentifier["public.heic"]!)
    /// `public.heif-standard`.
    public static let heif = UTType(UTTypeTable.byIdentifier["public.heif-standard"]!)
    /// `public.tiff`.
    public static let tiff = UTType(UTTypeTable.byIdentifier["public.tiff"]!)
    /// `com.microsoft.bmp`.
    public static let bmp = UTType(UTTypeTable.byIdentifier["com.microsoft.bmp"]!)
    /// `org.webmproject.webp`.
    public static let webP = UTType(UTTypeTable.byIdentifier["org.webmproject.webp"]!)
    /// `public.svg-image`.
    public static let svg = UTType(UTTypeTable.byIdentifier["public.svg-image"]!)
    /// `public.camera-raw-image`.
    public static let rawImage = UTType(UTTypeTable.byIdentifier["public.camera-raw-image"]!)
    /// `com.apple.icns`.
    public static let icns = UTType(UTTypeTable.byIdentifier["com.apple.icns"]!)
    /// `com.adobe.pdf`.
    public static let pdf = UTType(UTTypeTable.byIdentifier["com.adobe.pdf"]!)
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(UTTypeTable.byIdentifier["public.audiovisual-content"]!)
    /// `public.movie`.
    public static let movie = UTType(UTTypeTable.byIdentifier["public.movie"]!)
    /// `public.video`.
    public static let video = UTType(UTTypeTable.byIdentifier["public.video"]!)
    /// `public.audio`.
    public static let audio = UTType(UTTypeTable.byIdentifier["public.audio"]!)
    /// `public.mp3`.
    public static let mp3 = UTType(UTTypeTable.byIdentifier["public.mp3"]!)
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(UTTypeTable.byIdentifier["public.mpeg-4-audio"]!)
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType(UTTypeTable.byIdentifier["com.microsoft.waveform-audio"]!)
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(UTTypeTable.byIdentifier["public.mpeg-4"]!)
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(UTTypeTable.byIdentifier["com.apple.quicktime-movie"]!)
    /// `public.folder`.
    public static let folder = UTType(UTTypeTable.byIdentifier["public.folder"]!)
    /// `public.directory`.
    public static let directory = UTType(UTTypeTable.byIdentifier["public.directory"]!)
    /// `com.apple.package`.
    public static let package = UTType(UTTypeTable.byIdentifier["com.apple.package"]!)
    /// `com.apple.bundle`.
    public static let bundle = UTType(UTTypeTable.byIdentifier["com.apple.bundle"]!)
    /// `public.archive`.
    public static let archive = UTType(UTTypeTable.byIdentifier["public.archive"]!)
    /// `public.zip-archive`.
    public static let zip = UTType(UTTypeTable.byIdentifier["public.zip-archive"]!)
    /// `public.vcard`.
    public static let vCard = UTType(UTTypeTable.byIdentifier["public.vcard"]!)
    /// `public.contact`.
    public static let contact = UTType(UTTypeTable.byIdentifier["public.contact"]!)
    /// `public.calendar-event`.
    public static let calendarEvent = UTType(UTTypeTable.byIdentifier["public.calendar-event"]!)
    /// `public.message`.
    public static let message = UTType(UTTypeTable.byIdentifier["public.message"]!)
    /// `com.apple.mail.email`.
    public static let emailMessage = UTType(UTTypeTable.byIdentifier["com.apple.mail.email"]!)
    /// `public.font`.
    public static let font = UTType(UTTypeTable.byIdentifier["public.font"]!)
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType(UTTypeTable.byIdentifier["public.spreadsheet"]!)
    /// `public.presentation`.
    public static let presentation = UTType(UTTypeTable.byIdentifier["public.presentation"]!)
    /// `public.database`.
    public static let database = UTType(UTTypeTable.byIdentifier["public.database"]!)
    /// `com.apple.application`.
    public static let application = UTType(UTTypeTable.byIdentifier["com.apple.application"]!)
    /// `public.executable`.
    public static let executable = UTType(UTTypeTable.byIdentifier["public.executable"]!)
    /// `public.symlink`.
    public static let symbolicLink = UTType(UTTypeTable.byIdentifier["public.symlink"]!)
    /// `org.idpf.epub-container`.
    public static let epub = UTType(UTTypeTable.byIdentifier["org.idpf.epub-container"]!)
    /// `com.pixar.universal-scene-description-mobile`.
    public static let usdz = UTType(UTTypeTable.byIdentifier["com.pixar.universal-scene-description-mobile"]!)
    /// `com.apple.live-photo`.
    public static let livePhoto = UTType(UTTypeTable.byIdentifier["com.apple.live-photo"]!)
}
