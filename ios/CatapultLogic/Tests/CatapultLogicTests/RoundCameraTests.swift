import CatapultCore
import CatapultLogic
import Foundation
import Testing

/// The round seen from where you stand (issue 45), on tables of 2, 3 and 6 people and on a
/// tall and a small phone: whoever hurls finds their catapult at the bottom of the table's view,
/// what they aim at in it, and a swipe straight up on the pad aims at the board. Each game
/// plays a knock-out round, then a target round, then a catch round, through
/// `PeopleAtThePhone`; at every stage of them the table is laid out (`TableLayout`, through the
/// core's camera) at each size and looked at.
@MainActor
struct RoundCameraTests {
    /// Table views: a 390×844 and a 360×640 phone, whole and as the round's screen leaves
    /// the table (under the heading, above the aim panel).
    static let sizes = [CGSize(width: 390, height: 844), CGSize(width: 360, height: 640),
                        CGSize(width: 358, height: 420), CGSize(width: 328, height: 260)]
    static let names = ["Anna", "Ben", "Cleo", "Dan", "Eva", "Finn"]

    /// What one game's look found, for the report at its end.
    final class Seen {
        var marks: [String] = []
        /// From the seat, every hurl.
        var worstAim = 0.0
        /// From the catapult as drawn (at the frame's bottom edge, on the seat's line ahead,
        /// when the seat itself is beyond the frame), every hurl.
        var worstDrawnAim = 0.0
        var aimedAt = 0
        var fairs = 0
        var hands = 0
        /// The round summaries looked at, and where the last hurler's catapult stood in them
        /// (fraction of the height).
        var summaries = 0
        var summaryMarks: [String] = []
        /// The largest turn between the last flight's view and the summary's, radians.
        var summaryTurn = 0.0
        /// The last flights' rest points found in the summary's view (one per size).
        var summaryRests = 0
    }

    @Test("every hurl is seen from the hurler's seat: their catapult at the bottom, the board, the followers, the fair tile and the catcher's hands in view, a swipe up aimed at the board",
          arguments: zip([2, 3, 6], [UInt64(3), 2, 4]))
    func seenFromTheSeat(seats: Int, seed: UInt64) async throws {
        try await withTempFolder { folder in
            let app = AppModel(folder: folder, defaults: freshDefaults(for: folder))
            let people = try #require(try await toRound(app, Array(Self.names.prefix(seats)), seed: seed, followers: seats),
                                      "no round with \(seats) followers on the board")
            let seen = Seen()
            for token in [Token.knockOut, .target, .catch] {
                try await play(token, people, seen)
                if token != .catch { try #require(try await people.toRound(), "another round before the game ends") }
            }
            #expect(seen.aimedAt > 0, "a knock-out hurl had followers to aim at")
            #expect(seen.fairs > 0 && seen.hands > 0, "target and catch stages were seen")
            #expect(seen.summaries == 3, "every round's summary shows its table")
            print("RoundCameraTests \(seats) seats: worst aim error \(String(format: "%.2f", seen.worstAim))° from the seat, \(String(format: "%.2f", seen.worstDrawnAim))° from the catapult drawn; seat marks (fraction of the height): \(seen.marks.joined(separator: ", "))")
            print("RoundCameraTests \(seats) seats: summaries \(seen.summaries), the last hurler's marks (fraction of the height): \(seen.summaryMarks.joined(separator: ", ")); rests in view \(seen.summaryRests); largest turn from the last flight's view \(String(format: "%.4f", seen.summaryTurn)) rad")
            app.finish()
        }
    }

    /// Plays a round of `token`, looking at every stage of it, every hurl a swipe straight up.
    private func play(_ token: Token, _ people: PeopleAtThePhone, _ seen: Seen) async throws {
        let controller = people.controller
        controller.chooseToken(token)
        try await controller.settled()
        /// The round's last flight (a watched one or the one caught) and the turn the screen
        /// showed it at.
        var last: (flight: HurlFlight, turn: Double)?
        for _ in 0..<200 {
            let view = try #require(controller.view)
            switch controller.stage {
            case .core(.handOver), .effects:
                // Through the people, who keep track of who holds the phone.
                _ = try await people.step()
                continue
            case .core(.hurl(let seat, _, _, _, _, _)):
                #expect(ScoreWords.acting(view) == seat, "the score strip scrolls to the hurler's chip")
                let launch = try look(atHurl: seat, token, view, seen)
                controller.hurl(launch)
            case .flight(let flight, let round, _):
                lookAt(flight, round: try #require(round), view)
                last = (flight, RoundTurn.turn(controller.stage.camera(view)))
                controller.flightSeen()
            case .core(.catch(let catcher, _, let zone, let flight)):
                #expect(ScoreWords.acting(view) == catcher, "the score strip scrolls to the catcher's chip")
                for size in Self.sizes {
                    let layout = TableLayout(scene: view, flight: flight, size: size)
                    let hands = try #require(layout.hands, "the catcher's hands are drawn")
                    #expect(inView(hands.centre, size), "the catcher's hands at \(hands.centre) in \(size)")
                    #expect(layout.seat == zone.hurler, "the catch is seen from the hurler's seat")
                }
                seen.hands += 1
                last = (flight, RoundTurn.turn(controller.stage.camera(view)))
                controller.catchAt(nil)
            case .core(.roundSummary):
                let (flight, turn) = try #require(last, "a flight before the summary")
                try lookAtSummary(controller.stage, view, after: flight, shownAt: turn, seen)
                controller.closeSummary()
                try await controller.settled()
                #expect(controller.stage.table(controller.view) == nil && RoundTurn.turn(controller.stage.camera(controller.view)) == 0,
                        "after the summary, back to the board north up: \(controller.stage)")
                try await controller.settled()
                return
            case .core(.seduce):
                controller.declineSeduction()
            default:
                Issue.record("unexpected in a \(token) round: \(controller.stage)")
                return
            }
            try await controller.settled()
            try #require(controller.error == nil, "\(controller.error ?? "")")
        }
        Issue.record("the \(token) round did not end in 200 moves: \(controller.stage)")
    }

