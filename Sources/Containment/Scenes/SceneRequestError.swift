/// Why a scene request was refused, as `UISceneError` (``SceneError`` is the scene-file
/// parser's): handed to the request's `errorHandler`.
public struct SceneRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of refusal, as `UISceneError.Code`.
    public enum Code: Sendable, Equatable {
        /// A new scene was asked for but the app shows one at a time
        /// (``Application/supportsMultipleScenes`` is `false`), as `.multipleScenesNotSupported`.
        case multipleScenesNotSupported
        /// The request names a session that is not open, as `.requestDenied`.
        case requestDenied
    }

    /// The kind of refusal.
    public let code: Code
    /// What was refused, in a sentence.
    public let message: String

    /// The message.
    public var description: String { message }
}
