/// Told when the user moves a sheet to another detent, as `UISheetPresentationControllerDelegate`.
/// Set it as the sheet's ``PresentationController/delegate``; it also hears the
/// ``AdaptivePresentationControllerDelegate`` calls.
@MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called when code sets
    /// ``SheetPresentationController/selectedDetentIdentifier``), as
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`. Default: nothing.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}