    /// The hurler's view at every size: their marker in the bottom quarter, what the token is
    /// for in the view, and a swipe straight up aimed within 5° of the board's centre as the
    /// screen shows it. The launch of the first size's swipe.
    private func look(atHurl seat: UInt32, _ token: Token, _ view: GameView, _ seen: Seen) throws -> Launch {
        let round = try #require(view.round)
        var launches: [Launch] = []
        for size in Self.sizes {
            let layout = TableLayout(scene: view, size: size)
            #expect(layout.seat == seat, "seen from the hurler's seat")
            let mark = try #require(layout.seatMark, "the hurler's catapult is drawn")
            let fraction = mark.centre.y / size.height
            seen.marks.append(String(format: "%.2f", fraction))
            #expect(fraction >= 0.75 && inView(mark.centre, size),
                    "seat \(seat)'s catapult at \(mark.centre) in \(size): in the bottom quarter")
            switch token {
            case .knockOut:
                let aims = Set(round.aims.map(\.follower))
                let pieces = layout.followers.filter { aims.contains($0.id) }
                #expect(pieces.count == aims.count, "every follower to aim at is drawn")
                for piece in pieces {
                    #expect(inView(piece.centre, size), "follower \(piece.id) at \(piece.centre) in \(size)")
                }
                seen.aimedAt += pieces.isEmpty ? 0 : 1
            case .target:
                let fair = try #require(layout.tiles.first { $0.cell == round.fair }, "the fair tile is drawn")
                for corner in corners(fair) {
                    #expect(inView(corner, size), "the fair tile's corner \(corner) in \(size)")
                }
                seen.fairs += 1
            default:
                break
            }
            // A swipe straight up the pad, in 0.3 s.
            let pad = SwipeTracker()
            let start = Date(), from = CGPoint(x: size.width / 2, y: size.height * 0.8)
            pad.moved(start: from, at: start)
            let launch = try #require(pad.ended(start: from, end: CGPoint(x: from.x, y: size.height * 0.45),
                                                at: start.addingTimeInterval(0.3), screenHeight: Double(size.height)),
                                      "\(pad.message ?? "")")
            // Up the screen is the way the seat faces: from the seat (perhaps below the view) to
            // the board's centre, and from the catapult as drawn, which stands on that line.
            let board = boardCentre(view, round, layout)
            let seatAt = layout.transform.screen(round.seats[Int(seat)].at)
            let error = abs(launch.aimDegrees - aimOnScreen(from: seatAt, to: board))
            seen.worstAim = max(seen.worstAim, error)
            #expect(error <= 5, "\(token): a swipe up aims \(launch.aimDegrees)°, the board is \(error)° off it from the seat in \(size)")
            let drawn = abs(launch.aimDegrees - aimOnScreen(from: mark.centre, to: board))
            seen.worstDrawnAim = max(seen.worstDrawnAim, drawn)
            #expect(drawn <= 5, "\(token): a swipe up aims \(launch.aimDegrees)°, the board is \(drawn)° off it from the catapult drawn in \(size)")
            launches.append(launch)
        }
        return try #require(launches.first)
    }

    /// A flight: seen from the hurler, through its own camera, turned as the aim was, its rest
    /// point in view.
    private func lookAt(_ flight: HurlFlight, round: RoundView, _ view: GameView) {
        for size in Self.sizes {
            let layout = TableLayout(scene: view, round: round, flight: flight, size: size)
            #expect(layout.seat == flight.seat, "the flight is seen from the hurler's seat")
            #expect(abs(layout.transform.turn - RoundTurn.turn(round.camera)) < 1e-9, "turned as it was aimed")
            if !flight.offTable {
                let rest = layout.transform.screen(flight.rest)
                #expect(inView(rest, size), "the token's rest at \(rest) in \(size)")
            }
        }
    }

    /// The round's summary: its table as the last hurl left it, seen from the last hurler's seat
    /// (their catapult in the bottom quarter) through that flight's end camera (the rest point
    /// in view), turned as the flight was shown, so it turns in without a jump.
    private func lookAtSummary(_ stage: ScreenStage, _ view: GameView, after flight: HurlFlight, shownAt shownTurn: Double,
                               _ seen: Seen) throws {
        #expect(view.round == nil, "the round is over: the view has no round")
        let table = try #require(stage.table(view), "the summary shows the table the last hurl left")
        let camera = try #require(stage.camera(view), "the summary's table has the core's camera")
        #expect(camera.seat == flight.seat, "seen from the last hurler's seat")
        let turn = abs(RoundTurn.start(from: shownTurn, to: RoundTurn.turn(camera)))
        seen.summaryTurn = max(seen.summaryTurn, turn)
        #expect(turn < 1e-9, "the summary is turned as the last flight was shown: \(turn) rad off")
        for size in Self.sizes {
            let layout = TableLayout(scene: view, round: table, size: size)
            #expect(layout.seat == flight.seat, "the summary is seen from the last hurler's seat")
            let mark = try #require(layout.seatMark, "the last hurler's catapult is drawn")
            let fraction = mark.centre.y / size.height
            seen.summaryMarks.append(String(format: "%.2f", fraction))
            #expect(fraction >= 0.75 && inView(mark.centre, size),
                    "seat \(flight.seat)'s catapult at \(mark.centre) in \(size) at the summary: in the bottom quarter")
            if !flight.offTable {
                let rest = layout.transform.screen(flight.rest)
                #expect(inView(rest, size), "the last flight's rest at \(rest) in \(size) at the summary")
                seen.summaryRests += inView(rest, size) ? 1 : 0
            }
        }
        seen.summaries += 1
    }

    /// The middle of the board's tiles, on the screen.
    private func boardCentre(_ view: GameView, _ round: RoundView, _ layout: TableLayout) -> CGPoint {
        let xs = view.tiles.map { Double($0.cell.x) }, ys = view.tiles.map { Double($0.cell.y) }
        let x = ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y = ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2
        return layout.transform.screen(round.boardOrigin.x + round.tileSize * x, round.boardOrigin.y + round.tileSize * y)
    }

    /// The direction from `from` to `to` on the screen as a launch's aim: degrees off straight
    /// up, to the left positive.
    private func aimOnScreen(from: CGPoint, to: CGPoint) -> Double {
        atan2(Double(from.x - to.x), Double(from.y - to.y)) * 180 / .pi
    }

    /// A tile's four corners on the screen, turned with the table.
    private func corners(_ tile: TableLayout.Tile) -> [CGPoint] {
        let (sin, cos) = (CGFloat(Foundation.sin(tile.angle)), CGFloat(Foundation.cos(tile.angle)))
        let offsets: [(x: CGFloat, y: CGFloat)] = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]
        return offsets.map { d in
            CGPoint(x: tile.centre.x + tile.side * (cos * d.x - sin * d.y), y: tile.centre.y - tile.side * (sin * d.x + cos * d.y))
        }
    }

    private func inView(_ point: CGPoint, _ size: CGSize) -> Bool {
        point.x >= 0 && point.x <= size.width && point.y >= 0 && point.y <= size.height
    }
}

