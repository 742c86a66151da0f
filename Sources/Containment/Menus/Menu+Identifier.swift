extension Menu {
    /// The name of a menu, as `UIMenu.Identifier`: the standard menus of the menu bar have
    /// fixed ones (what ``MenuBuilder`` finds, inserts beside, replaces and removes); an app
    /// names its own menus as it likes (`Menu.Identifier("com.example.notes.sort")`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// An identifier with `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An identifier with `rawValue`, as `UIMenu.Identifier(_:)`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        @MainActor private static var lastUnique = 0

        /// A new identifier no other menu has.
        @MainActor static func unique() -> Identifier {
            lastUnique += 1
            return Identifier("menu.unique.\(lastUnique)")
        }

        /// The application menu (About, Settings, Quit), as `.application`.
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu, as `.file`.
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu, as `.edit`.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The View menu, as `.view`.
        public static let view = Identifier("com.apple.menu.view")
        /// The Window menu, as `.window`.
        public static let window = Identifier("com.apple.menu.window")
        /// The Help menu, as `.help`.
        public static let help = Identifier("com.apple.menu.help")
        /// The About item's section, as `.about`.
        public static let about = Identifier("com.apple.menu.about")
        /// The Settings item's section, as `.preferences`.
        public static let preferences = Identifier("com.apple.menu.preferences")
        /// The Services menu, as `.services`.
        public static let services = Identifier("com.apple.menu.services")
        /// The Hide items' section, as `.hide`.
        public static let hide = Identifier("com.apple.menu.hide")
        /// The Quit item's section, as `.quit`.
        public static let quit = Identifier("com.apple.menu.quit")
        /// The New Window item's section, as `.newScene`.
        public static let newScene = Identifier("com.apple.menu.new-scene")
        /// The Close item's section, as `.close`.
        public static let close = Identifier("com.apple.menu.close")
        /// The Print item's section, as `.print`.
        public static let print = Identifier("com.apple.menu.print")
        /// The document items' section, as `.document`.
        public static let document = Identifier("com.apple.menu.document")
        /// Undo and Redo, as `.undoRedo`.
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        /// Cut, Copy, Paste, Delete, Select All, as `.standardEdit`.
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// The Find submenu, as `.find`.
        public static let find = Identifier("com.apple.menu.find")
        /// The Replace items, as `.replace`.
        public static let replace = Identifier("com.apple.menu.replace")
        /// The Share submenu, as `.share`.
        public static let share = Identifier("com.apple.menu.share")
        /// Bold, Italic, Underline, as `.textStyle`.
        public static let textStyle = Identifier("com.apple.menu.text-style")
        /// The Spelling submenu, as `.spelling`.
        public static let spelling = Identifier("com.apple.menu.spelling")
        /// The spelling panel item, as `.spellingPanel`.
        public static let spellingPanel = Identifier("com.apple.menu.spelling-panel")
        /// The spelling options, as `.spellingOptions`.
        public static let spellingOptions = Identifier("com.apple.menu.spelling-options")
        /// The Substitutions submenu, as `.substitutions`.
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        /// The substitutions panel item, as `.substitutionsPanel`.
        public static let substitutionsPanel = Identifier("com.apple.menu.substitutions-panel")
        /// The substitution options, as `.substitutionOptions`.
        public static let substitutionOptions = Identifier("com.apple.menu.substitution-options")
        /// The Transformations submenu, as `.transformations`.
        public static let transformations = Identifier("com.apple.menu.transformations")
        /// The Speech submenu, as `.speech`.
        public static let speech = Identifier("com.apple.menu.speech")
        /// The Look Up item, as `.lookup`.
        public static let lookup = Identifier("com.apple.menu.lookup")
        /// The Learn Spelling item, as `.learn`.
        public static let learn = Identifier("com.apple.menu.learn")
        /// The Format menu, as `.format`.
        public static let format = Identifier("com.apple.menu.format")
        /// The Font submenu, as `.font`.
        public static let font = Identifier("com.apple.menu.font")
        /// Bigger and Smaller, as `.textSize`.
        public static let textSize = Identifier("com.apple.menu.text-size")
        /// The text colour items, as `.textColor`.
        public static let textColor = Identifier("com.apple.menu.text-color")
        /// Copy Style and Paste Style, as `.textStylePasteboard`.
        public static let textStylePasteboard = Identifier("com.apple.menu.text-style-pasteboard")
        /// The Text submenu, as `.text`.
        public static let text = Identifier("com.apple.menu.text")
        /// The writing direction items, as `.writingDirection`.
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        /// The alignment items, as `.alignment`.
        public static let alignment = Identifier("com.apple.menu.align")
        /// The toolbar items of the View menu, as `.toolbar`.
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        /// The sidebar item of the View menu, as `.sidebar`.
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        /// The full-screen item, as `.fullscreen`.
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        /// Minimize and Zoom, as `.minimizeAndZoom`.
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        /// Bring All to Front, as `.bringAllToFront`.
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        /// The menu bar itself, as `.root`.
        public static let root = Identifier("com.apple.menu.root")
    }
}
