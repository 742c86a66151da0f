import Foundation

switch DemoCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .printAndExit(let text):
    StandardStreams.writeOutputLine(text)
    exit(0)
case .refuse(let message, let exitCode):
    StandardStreams.writeErrorLine(message)
    exit(exitCode)
case .launch:
    StandardStreams.writeErrorLine("containment-demo: error: no GTK host in this build yet")
    exit(1)
}
