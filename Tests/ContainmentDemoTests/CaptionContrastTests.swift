import Containment
import Testing
@testable import ContainmentDemo

/// Captions are drawn in whichever of black and white reads better on the screen's colour.
@MainActor @Suite struct CaptionContrastTests {
    @Test func brightScreensGetDarkCaptionsAndDarkScreensLightOnes() {
        #expect(Color.green.prefersDarkText, "white on pure green hardly shows (the Green row)")
        #expect(DemoPalette.tabTwo.prefersDarkText)
        #expect(DemoPalette.detail.prefersDarkText)
        #expect(!Color.red.prefersDarkText)
        #expect(!DemoPalette.tabOne.prefersDarkText)
        #expect(!DemoPalette.leftDrawer.prefersDarkText)
        #expect(!DemoPalette.rightDrawer.prefersDarkText)
    }

    @Test func theGreenRowsCaptionIsBlack() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.green)
        #expect(stage.catalog.green.captionLabel?.textColor == .black)
        stage.select(.red)
        #expect(stage.catalog.red.captionLabel?.textColor == .white)
    }
}