/// The table's turn between views, and the score strip's scroll.
struct RoundTurnTests {
    @Test("the table turns in a quarter of a second, the short way round, and not at all with reduced motion")
    func turn() {
        #expect(RoundTurn.duration(reduceMotion: false) == 0.25)
        #expect(RoundTurn.durationS <= 0.3)
        #expect(RoundTurn.duration(reduceMotion: true) == nil)
        #expect(RoundTurn.turn(nil) == 0, "no camera: north up, as the board is placed")
        #expect(abs(RoundTurn.start(from: 0, to: .pi / 2) - .pi / 2) < 1e-12)
        #expect(abs(RoundTurn.start(from: .pi / 2, to: -.pi * 0.9) - .pi * 0.6) < 1e-12, "the short way: 0.6π, not −1.4π")
        #expect(abs(RoundTurn.start(from: -.pi / 2, to: .pi)) <= .pi)
        #expect(RoundTurn.start(from: 1, to: 1) == 0)
    }

    @Test("a summary the core gives no table (after a resume) shows none, and turns nothing")
    func summaryWithoutTable() {
        let summary = ScreenStage.core(.roundSummary(token: .catch, chooser: 0, points: [1, 0], sentHome: [0, 0], messages: [], table: nil))
        #expect(summary.table(nil) == nil)
        #expect(summary.flight == nil)
        #expect(RoundTurn.turn(summary.camera(nil)) == 0)
        #expect(ScreenStage.effects([]).table(nil) == nil)
    }
}
