import CatapultCore
import CatapultLogic
import Foundation
import Testing

/// The people at the table, tapping the game screen: each `step()` answers the stage the
/// controller shows, only through the controller's calls and the screen's own models, the way a
/// player would, varying from move to move but the same every run (the same as the Android
/// tests' people):
///
/// - a hand-over is accepted (it names someone other than who had the phone, never a bot);
/// - a tile goes on a fitting cell, tapped on the board through the board camera (every other
///   time turned once); the first placement is taken back once and put down again;
/// - every third tile gets a follower; tokens are chosen in the core's order;
/// - the first hurl is a flick (a recorded trace through `FlickAdapter`), every third a swipe
///   on the pad, the others launches near the table's centre;
/// - a catch is tapped when the token passes nearest the catcher's hands (every fourth time
///   not); a seduction takes the first target, from the supply if it may;
/// - flights are watched, effects and round summaries read.
@MainActor
final class PeopleAtThePhone {
    let controller: GameController
    let flick: FlickAdapter
    /// The kinds of stage seen, with how often.
    private(set) var seen: [String: Int] = [:]
    private(set) var flicked = 0
    private(set) var swiped = 0
    private(set) var undone = 0
    private(set) var caught = 0
    private(set) var seductions = 0
    private(set) var handOvers: [UInt32] = []
    private(set) var summaries: [(points: [UInt32], messages: [EventMessage])] = []
    private var holder: UInt32?
    private var moves = 0
    private var hurls = 0
    private var catches = 0
    private var tokens = 0

    init(controller: GameController, flick: FlickAdapter) {
        self.controller = controller
        self.flick = flick
    }

    /// The kind of a stage, as the screen tells them apart.
    static func kind(_ stage: ScreenStage) -> String {
        switch stage {
        case .flight: return "flight"
        case .effects: return "effects"
        case .core(let core):
            switch core {
            case .botToAct: return "botToAct"
            case .handOver: return "handOver"
            case .placeTile: return "placeTile"
            case .placeFollower: return "placeFollower"
            case .chooseToken: return "chooseToken"
            case .hurl: return "hurl"
            case .catch: return "catch"
            case .seduce: return "seduce"
            case .roundSummary: return "roundSummary"
            case .gameOver: return "gameOver"
            }
        }
    }

    /// Answers the current stage and waits for what it did; false once the game is over.
    func step() async throws -> Bool {
        let stage = controller.stage
        seen[Self.kind(stage), default: 0] += 1
        let n = moves
        moves += 1
        switch stage {
        case .core(.handOver(let seat, _)):
            #expect(holder != seat, "a hand-over names someone else")
            #expect(controller.player(seat)?.bot == false, "bots are never handed the phone")
            handOvers.append(seat)
            holder = seat
            controller.handOverDone()
        case .core(.placeTile(let seat, _, _, let legal, let selected)):
            acting(seat)
            if selected == nil {
                try tapBoard(legal[n % legal.count].cell)
                if n % 2 == 0 { controller.rotate() }
            }
            controller.confirmTile()
        case .core(.placeFollower(let seat, let placed, let spots, _, _, let canUndo)):
            acting(seat)
            if undone == 0 && canUndo {
                undone += 1
                controller.undo()
                guard case .core(.placeTile(_, _, _, _, let back?)) = controller.stage else {
                    Issue.record("undo did not bring the tile back: \(controller.stage)")
                    return false
                }
                #expect(back.cell == placed, "the tile comes back where it was")
            } else if !spots.isEmpty && n % 3 == 0 {
                controller.placeFollower(spots[n % spots.count].segment)
            } else {
                controller.skipFollower()
            }
        case .core(.chooseToken(let seat)):
            acting(seat)
            let help = tokenHelp()
            controller.chooseToken(help[tokens % help.count].token)
            tokens += 1
        case .core(.hurl(let seat, _, _, _, _, _)):
            acting(seat)
            let k = hurls
            hurls += 1
            if k == 0 {
                controller.hurl(try await launchByFlick(flick))
                flicked += 1
            } else if k % 3 == 2 {
                let pad = SwipeTracker()
                let start = Date(), from = CGPoint(x: 540, y: 1600)
                pad.moved(start: from, at: start)
                let launch = try #require(pad.ended(start: from, end: CGPoint(x: 540 - 40 * Double(k % 5 - 2), y: 900),
                                                    at: start.addingTimeInterval(0.3), screenHeight: 1920), "\(pad.message ?? "")")
                controller.hurl(launch)
                swiped += 1
            } else {
                controller.hurl(Launch(aimDegrees: [0, -5, 10, 5, -10][k % 5], elevationDegrees: 45, speedMPerS: 2 + Double(k % 3) * 0.5))
            }
        case .core(.catch(let seat, _, let zone, let flight)):
            acting(seat)
            #expect(!flight.frames.isEmpty, "a flight to catch has frames to animate")
            let at = catchTime(zone, flight)
            if at != nil { caught += 1 }
            controller.catchAt(at)
        case .core(.seduce(let seat, let targets, let ownOnBoard, let canUseSupply)):
            acting(seat)
            let choice = SeductionChoice(targets: targets, ownOnBoard: ownOnBoard, canUseSupply: canUseSupply, view: controller.view)
            if let target = choice.targets.first, let way = target.ways.first {
                seductions += 1
                controller.seduce(target.follower.id, fromBoard: way.fromBoard)
            } else {
                controller.declineSeduction()
            }
        case .flight(let flight, _, _):
            #expect(!flight.frames.isEmpty, "a flight has frames to animate")
            controller.flightSeen()
        case .effects(let messages):
            #expect(!messages.isEmpty)
            controller.effectsSeen()
        case .core(.roundSummary(_, _, let points, _, let messages, _)):
            summaries.append((points, messages))
            controller.closeSummary()
        case .core(.botToAct):
            break
        case .core(.gameOver):
            return false
        }
        try await landed()
        if controller.botsFailed {
            Issue.record("the bots failed: \(controller.error ?? "")")
            return false
        }
        if let error = controller.error {
            Issue.record("refused: \(error) (stage \(Self.kind(stage)))")
            return false
        }
        return true
    }

    /// Waits until the move has landed and the bots, if they are to act, have played, noting
    /// that the screen showed them thinking.
    private func landed(seconds: Double = 120) async throws {
        var thinking = false
        try await eventually("the game to settle: \(controller.stage)", seconds: seconds) {
            thinking = thinking || controller.isBotsTurn
            return !controller.moving && !(controller.isBotsTurn && !controller.botsFailed)
        }
        if thinking { seen["botToAct", default: 0] += 1 }
    }

    /// Plays until the game is over (at most `limit` steps).
    func playToTheEnd(limit: Int = 20_000) async throws {
        for _ in 0..<limit where try await !step() { return }
        Issue.record("the game did not end in \(limit) steps: \(controller.stage)")
    }

    /// Plays until `until` holds for the stage (at most `limit` steps).
    func playUntil(limit: Int = 20_000, _ until: (ScreenStage) -> Bool) async throws {
        for _ in 0..<limit {
            if until(controller.stage) { return }
            if try await !step() { break }
        }
        Issue.record("not reached: \(controller.stage)")
    }

    /// Taps the board where `cell` is, through the board camera, as a finger would.
    private func tapBoard(_ cell: Cell) throws {
        var camera = BoardCamera(size: CGSize(width: 390, height: 500))
        if let view = controller.view { camera.fit(low: view.boundsMin, high: view.boundsMax) }
        guard case .core(let stage) = controller.stage else { return }
        let target = camera.target(at: camera.screen(cell), in: stage)
        #expect(target == .cell(cell), "a tap on a fitting cell picks it")
        controller.tapCell(cell)
    }

    /// A person acts: they hold the phone, once it has been handed round.
    private func acting(_ seat: UInt32) {
        if let holder { #expect(holder == seat, "the person acting holds the phone") }
    }

    /// When the catcher taps: as the token passes nearest their hands in the air; every fourth
    /// time, no try.
    private func catchTime(_ zone: CatchZone, _ flight: HurlFlight) -> Double? {
        defer { catches += 1 }
        if catches % 4 == 3 { return nil }
        func miss(_ frame: FlightFrame) -> Double {
            let across = hypot(frame.token.x - zone.hands.x, frame.token.y - zone.hands.y)
            return hypot(across, frame.height - zone.handsHeight)
        }
        return flight.frames.filter { $0.height > 0.005 }.min { miss($0) < miss($1) }?.timeS
    }
}

