/// A kind of file, as `UTType` of UniformTypeIdentifiers: what a ``DocumentPickerViewController``
/// offers to open. On GTK a type becomes a filter of the file chooser, by MIME type and file name
/// pattern.
public struct UTType: Sendable, Hashable, CustomStringConvertible {
    /// The type's identifier, such as `"public.plain-text"`, as `identifier`.
    public let identifier: String
    /// The MIME types of the type (`"image/*"` for any image), as `preferredMIMEType` and its
    /// tags; empty where only file names tell.
    public let mimeTypes: [String]
    /// The file name extensions of the type, most usual first, without the dot.
    public let filenameExtensions: [String]

    private init(identifier: String, mimeTypes: [String], filenameExtensions: [String]) {
        self.identifier = identifier
        self.mimeTypes = mimeTypes
        self.filenameExtensions = filenameExtensions
    }

    /// The usual extension, as `preferredFilenameExtension`.
    public var preferredFilenameExtension: String? { filenameExtensions.first }
    /// The usual MIME type, as `preferredMIMEType`.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// The identifier.
    public var description: String { identifier }

    /// Text without formatting, as `UTType.plainText`.
    public static let plainText = UTType(identifier: "public.plain-text", mimeTypes: ["text/plain"], filenameExtensions: ["txt", "text"])
    /// A PNG image, as `UTType.png`.
    public static let png = UTType(identifier: "public.png", mimeTypes: ["image/png"], filenameExtensions: ["png"])
    /// A JPEG image, as `UTType.jpeg`.
    public static let jpeg = UTType(identifier: "public.jpeg", mimeTypes: ["image/jpeg"], filenameExtensions: ["jpg", "jpeg"])
    /// Any image, as `UTType.image`.
    public static let image = UTType(identifier: "public.image", mimeTypes: ["image/*"], filenameExtensions: [])
    /// A PDF document, as `UTType.pdf`.
    public static let pdf = UTType(identifier: "com.adobe.pdf", mimeTypes: ["application/pdf"], filenameExtensions: ["pdf"])
    /// JSON text, as `UTType.json`.
    public static let json = UTType(identifier: "public.json", mimeTypes: ["application/json"], filenameExtensions: ["json"])
    /// Any file, as `UTType.data`.
    public static let data = UTType(identifier: "public.data", mimeTypes: [], filenameExtensions: [])
    /// A folder, as `UTType.folder`: a picker for it chooses folders instead of files.
    public static let folder = UTType(identifier: "public.folder", mimeTypes: ["inode/directory"], filenameExtensions: [])

    private static let known: [UTType] = [.plainText, .png, .jpeg, .pdf, .json]

    /// The type of files named with `filenameExtension` (without the dot, any case), as
    /// `UTType(filenameExtension:)`: a known type (`"txt"` is ``plainText``), else a type of its
    /// own matching that extension. `nil` for an empty extension or one with a dot, a slash or
    /// a wildcard.
    public init?(filenameExtension: String) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty, !lowered.contains(where: { "./*?[]\\".contains($0) }) else { return nil }
        if let known = Self.known.first(where: { $0.filenameExtensions.contains(lowered) }) {
            self = known
        } else {
            self.init(identifier: "dyn.\(lowered)", mimeTypes: [], filenameExtensions: [lowered])
        }
    }

    /// Whether this type accepts any file (``data``): no filter.
    @_spi(Adapter) public var matchesEveryFile: Bool { mimeTypes.isEmpty && filenameExtensions.isEmpty }

    /// The file name patterns of the type, for a file chooser's filter (`"*.png"`, both cases).
    @_spi(Adapter) public var filePatterns: [String] {
        filenameExtensions.flatMap { ext in
            let upper = ext.uppercased()
            return upper == ext ? ["*.\(ext)"] : ["*.\(ext)", "*.\(upper)"]
        }
    }
}
