import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// The README's "Use it in your app" controller, compiled here so the README cannot drift from
/// the API.
@MainActor
final class HelloController: ViewController {
    private(set) var reloads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello"
        view.backgroundColor = .white
        let greeting = Label(text: "Hello, GTK")
        greeting.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(greeting)
        LayoutConstraint.activate([
            greeting.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            greeting.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        addKeyCommand(KeyCommand(title: "Reload", input: "r", modifierFlags: .control) { [weak self] _ in
            self?.reloads += 1
        })
    }
}

extension GtkTests {
    /// The README's lines that open a window, run as written (all but the blocking `run()`).
    @Suite @MainActor struct ReadmeAppExample {
        @Test func theReadmeLinesOpenAWindowAndTheKeyCommandAnswers() async throws {
            // As in the README:
            try GtkRuntime.initialize()
            let host = try GtkHost(applicationID: "org.example.Hello", title: "Hello", size: Size(width: 800, height: 600))
            host.window.rootViewController = NavigationController(rootViewController: HelloController())
            host.show()
            // (The README's main.swift then calls host.run().)
            defer { host.close() }
            let navigation = try #require(host.window.rootViewController as? NavigationController)
            let hello = try #require(navigation.topViewController as? HelloController)
            GtkRuntime.abortOnCriticals()
            #expect(await host.settle(timeout: 10))
            #expect(hello.appearanceState == .appeared)
            let label = try #require(hello.view.subviews.first as? Label)
            let widget = try #require(host.mirror.contentWidget(for: label))
            #expect(gtk_widget_get_mapped(widget) != 0)
            // Placed by its constraints, as wide as Pango measures its text.
            #expect(label.frame.origin == Point(x: 8, y: 20))
            #expect(label.frame.width > 40 && label.frame.height > 10)
            try SyntheticInput.focusWindow(host.gtkWindow)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_r), modifiers: GDK_CONTROL_MASK)
            #expect(await host.settle(timeout: 10))
            #expect(hello.reloads == 1)
        }
    }
}
