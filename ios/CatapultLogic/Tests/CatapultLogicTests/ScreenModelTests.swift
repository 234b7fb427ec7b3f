import CatapultCore
import CatapultLogic
import Foundation
import Testing

/// What the screens show around the game: the practice screen's report, the board under a
/// finger, the score strip's words and a seat's marks.
@MainActor
struct ScreenModelTests {
    @Test("a practice flick from a recorded phone gives the core's report, its numbers and a trace to share")
    func practice() async throws {
        var kept: [FlickSensitivity] = []
        let model = PracticeModel(sensitivity: .normal, source: RecordedMotion(try coreMotionSamples("flick-medium-100hz.csv")),
                                  deviceModel: "iPhone", onSensitivity: { kept.append($0) })
        model.press()
        #expect(model.holding)
        // The core confirms the flick on the motion queue and the attempt ends by itself; the
        // release that follows changes nothing.
        try await eventually("the flick ends the attempt") { !model.holding }
        model.release()
        let report = try #require(model.report, "\(model.message ?? "")")
        #expect(report.launch != nil)
        let numbers = try #require(model.numbers)
        #expect(numbers.hasPrefix("Speed ") && numbers.contains(" m away"), "\(numbers)")
        let arc = model.scaled(report.arc, width: 300, height: 120)
        #expect(!arc.isEmpty && arc.allSatisfy { $0.x >= 0 && $0.x <= 300 && $0.y >= -0.001 && $0.y <= 120.001 }, "the arc fits its box")
        let trace = try #require(model.trace)
        #expect(trace.contains("iPhone"), "the trace names the phone")
        // The saved trace is one the core reads back, to the same launch.
        let replayed = try flickFromTrace(csv: trace).launch
        let launch = try #require(report.launch)
        #expect(abs(replayed.speedMPerS - launch.speedMPerS) < 0.05 && abs(replayed.aimDegrees - launch.aimDegrees) < 1,
                "replayed \(replayed), practised \(launch)")
        #expect(!deviceModelIdentifier().isEmpty, "the app names the phone by its model identifier")
        model.choose(.firm)
        #expect(model.sensitivity == .firm && kept == [.firm], "the setting goes to the seat")
    }

    @Test("a tap near a free spot puts a follower there; a tap elsewhere on the tile does nothing")
    func boardTouch() throws {
        let spot = FollowerSpot(segment: 7, kind: .road, at: Spot(x: 1.2, y: 0), name: "the road going east")
        let stage = GameStage.placeFollower(seat: 0, placed: Cell(x: 1, y: 0), spots: [spot], supply: 6, bigFollower: false, canUndo: true)
        let camera = BoardCamera(centre: .zero, scale: 100, size: CGSize(width: 400, height: 400))
        #expect(camera.target(at: camera.screen(1.25, 0.05), in: stage) == .spot(7))
        #expect(camera.target(at: camera.screen(0.8, 0.3), in: stage) == nil, "not near the spot, and no tile to place")
        #expect(camera.followerRadius(.big) > camera.followerRadius(.normal))
        var moved = camera
        moved.pan(by: CGSize(width: 100, height: 0))
        #expect(moved.target(at: moved.screen(1.25, 0.05), in: stage) == .spot(7), "the same spot after a pan")
        moved.zoom(by: 100)
        #expect(moved.scale == 240, "zoom stops at its largest")
    }

    @Test("a drag moves the board with the finger, a pinch zooms by what changed, and the board is fitted once")
    func boardGestures() async throws {
        var camera = BoardCamera(centre: .zero, scale: 50, size: CGSize(width: 400, height: 400))
        var gestures = BoardGestures()
        gestures.drag(to: CGSize(width: 20, height: 0), &camera)
        gestures.drag(to: CGSize(width: 50, height: -10), &camera)
        #expect(abs(camera.centre.x + 1) < 1e-9 && abs(camera.centre.y + 0.2) < 1e-9, "50 points right is a tile left: \(camera.centre)")
        gestures.dragEnded()
        gestures.drag(to: CGSize(width: 50, height: 0), &camera)
        #expect(abs(camera.centre.x + 2) < 1e-9, "a new drag starts from where the last one left the board")
        gestures.pinch(to: 1.5, &camera)
        gestures.pinch(to: 2, &camera)
        #expect(abs(camera.scale - 100) < 1e-9, "pinched to twice the size")
        gestures.pinchEnded()
        gestures.pinch(to: 0, &camera)
        #expect(abs(camera.scale - 100) < 1e-9, "a pinch to nothing is ignored")
        gestures.appeared(at: CGSize(width: 390, height: 500), showing: nil, &camera)
        #expect(!gestures.fitted, "nothing to fit before the game's view comes")
        try await withTempFolder { folder in
            let app = AppModel(folder: folder, defaults: freshDefaults(for: folder))
            #expect(await app.start(table([("Anna", nil), ("Ben", nil)], seed: 1)))
            let view = try #require(app.game?.view)
            gestures.appeared(at: CGSize(width: 390, height: 500), showing: view, &camera)
            let middle = CGPoint(x: Double(view.boundsMin.x + view.boundsMax.x) / 2, y: Double(view.boundsMin.y + view.boundsMax.y) / 2)
            #expect(gestures.fitted && camera.size.width == 390 && camera.centre == middle, "framed on the board's middle")
            camera.pan(by: CGSize(width: 100, height: 0))
            let panned = camera.centre
            gestures.appeared(at: CGSize(width: 390, height: 500), showing: view, &camera)
            #expect(camera.centre == panned, "fitted once: coming back keeps the player's view")
        }
    }

    @Test("a touch the system takes away cancels the held flick, and the next press works")
    func touchGone() throws {
        let source = RecordedMotion(try coreMotionSamples("still.csv"))
        let flick = FlickAdapter(source: source)
        flick.press()
        flick.touchGone()
        #expect(!flick.holding && !source.running, "cancelled, sensors released")
        flick.touchGone()
        flick.press()
        #expect(flick.holding && source.starts == 2)
        flick.release()
    }

    @Test("the score strip shows points, what the end would add, and the supply, and says it all to VoiceOver")
    func scoreWords() async throws {
        try await withTempFolder { folder in
            let app = AppModel(folder: folder, defaults: freshDefaults(for: folder))
            #expect(await app.start(table([("Anna", nil), ("Ben", nil)], seed: 1)))
            let view = try #require(app.game?.view)
            let anna = try #require(view.players.first)
            #expect(ScoreWords.chip(anna) == "0 · \(anna.supply) left")
            #expect(ScoreWords.chipLabel(anna).hasPrefix("Anna, \(anna.colour.name), 0 points,"))
            #expect(ScoreWords.aidsButton(view, open: false) == "▦ \(view.turn.tilesLeft) ▾")
            #expect(ScoreWords.tilesToCome(view).reduce(0) { $0 + Int($1.count) } == Int(view.turn.tilesLeft), "the tiles to come are the pile")
            #expect(ScoreWords.projected(anna).hasPrefix("Anna: 0 now, roads +0"))
            #expect(TurnWords.boardSummary(view, fittingCells: 3).hasSuffix("use the actions to choose one."))
        }
    }

    @Test("a quick move does not dim the screen; a slow one does after its delay, and a cancelled wait changes nothing")
    func dimming() async {
        #expect(await MoveDimming.dimmed(whileMoving: false) == false)
        #expect(await MoveDimming.dimmed(whileMoving: true) == true)
        let wait = Task { await MoveDimming.dimmed(whileMoving: true) }
        wait.cancel()
        #expect(await wait.value == nil)
    }

    @Test("Ben is offered practice before his first hurl once; choosing to practise opens it with his setting")
    func firstHurlPractice() {
        let offer = FirstHurlPractice()
        let bensFirst = ScreenStage.core(.hurl(seat: 1, token: .knockOut, hurlsThisRound: 0, catcher: nil, flickSensitivity: .gentle, offerPractice: true))
        #expect(offer.offers(bensFirst))
        #expect(offer.sensitivity(bensFirst) == nil, "nobody practises yet")
        offer.answer(1, practise: true)
        #expect(!offer.offers(bensFirst), "asked once")
        #expect(offer.practising == 1 && offer.sensitivity(bensFirst) == .gentle)
        offer.practising = nil
        let annasFirst = ScreenStage.core(.hurl(seat: 0, token: .knockOut, hurlsThisRound: 1, catcher: nil, flickSensitivity: .normal, offerPractice: true))
        offer.answer(0, practise: false)
        #expect(!offer.offers(annasFirst) && offer.practising == nil, "Anna hurls at once")
        let later = ScreenStage.core(.hurl(seat: 2, token: .target, hurlsThisRound: 2, catcher: nil, flickSensitivity: .normal, offerPractice: false))
        #expect(!offer.offers(later), "not after a seat's first hurl")
    }

    @Test("the replay names each kind of move, and the setup shows a switch for a one-choice rule")
    func replayAndSetupWords() {
        #expect(ReplayModel.moveName(nil) == "the start")
        #expect(ReplayModel.moveName(.hurl) == "a hurl")
        let setup = SetupModel()
        for option in setup.ruleOptions where SetupModel.isSwitch(option) {
            setup.turn(option, on: true)
            #expect(setup.isOn(option) && setup.explanation(option) == option.choices.first?.explanation)
            setup.turn(option, on: false)
            #expect(!setup.isOn(option))
        }
        #expect(setup.colour(of: setup.seats[1])?.name == seatColours()[1].name, "seat colours follow the table's order")
    }

    @Test("every seat's pattern stays inside its piece, and its letter's ink is black or white")
    func seatMarks() {
        let rect = CGRect(x: 10, y: 10, width: 40, height: 40)
        for seat in seatColours() {
            let ink = SeatMarks.ink(seat)
            #expect(ink == RGB(hex: 0) || ink == RGB(hex: 0xFFFFFF), "\(seat.name)")
            for mark in SeatMarks.pattern(seat.pattern, in: rect) {
                switch mark {
                case .line(let from, let to):
                    #expect(rect.insetBy(dx: -0.01, dy: -0.01).contains(from) && rect.insetBy(dx: -0.01, dy: -0.01).contains(to))
                case .ellipse(let box), .rect(let box):
                    #expect(rect.insetBy(dx: -0.01, dy: -0.01).contains(box))
                }
            }
        }
    }
}
