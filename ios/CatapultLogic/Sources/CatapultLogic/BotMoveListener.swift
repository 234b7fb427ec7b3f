import CatapultCore

/// Hears the bots' moves as they are made, for a `GameController`: the calls come on the
/// library's threads and hop to the main actor, where the board follows each move.
final class BotMoveListener: GameListener, @unchecked Sendable {
    weak var controller: GameController?

    init(controller: GameController) {
        self.controller = controller
    }

    func onChange(events: [GameEvent]) {
        Task { @MainActor [weak self] in
            self?.controller?.botMoved()
        }
    }
}
