import CGtk
import ContainmentTestSupport
@_spi(Testing) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

extension GtkTests {
    /// Alerts in a real window, answering real keys: Enter chooses the preferred action (from
    /// a text field too), Escape the cancel one; an action sheet from a bar button is a popover.
    @Suite @MainActor struct HostAlertTests {
        /// Where the screenshots go (kept in `CONTAINMENT_SHOTS_DIR` when set).
        private let shots: TemporaryFolder

        init() throws {
            shots = try TemporaryFolder("alerts")
        }

        /// A navigation controller whose page has an Edit bar button, in an active window.
        private func open() async throws -> (GtkHost, ViewController, BarButtonItem) {
            let page = ViewController()
            page.title = "Files"
            let item = BarButtonItem(title: "Edit") {}
            page.navigationItem.rightBarButtonItem = item
            let navigation = NavigationController(rootViewController: page)
            let host = try GtkTestStage.makeHost(
                applicationID: "org.containment.AlertTests", title: "Alerts", size: Size(width: 720, height: 480), root: navigation)
            #expect(await GtkTestStage.show(host, timeout: 10))
            try SyntheticInput.focusWindow(host.gtkWindow)
            let toplevel = cgtk_window(host.gtkWindow)
            #expect(await MainLoopPump.run(until: { gtk_window_is_active(toplevel) != 0 }))
            return (host, page, item)
        }

        private func press(_ host: GtkHost, _ keyval: Int32) async throws {
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(keyval))
            #expect(await host.settle(timeout: 10))
        }

        /// The GTK widget of `button`.
        private func widget(_ host: GtkHost, _ button: Button?) throws -> UnsafeMutablePointer<GtkWidget> {
            let button = try #require(button)
            return try #require(host.mirror.contentWidget(for: button))
        }

        private func hasClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
            gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0
        }

        @Test func anAlertAnswersEnterFromItsFieldAndEscape() async throws {
            defer { shots.remove() }
            let (host, page, _) = try await open()
            defer { host.close() }

            // A text field, Cancel, a red Delete and the preferred Rename: typing goes to the
            // field, Enter in it renames.
            var chosen: [String] = []
            let alert = AlertController(title: "Rename “Report.txt”", message: "Choose a new name, or delete the file.", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
            alert.addAction(AlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
            let rename = AlertAction(title: "Rename", style: .default) { _ in
                chosen.append("Rename \(alert.textFields?.first?.text ?? "")")
            }
            alert.addAction(rename)
            alert.preferredAction = rename
            page.present(alert, animated: true)
            #expect(await host.settle(timeout: 10))
            let field = try #require(alert.textFields?.first)
            let entry = try #require(host.mirror.contentWidget(for: field))
            #expect(gtk_widget_is_focus(entry) != 0, "the field has the keyboard")
            let delete = try widget(host, alert.button(for: alert.actions[1]))
            let renameButton = try widget(host, alert.button(for: rename))
            #expect(hasClass(delete, "destructive-action") && !hasClass(delete, "suggested-action"))
            #expect(hasClass(renameButton, "suggested-action"))
            try SyntheticInput.type(host.gtkWindow, "Summary")
            #expect(await host.settle(timeout: 10))
            try await host.screenshot(to: shots.shotPath("alert.png"))
            try await press(host, GDK_KEY_Return)
            #expect(chosen == ["Rename Summary"])
            #expect(page.presentedViewController == nil)

            // Without a field the alert itself has the keys: Escape cancels.
            let second = AlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
            second.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
            second.addAction(AlertAction(title: "Discard", style: .destructive) { chosen.append($0.title ?? "") })
            page.present(second, animated: true)
            #expect(await host.settle(timeout: 10))
            try await press(host, GDK_KEY_Escape)
            #expect(chosen == ["Rename Summary", "Cancel"])
            #expect(page.presentedViewController == nil)

            // An alert with nothing to choose gets OK, which Enter chooses.
            let third = AlertController(title: "Saved", message: "The file was saved.", preferredStyle: .alert)
            page.present(third, animated: true)
            #expect(await host.settle(timeout: 10))
            #expect(third.actions.map(\.title) == ["OK"])
            try await press(host, GDK_KEY_Escape)
            #expect(page.presentedViewController === third, "no cancel action: Escape does nothing")
            try await press(host, GDK_KEY_Return)
            #expect(page.presentedViewController == nil)
        }

        @Test func anActionSheetFromABarButtonIsAPopover() async throws {
            defer { shots.remove() }
            let (host, page, item) = try await open()
            defer { host.close() }
            var chosen: [String] = []
            func sheet() -> AlertController {
                let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                for title in ["Select All", "Sort by Name"] {
                    sheet.addAction(AlertAction(title: title, style: .default) { chosen.append($0.title ?? "") })
                }
                sheet.addAction(AlertAction(title: "Delete All", style: .destructive) { chosen.append($0.title ?? "") })
                sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
                sheet.popoverPresentationController?.barButtonItem = item
                return sheet
            }
            let first = sheet()
            page.present(first, animated: true)
            #expect(await host.settle(timeout: 10))
            #expect(first.presentationContainerView?.style == .popover)
            #expect(first.button(for: first.actions[3]) == nil, "no Cancel in a popover")
            try await host.screenshot(to: shots.shotPath("action-sheet.png"))
            let sort = try widget(host, first.button(for: first.actions[1]))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(sort))
            #expect(await host.settle(timeout: 10))
            #expect(chosen == ["Sort by Name"])
            #expect(page.presentedViewController == nil)

            page.present(sheet(), animated: true)
            #expect(await host.settle(timeout: 10))
            try await press(host, GDK_KEY_Escape)
            #expect(chosen == ["Sort by Name", "Cancel"], "Escape stands for the Cancel left out")
            #expect(page.presentedViewController == nil)
        }
    }
}
