import CGtk
import Containment
@_spi(Testing) import ContainmentGtk

/// Part 6: the slide of part 2 with real content. Every page holds a 200-row scrolled list, a
/// multi-line text view and a 256 × 256 image (``ContentPageLayout``): ours through
/// `TableView`, `TextView` and `ImageView`, GTK's through `GtkListBox`, `GtkTextView` and
/// `GtkImage`. Ours (a drawer revealing a content page under a content page), a `GtkStack`
/// sliding between two content pages and a libhandy `HdyFlap` revealing one under another slide
/// open and closed, interleaved; CPU per animated frame and frames delivered, and ours as a
/// ratio to each. Then an interactive pop of a content page, driven frame by frame as a finger
/// would, and finished, beside our content slide: its pages are drawn from pictures too.
@MainActor
struct RealContentBenchmark {
    /// Measured slides per implementation (each run slides open, then closed).
    let runs: Int
    /// Which of stack and flap to compare ours with.
    var subjectNames: Set<String> = ["ours", "stack", "flap"]

    func run(into table: inout ResultTable) throws {
        guard let image = BenchContentPageController.makeImage(), let picture = BenchContentPageController.makePicture() else {
            throw BenchError.unavailable("gdk-pixbuf could not make the pages' picture")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(picture)) }
        let size = FrameCostBenchmark.windowSize
        let drawerWidth = FrameDeliveryBenchmark.drawerWidth
        let duration = FrameDeliveryBenchmark.slideDuration
        let drawer = DrawerController(
            center: BenchContentPageController("Center", image: image), left: BenchContentPageController("Drawer", image: image))
        drawer.maximumLeftDrawerWidth = drawerWidth
        drawer.animationVelocity = drawerWidth / duration
        let ours = try DrawerSlide(name: "Containment DrawerController, content pages", drawer: drawer, size: size, x: 0)
        var subjects: [SlideSubject] = [ours]
        if subjectNames.contains("stack") {
            subjects.append(StackSlide(
                name: "GtkStack slide, content pages",
                pages: [NativeContentPage.make(size: size, picture: picture), NativeContentPage.make(size: size, picture: picture)],
                size: size, x: 620, duration: duration))
        }
        if !subjectNames.contains("flap") {
        } else if let handy = LibHandy.load() {
            subjects.append(try FlapSlide(
                name: "libhandy HdyFlap, content pages", handy: handy,
                content: NativeContentPage.make(size: size, picture: picture),
                flapPage: NativeContentPage.make(size: Size(width: drawerWidth, height: size.height), picture: picture),
                size: size, x: 1240, drawerWidth: drawerWidth, duration: duration))
        } else {
            table.notes.append("libhandy-1 (libhandy-1.so.0) is not installed: no HdyFlap comparison with content")
        }
        // Below the others, so that no window covers another.
        let floor = subjectNames.contains("floor")
            ? PictureSlideFloor(size: size, x: 0, y: Int32(size.height) + 60, drawerWidth: drawerWidth, duration: duration) : nil
        if let floor { subjects.append(floor) }
        defer { for subject in subjects { subject.close() } }
        for subject in subjects { Pump.until(timeout: 5) { gtk_widget_get_mapped(subject.toplevel) != 0 } }
        Pump.frames(3, of: ours.host.rootCanvas)

        let recorders = subjects.map { subject in FrameRecorder(toplevel: subject.toplevel) { subject.isAnimating } }
        defer { for recorder in recorders { recorder.stop() } }
        let totals = FrameCostBenchmark.compare(subjects, recorders: recorders, runs: runs)

