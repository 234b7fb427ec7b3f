import CatapultCore
import CatapultLogic
import Foundation
import Testing

/// Setting up the table and the first turns: two people and a bot sit down on the setup
/// screen, Anna places a tile, takes it back and places it again, and the phone goes to Ben;
/// a tap before the phone is passed on is refused in the core's words.
@MainActor
struct TurnStoryTests {
    @Test("Anna and Ben sit down with Robo the bot; names are cut to the core's longest and the seats stay within its limits")
    func setup() {
        let setup = SetupModel()
        #expect(setup.seats.count == Int(setup.limits.minSeats), "a new table has the fewest seats")
        setup.seats[0].name = "Anna"
        setup.seats[1].name = setup.limited("Ben the very long named builder of roads")
        #expect(setup.seats[1].name.count == Int(setup.limits.longestName))
        setup.seats[1].name = "Ben"
        setup.addSeat()
        setup.seats[2].name = "Robo"
        setup.seats[2].bot = .greedy
        setup.seats[0].sensitivity = .gentle
        while setup.canAddSeat { setup.addSeat() }
        #expect(setup.seats.count == Int(setup.limits.maxSeats))
        setup.addSeat()
        #expect(setup.seats.count == Int(setup.limits.maxSeats), "no seat beyond the core's limit")
        while setup.seats.count > 3 { setup.removeSeat() }
        let game = setup.setup()
        #expect(game.seats.map(\.name) == ["Anna", "Ben", "Robo"])
        #expect(game.seats.map(\.bot) == [nil, nil, .greedy])
        #expect(game.seats.map(\.flickSensitivity) == [.gentle, .normal, nil], "bots do not flick")
    }

    @Test("a rule option is switched by its id, and an unknown one is refused in words")
    func rules() throws {
        let setup = SetupModel()
        let option = try #require(ruleHelp().first)
        let choice = try #require(option.choices.last)
        setup.choose(option.id, choice.id)
        #expect(setup.chosen(option.id) == choice.id)
        #expect(setup.notice == nil)
        setup.choose("no-such-rule", "on")
        let notice = try #require(setup.notice)
        #expect(notice.first?.isUppercase == true, "\(notice)")
    }

    @Test("Anna places a tile, takes it back, places it again, and the phone goes to Ben")
    func firstTurn() async throws {
        try await withTempFolder { folder in
            let app = AppModel(folder: folder, defaults: freshDefaults(for: folder))
            #expect(await app.start(table([("Anna", nil), ("Ben", nil), ("Robo", .greedy)], seed: 1)), "\(app.notice ?? "")")
            let controller = try #require(app.game)
            #expect(app.showGame)
            let people = PeopleAtThePhone(controller: controller, flick: FlickAdapter(source: RecordedMotion(try coreMotionSamples("flick-medium-100hz.csv"))))
            #expect(TurnWords.turnLine(try #require(controller.view)).hasPrefix("Anna: "))
            try await people.playUntil { stage in
                if case .core(.handOver(1, _)) = stage { return true }
                return false
            }
            #expect(people.undone == 1, "Anna took her tile back once")
            #expect(people.handOvers == [0], "the phone went to Anna first, and now waits for Ben")
            #expect(controller.view?.tiles.count == 2, "the start tile and Anna's")
            try #require(try await people.step())
            #expect(people.handOvers == [0, 1])
            guard case .core(.placeTile(1, _, _, _, _)) = controller.stage else {
                Issue.record("Ben should place a tile: \(controller.stage)")
                return
            }
        }
    }

    @Test("a tap before the phone is passed on is refused in the core's words, and nothing changes")
    func tapBeforeHandOver() async throws {
        try await withTempFolder { folder in
            let app = AppModel(folder: folder, defaults: freshDefaults(for: folder))
            #expect(await app.start(table([("Anna", nil), ("Ben", nil)], seed: 5)))
            let controller = try #require(app.game)
            guard case .core(.handOver(let seat, _)) = controller.stage else {
                Issue.record("the game starts by handing the phone to Anna: \(controller.stage)")
                return
            }
            let before = controller.stage
            controller.rotate()
            let error = try #require(controller.error, "a refusal is shown")
            #expect(error.first?.isUppercase == true && error.count > 10, "a sentence: \(error)")
            #expect(controller.stage == before, "nothing changed")
            controller.handOverDone()
            #expect(controller.error == nil, "the next operation clears it")
            #expect(seat == 0)
        }
    }
}
