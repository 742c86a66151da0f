/// A container's root view that tells its controller when it lays out, so the container
/// places its bars and the shown child's view.
@MainActor
final class LayoutReportingView: View {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
