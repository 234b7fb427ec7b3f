import CatapultCore
import CatapultLogic
import Foundation
import Testing

/// The history on the phone: games are listed, a game left unfinished comes back when the app
/// does, a finished one is replayed step by step, exported, and imported on another phone; a
/// damaged file is refused in words and nothing is saved.
@MainActor
struct HistoryStoryTests {
    /// Plays a game of Anna and two bots to the end (or `steps` steps) in `app`.
    private func play(_ app: AppModel, seed: UInt64, steps: Int = 20_000) async throws -> Int64 {
        #expect(await app.start(table([("Anna", nil), ("Robo", .greedy), ("Dice", .random)], seed: seed)), "\(app.notice ?? "")")
        let controller = try #require(app.game)
        let id = try #require(try controller.session.gameId())
        let people = PeopleAtThePhone(controller: controller, flick: FlickAdapter(source: RecordedMotion(try coreMotionSamples("flick-medium-100hz.csv"))))
        for _ in 0..<steps where try await !people.step() { break }
        return id
    }

    @Test("a game left mid-turn comes back at the same turn when the app is opened again")
    func resumeOnRelaunch() async throws {
        try await withTempFolder { folder in
            let defaults = freshDefaults(for: folder)
            let first = AppModel(folder: folder, defaults: defaults)
            await first.open()
            let id = try await play(first, seed: 4, steps: 12)
            let before = try #require(first.game?.view)
            let stageBefore = try #require(first.game?.stage)
            first.game?.close()
            // The app is killed and launched again: a new model over the same files.
            let again = AppModel(folder: folder, defaults: defaults)
            await again.open()
            let resumed = try #require(again.game, "the unfinished game is resumed: \(again.notice ?? "")")
            #expect(again.showGame)
            #expect(try resumed.session.gameId() == id)
            #expect(resumed.view?.tiles == before.tiles, "the same tiles")
            #expect(resumed.view?.players.map(\.score) == before.players.map(\.score), "the same scores")
            #expect(resumed.view?.turn.player == before.turn.player && resumed.view?.turn.step == before.turn.step,
                    "the same person, at the same step of the turn")
            // The same stage, once the phone is handed to its player again.
            if case .core(.handOver) = resumed.stage { resumed.handOverDone() }
            var expected: ScreenStage = stageBefore
            if case .core(.handOver) = stageBefore, case .core = resumed.stage { expected = resumed.stage }
            #expect(resumed.stage == expected, "the same stage")
        }
    }

    @Test("Anna's finished game is listed, replayed step by step, exported and imported on another phone")
    func listReplayExportImport() async throws {
        try await withTempFolder { folder in
            let phone = AppModel(folder: folder.appendingPathComponent("anna"), defaults: freshDefaults(for: folder))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("anna"), withIntermediateDirectories: true)
            await phone.open()
            let id = try await play(phone, seed: 6)
            let scores = try #require(phone.game?.view).players.map(\.score)
            phone.finish()
            let history = HistoryModel()
            await history.load(phone.store)
            #expect(history.games.map(\.id) == [id])
            #expect(HistoryModel.statusName(history.games[0].status) == "finished")
            #expect(HistoryModel.caption(history.games[0]).hasPrefix("finished · "))
            #expect(!HistoryModel.canResume(history.games[0]) && !HistoryModel.canAbandon(history.games[0]), "a finished game is done")
            #expect(HistoryModel.players(history.games[0]).hasPrefix("Anna "))
            history.player = "Nobody"
            await history.load(phone.store)
            #expect(history.games.isEmpty, "the filter by player finds none of Nobody's")
            history.player = ""

            // The replay: the last step is the end, each step goes back one move.
            let replay = ReplayModel()
            await replay.show(store: phone.store, gameId: id)
            #expect(replay.message == nil)
            let last = try #require(replay.shown)
            #expect(last.step == replay.moves && replay.moves > 50)
            #expect(last.view.players.map(\.score) == scores, "the replay ends with the game's scores")
            #expect(!replay.canGoOn && replay.canGoBack)
            replay.back()
            await replay.show(store: phone.store, gameId: id)
            #expect(replay.shown?.step == replay.moves - 1)
            // A hurl's step plays its flight over the game just before it, once.
            var step = replay.moves
            while step > 0, replay.shown?.flight == nil {
                step -= 1
                replay.wanted = step
                await replay.show(store: phone.store, gameId: id)
            }
            let flight = try #require(replay.flightToPlay, "a game of The Catapult has a hurl")
            #expect(replay.shown?.lastMove == .hurl && replay.before != nil && !flight.frames.isEmpty)
            replay.flightWatched()
            #expect(replay.flightToPlay == nil, "watched once, then the board")
            replay.wanted = 0
            await replay.show(store: phone.store, gameId: id)
            #expect(replay.caption == "Step 0 of \(replay.moves): the start")
            #expect(replay.shown?.view.tiles.count == 1, "the start tile alone")

            // Shared to Ben's phone as a file, where it is stored once.
            let shared = try #require(await history.exportFile(phone.store, id, into: folder))
            #expect(shared.lastPathComponent == "catapult-game-\(id).json")
            let file = try String(contentsOf: shared, encoding: .utf8)
            let bens = AppModel(folder: folder.appendingPathComponent("ben"), defaults: freshDefaults(for: folder))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("ben"), withIntermediateDirectories: true)
            await bens.open()
            let bensHistory = HistoryModel()
            let imported = try #require(await bensHistory.importGame(bens.store, file), "\(bensHistory.message ?? "")")
            #expect(bensHistory.games.map(\.id) == [imported])
            #expect(bensHistory.games.first?.scores == scores)
            #expect(await bensHistory.importGame(bens.store, file) == nil, "the same game twice is refused")
            #expect(bensHistory.message?.isEmpty == false)
            #expect(bensHistory.games.count == 1)
            #expect(bensHistory.message?.first?.isUppercase == true)

            // Ben gives up a game of his own, then deletes Anna's.
            let bensGame = try await play(bens, seed: 8, steps: 10)
            await bensHistory.load(bens.store)
            let unfinished = try #require(bensHistory.games.first { $0.id == bensGame })
            #expect(HistoryModel.canResume(unfinished) && HistoryModel.canAbandon(unfinished))
            await bensHistory.abandon(bens.store, bensGame)
            #expect(bensHistory.message == nil, "\(bensHistory.message ?? "")")
            #expect(bensHistory.games.first { $0.id == bensGame }?.status == .abandoned)
            await bensHistory.delete(bens.store, imported)
            #expect(bensHistory.games.map(\.id) == [bensGame], "Anna's game is gone")
        }
    }

    @Test("a damaged game file is refused in words, and the history keeps what it had")
    func damagedImport() async throws {
        try await withTempFolder { folder in
            let phone = AppModel(folder: folder, defaults: freshDefaults(for: folder))
            await phone.open()
            let id = try await play(phone, seed: 6)
            phone.finish()
            let history = HistoryModel()
            let file = try #require(await history.export(phone.store, id))
            // Cut short, as a file broken in transit would be.
            let damaged = String(file.prefix(file.count / 2))
            #expect(await history.importGame(phone.store, damaged) == nil)
            let message = try #require(history.message, "the refusal is shown")
            #expect(message.first?.isUppercase == true && message.count > 15, "a sentence: \(message)")
            #expect(await history.importGame(phone.store, "not a game at all") == nil)
            await history.load(phone.store)
            #expect(history.games.map(\.id) == [id], "nothing was added, nothing lost")
        }
    }

    @Test("a history that cannot be opened says so on the home screen, and a new game is not started")
    func unopenableHistory() async throws {
        try await withTempFolder { folder in
            // A file where the history's folder should be.
            let notAFolder = folder.appendingPathComponent("blocked")
            try Data("x".utf8).write(to: notAFolder)
            let app = AppModel(folder: notAFolder, defaults: freshDefaults(for: folder))
            await app.open()
            #expect(app.store == nil)
            let notice = try #require(app.notice, "the home screen says why")
            #expect(!notice.isEmpty)
            #expect(await app.start(table([("Anna", nil), ("Ben", nil)], seed: 1)) == false)
            #expect(app.game == nil)
        }
    }
}