/// Presses the flick button, plays the recorded flick and lets go: the launch it made.
@MainActor
func launchByFlick(_ flick: FlickAdapter) async throws -> Launch {
    var launches: [Launch] = []
    flick.onLaunch = { launches.append($0) }
    flick.press()
    flick.release()
    try await eventually("the recorded flick launched: \(flick.message ?? "")") { !launches.isEmpty }
    return try #require(launches.first, "the recorded flick launched: \(flick.message ?? "")")
}

/// Starts a game of `names` (people all) and plays it up to a token choice with at least
/// `followers` followers on the board; nil when the game ends first.
@MainActor
func toRound(_ app: AppModel, _ names: [String], seed: UInt64, followers: Int = 0) async throws -> PeopleAtThePhone? {
    #expect(await app.start(table(names.map { ($0, nil) }, seed: seed)), "\(app.notice ?? "")")
    let controller = try #require(app.game)
    let flick = FlickAdapter(source: RecordedMotion(try coreMotionSamples("flick-medium-100hz.csv")))
    let people = PeopleAtThePhone(controller: controller, flick: flick)
    return try await people.toRound(followers: followers) ? people : nil
}

extension PeopleAtThePhone {
    /// Plays on to the next token choice with at least `followers` followers on the board;
    /// false when the game ends first.
    func toRound(followers: Int = 0) async throws -> Bool {
        try await playUntil { stage in
            if case .core(.chooseToken) = stage, controller.view?.followers.count ?? 0 >= followers { return true }
            if case .core(.gameOver) = stage { return true }
            return false
        }
        if case .core(.gameOver) = controller.stage { return false }
        return true
    }
}

/// Passes the phone on while the core asks for it, and reads what the last move did.
@MainActor
func passOn(_ controller: GameController) throws {
    for _ in 0..<20 {
        switch controller.stage {
        case .core(.handOver): controller.handOverDone()
        case .effects: controller.effectsSeen()
        default: return
        }
        try #require(controller.error == nil, "\(controller.error ?? "")")
    }
    Issue.record("the phone was handed on 20 times: \(controller.stage)")
}

/// Whether screen point `point` of `layout` lies on `round`'s table, or within `margin` points
/// of it.
func onTable(_ point: CGPoint, _ layout: TableLayout, _ round: RoundView, margin: CGFloat) -> Bool {
    let spot = layout.transform.table(point), reach = Double(margin / layout.transform.scale)
    return abs(spot.x) <= round.tableWidth / 2 + reach && abs(spot.y) <= round.tableDepth / 2 + reach
}
