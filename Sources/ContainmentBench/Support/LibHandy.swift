import CGtk
import Glibc

/// libhandy 1, loaded at run time with `dlopen`, so that nothing in the package links it: the
/// library, the demo and `swift build --build-tests` never need `libhandy-1-dev`. Only the few
/// `HdyFlap` calls the frame-cost comparison makes are looked up.
@MainActor
struct LibHandy {
    typealias NewWidget = @convention(c) () -> UnsafeMutablePointer<GtkWidget>?
    typealias SetWidget = @convention(c) (gpointer?, UnsafeMutablePointer<GtkWidget>?) -> Void
    typealias SetBool = @convention(c) (gpointer?, gboolean) -> Void
    typealias SetUInt = @convention(c) (gpointer?, guint) -> Void
    typealias SetEnum = @convention(c) (gpointer?, Int32) -> Void
    typealias GetDouble = @convention(c) (gpointer?) -> gdouble

    let flapNew: NewWidget
    let setContent: SetWidget
    let setFlap: SetWidget
    let setRevealFlap: SetBool
    let setRevealDuration: SetUInt
    let setFoldPolicy: SetEnum
    let setTransitionType: SetEnum
    let setModal: SetBool
    let revealProgress: GetDouble

    /// `HDY_FLAP_FOLD_POLICY_ALWAYS`: the flap always folds (overlays or slides) rather than sitting beside.
    static let foldPolicyAlways: Int32 = 1
    /// `HDY_FLAP_TRANSITION_TYPE_UNDER`: the content slides away to reveal the flap under it, as
    /// our drawer does.
    static let transitionUnder: Int32 = 1

    /// Loads `libhandy-1.so.0` and calls `hdy_init()`; `nil` when the library (or a symbol) is missing.
    static func load() -> LibHandy? {
        guard let handle = dlopen("libhandy-1.so.0", RTLD_NOW | RTLD_GLOBAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let pointer = dlsym(handle, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        guard let initialize = symbol("hdy_init", as: (@convention(c) () -> Void).self),
              let flapNew = symbol("hdy_flap_new", as: NewWidget.self),
              let setContent = symbol("hdy_flap_set_content", as: SetWidget.self),
              let setFlap = symbol("hdy_flap_set_flap", as: SetWidget.self),
              let setRevealFlap = symbol("hdy_flap_set_reveal_flap", as: SetBool.self),
              let setRevealDuration = symbol("hdy_flap_set_reveal_duration", as: SetUInt.self),
              let setFoldPolicy = symbol("hdy_flap_set_fold_policy", as: SetEnum.self),
              let setTransitionType = symbol("hdy_flap_set_transition_type", as: SetEnum.self),
              let setModal = symbol("hdy_flap_set_modal", as: SetBool.self),
              let revealProgress = symbol("hdy_flap_get_reveal_progress", as: GetDouble.self)
        else { return nil }
        initialize()
        return LibHandy(
            flapNew: flapNew, setContent: setContent, setFlap: setFlap, setRevealFlap: setRevealFlap,
            setRevealDuration: setRevealDuration, setFoldPolicy: setFoldPolicy, setTransitionType: setTransitionType,
            setModal: setModal, revealProgress: revealProgress)
    }
}
