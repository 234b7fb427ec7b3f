import CatapultCore

/// The core's message for a refused move or a failed call, as a sentence for players: the
/// message with a capital letter. Every screen shows errors through it, so a refusal is words on
/// the screen, never a crash.
public func sentence(_ error: Error) -> String {
    guard let error = error as? CatapultError else { return error.localizedDescription }
    switch error {
    case .IllegalMove(let message), .BadInput(let message), .NotFound(let message),
        .Storage(let message), .Cancelled(let message), .Internal(let message):
        return message.prefix(1).uppercased() + message.dropFirst()
    }
}
