#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

switch DemoCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .printAndExit(let text):
    StandardStreams.writeOutputLine(text)
    exit(0)
case .refuse(let message, let exitCode):
    StandardStreams.writeErrorLine(message)
    exit(exitCode)
case .launch(let launch):
    let app: DemoApp
    do {
        app = try DemoApp(launch: launch)
    } catch {
        StandardStreams.writeErrorLine("containment-demo: error: \(error)")
        exit(1)
    }
    exit(app.run())
}
