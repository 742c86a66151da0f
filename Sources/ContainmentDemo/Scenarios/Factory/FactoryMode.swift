/// How the controller factory shows a new detail: tutorial 004's "Mode 1" and "Mode 2".
enum FactoryMode: String, CaseIterable, Sendable {
    /// `presentDetailController:`: the current detail is removed, then the new one added.
    case present = "Present"
    /// `swapCurrentControllerWith:`: one `transition(from:to:)` slides the new detail in.
    case swap = "Swap"
}