        for (index, subject) in subjects.enumerated() {
            let sample = totals[index]
            table.add(
                "6 content", "\(subject.name): CPU per animated frame",
                "\(Format.fixed(sample.cpuPerFrame * 1000, 3)) ms (\(sample.delivered) frames, \(Format.fixed(sample.deliveryRatio * 100, 1)) % delivered)")
        }
        Self.addDelivery(totals[0], named: "our content slide", to: &table)
        let limits = ["GtkStack": 0.75, "HdyFlap": 0.5]
        for index in subjects.indices.dropFirst() where subjects[index] !== floor {
            let ratio = Statistics.ratio(totals[0].cpuPerFrame, totals[index].cpuPerFrame)
            let limit = subjects[index].name.contains("GtkStack") ? limits["GtkStack"]! : limits["HdyFlap"]!
            table.add(
                "6 content", "ours / \(subjects[index].name): CPU per animated frame", Format.ratio(ratio),
                target: "≤ \(Format.fixed(limit, 2))×", met: ratio <= limit)
        }
        // What no slide drawn from pictures can go under, beside what ours and HdyFlap take.
        if let floorIndex = subjects.firstIndex(where: { $0 === floor }) {
            let floorCost = totals[floorIndex].cpuPerFrame
            table.add("6 content", "ours / the floor: CPU per animated frame", Format.ratio(Statistics.ratio(totals[0].cpuPerFrame, floorCost)))
            if let flapIndex = subjects.firstIndex(where: { $0 is FlapSlide }) {
                table.add(
                    "6 content", "the floor / libhandy HdyFlap, content pages: CPU per animated frame",
                    Format.ratio(Statistics.ratio(floorCost, totals[flapIndex].cpuPerFrame)))
            }
        }
        // Dragged pages are drawn from pictures as sliding ones are: the pop costs about a slide.
        let pop = try interactivePop(image: image)
        Self.addDelivery(pop, named: "interactive content pop (0.3 s drag, then finished)", to: &table)
        let popRatio = Statistics.ratio(pop.cpuPerFrame, totals[0].cpuPerFrame)
        table.add(
            "6 content", "interactive content pop / our content slide: CPU per frame",
            "\(Format.ratio(popRatio)) (\(Format.fixed(pop.cpuPerFrame * 1000, 3)) ms against \(Format.fixed(totals[0].cpuPerFrame * 1000, 3)) ms, \(Format.fixed(pop.deliveryRatio * 100, 1)) % of frames)",
            target: "interactive content pop ≤ 1.5× a content slide's CPU per frame, 100 % of frames",
            met: popRatio <= 1.5 && pop.completed && pop.delivered >= pop.offered)
    }

    /// The delivery rows (every offered frame, no gap over 1.5 frames) and the CPU per frame of `sample`.
    static func addDelivery(_ sample: AnimationSample, named name: String, to table: inout ResultTable) {
        table.add(
            "6 content", "\(name): delivered / offered, CPU per frame",
            "\(sample.delivered) / \(sample.offered) = \(Format.fixed(sample.deliveryRatio * 100, 1)) %, \(Format.fixed(sample.cpuPerFrame * 1000, 3)) ms\(sample.completed ? "" : " (timed out)")",
            target: "100 %", met: sample.completed && sample.delivered >= sample.offered)
        table.add(
            "6 content", "\(name): longest gap", "\(Format.fixed(sample.longestGap, 2)) frames",
            target: "≤ 1.5 frames", met: sample.completed && sample.longestGap <= 1.5)
    }

    /// A navigation controller with a content page pushed on a content page, in a window the size
    /// of the content slide's it is compared with; each run drives an
    /// interactive pop from a tick callback (the progress a finger would give: 18 frames to 60 %),
    /// then finishes it, and pushes a fresh page back unmeasured, left to rest before the next
    /// pop as a user's page is (``BenchHost/rest(_:quiet:timeout:)``).
    private func interactivePop(image: Image) throws -> AnimationSample {
        let navigation = NavigationController(rootViewController: BenchContentPageController("Root", image: image))
        let host = try BenchHost.make(title: "Interactive pop", size: FrameCostBenchmark.windowSize, root: navigation)
        defer { BenchHost.close(host) }
        var pages = 0
        func push() {
            pages += 1
            navigation.pushViewController(BenchContentPageController("Page \(pages)", image: image), animated: false)
            BenchHost.settle(host)
            // The slides it is compared with start from a window at rest, and so does the pop:
            // GTK's own transitions of the new page end first.
            BenchHost.rest(host)
        }
        push()
        var dragging = false
        let recorder = FrameRecorder(toplevel: host.gtkWindow) { dragging || host.clock.isActive }
        defer { recorder.stop() }
        var total = AnimationSample.total
        for _ in 0..<runs {
            var frame = 0
            var tick: TickCallback?
            total.accumulate(recorder.measure {
                guard navigation.beginInteractivePop() else { return }
                dragging = true
                tick = TickCallback.add(to: host.gtkWindow) { _ in
                    frame += 1
                    navigation.updateInteractivePop(progress: Double(frame) / 30)
                    guard frame >= 18 else { return .continue }
                    dragging = false
                    navigation.finishInteractivePop()
                    return .remove
                }
            })
            tick?.remove()
            BenchHost.settle(host)
            push()
        }
        return total
    }
}
