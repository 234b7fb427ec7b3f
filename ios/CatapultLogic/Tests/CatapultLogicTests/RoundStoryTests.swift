import CatapultCore
import CatapultLogic
import Foundation
import Testing

/// A catapult round at a table of three friends, through the round screen's models: the
/// fair's player chooses a token, the hurler swipes or flicks, the catcher taps as the token
/// reaches their hands, a seduction sends a follower home, and the summary says who gained what.
@MainActor
struct RoundStoryTests {
    /// Plays a game of Anna, Ben and Cleo (people all) up to the first token choice; nil when
    /// the seed's game has none before `limit` steps.
    private func toFirstRound(_ app: AppModel, seed: UInt64, followers: Int = 0) async throws -> PeopleAtThePhone? {
        try await toRound(app, ["Anna", "Ben", "Cleo"], seed: seed, followers: followers)
    }

    @Test("the catch token: the hurler swipes it to a friend, who taps as it reaches their hands, and the summary says who gained what")
    func catchRound() async throws {
        try await withTempFolder { folder in
            let app = AppModel(folder: folder, defaults: freshDefaults(for: folder))
            let people = try #require(try await toFirstRound(app, seed: 2))
            let controller = people.controller
            controller.chooseToken(.catch)
            try await controller.settled()
            var caught = 0
            var hurls = 0
            for _ in 0..<200 {
                try passOn(controller)
                switch controller.stage {
                case .core(.hurl(let seat, .catch, _, let catcher, _, _)):
                    #expect(catcher != nil && catcher != seat, "someone else catches")
                    let pad = SwipeTracker()
                    let start = Date(), from = CGPoint(x: 195, y: 760)
                    pad.moved(start: from, at: start)
                    controller.hurl(try #require(pad.ended(start: from, end: CGPoint(x: 195, y: 420), at: start.addingTimeInterval(0.3), screenHeight: 844)))
                    hurls += 1
                case .core(.catch(let catcher, _, let zone, let flight)):
                    #expect(RoundWords.heading(controller.stage, controller.view).contains(RoundWords.name(catcher, controller.view)))
                    let playback = FlightPlayback(flight: flight)
                    #expect(playback.frame(at: 0)?.timeS == flight.frames.first?.timeS)
                    #expect(playback.frame(at: 1e6)?.timeS == flight.frames.last?.timeS, "the last frame stays shown")
                    let nearest = flight.frames.filter { $0.height > 0.005 }.min { a, b in
                        hypot(a.token.x - zone.hands.x, a.token.y - zone.hands.y) < hypot(b.token.x - zone.hands.x, b.token.y - zone.hands.y)
                    }
                    // The catcher watches the flight from its release and taps as the token nears.
                    let released = Date()
                    var watch = FlightWatch(flight: flight, start: released)
                    let answer = nearest.map { watch.tapped(at: released.addingTimeInterval($0.timeS)) } ?? watch.ended()
                    #expect(watch.ended() == nil, "the flight running out after the tap changes nothing")
                    let seconds = try #require(answer).seconds
                    if let nearest, let seconds { #expect(abs(seconds - nearest.timeS) < 1e-6) }
                    controller.catchAt(seconds)
                    caught += seconds == nil ? 0 : 1
                case .flight:
                    controller.flightSeen()
                case .effects:
                    controller.effectsSeen()
                case .core(.roundSummary(.catch?, _, let points, let sentHome, let messages, _)):
                    let lines = RoundWords.summaryLines(points: points, sentHome: sentHome, controller.view)
                    #expect(lines.count == 3)
                    #expect(lines[0].hasPrefix("Anna: ") && (lines[0].contains(" points, ") || lines[0].contains(" point, ")), "\(lines)")
                    #expect(!messages.isEmpty, "the round says what it did")
                    #expect(hurls > 0 && caught > 0, "hurled \(hurls), tried to catch \(caught)")
                    controller.closeSummary()
                    #expect(controller.error == nil)
                    return
                default:
                    Issue.record("unexpected in a catch round: \(controller.stage)")
                    return
                }
                try await controller.settled()
                try #require(controller.error == nil, "\(controller.error ?? "")")
            }
            Issue.record("the catch round did not end in 200 moves: \(controller.stage)")
        }
    }

    @Test("the knock-out token: a flick recorded on a phone hurls it, and the table shows the flight within its edges")
    func knockOutByFlick() async throws {
        try await withTempFolder { folder in
            let app = AppModel(folder: folder, defaults: freshDefaults(for: folder))
            let people = try #require(try await toFirstRound(app, seed: 2))
            let controller = people.controller
            controller.chooseToken(.knockOut)
            try await controller.settled()
            try passOn(controller)
            guard case .core(.hurl(let hurler, .knockOut, _, _, let sensitivity, _)) = controller.stage else {
                Issue.record("a hurl should follow: \(controller.stage)")
                return
            }
            let flick = FlickAdapter(source: RecordedMotion(try coreMotionSamples("flick-medium-100hz.csv")), sensitivity: sensitivity)
            let launch = try await launchByFlick(flick)
            controller.hurl(launch)
            try await controller.settled()
            #expect(controller.error == nil, "\(controller.error ?? "")")
            guard case .flight(let flight, let round, let message) = controller.stage else {
                Issue.record("the flight is shown: \(controller.stage)")
                return
            }
            #expect(flight.seat == hurler && flight.token == .knockOut, "the hurler's knock-out token flew")
            #expect(flight.apexHeight > 0.05, "a medium flick throws it high: \(flight.apexHeight) m")
            #expect(message?.english.isEmpty == false, "the caption says who hurled what")
            let scene = try #require(controller.view)
            let table = try #require(round)
            let size = CGSize(width: 390, height: 420)
            for frame in flight.frames where frame.height < 0.3 {
                let layout = TableLayout(scene: scene, round: round, flight: flight, frame: frame, size: size)
                #expect(layout.seat == hurler, "the flight is seen from the hurler's seat")
                #expect(onTable(layout.catapults[0].centre, layout, table, margin: 1))
                if !flight.offTable, let flying = layout.flying {
                    #expect(onTable(flying.shadow, layout, table, margin: 40), "the token flies over the table")
                }
            }
            controller.flightSeen()
            #expect(controller.stage != .flight(flight, round: round, message: message), "watching the flight goes on")
        }
    }

    @Test("the seduction token: the hurler lands by a friend's follower and sends it home for one of their own")
    func seduction() async throws {
        try await withTempFolder { folder in
            for seed: UInt64 in 1...20 {
                let app = AppModel(folder: folder.appendingPathComponent("\(seed)"), defaults: freshDefaults(for: folder))
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(seed)"), withIntermediateDirectories: true)
                guard let people = try await toFirstRound(app, seed: seed, followers: 4) else { continue }
                let controller = people.controller
                controller.chooseToken(.seduction)
                try await controller.settled()
                for _ in 0..<200 {
                    try passOn(controller)
                    switch controller.stage {
                    case .core(.hurl):
                        let aims = controller.view?.round?.aims.filter(\.inReach) ?? []
                        #expect(RoundWords.aims(controller.view).count == min(aims.count, 4), "a line for each follower in reach")
                        guard let aim = aims.first else { controller.hurl(Launch(aimDegrees: 0, elevationDegrees: 45, speedMPerS: 2)); break }
                        controller.hurl(Launch(aimDegrees: aim.aimDegrees, elevationDegrees: 45, speedMPerS: (aim.distanceM * 9.81).squareRoot()))
                    case .core(.seduce(_, let targets, let ownOnBoard, let canUseSupply)):
                        let choice = SeductionChoice(targets: targets, ownOnBoard: ownOnBoard, canUseSupply: canUseSupply, view: controller.view)
                        let target = try #require(choice.targets.first)
                        let way = try #require(target.ways.first)
                        #expect(target.title.contains("'s "), "\(target.title)")
                        controller.seduce(target.follower.id, fromBoard: way.fromBoard)
                        try await controller.settled()
                        #expect(controller.error == nil, "\(controller.error ?? "")")
                        #expect(controller.view?.followers.contains { $0.id == target.follower.id && $0.owner == target.follower.owner } != true,
                                "the seduced follower went home")
                        return
                    case .flight:
                        controller.flightSeen()
                    case .effects:
                        controller.effectsSeen()
                    default:
                        break
                    }
                    if case .core(.roundSummary) = controller.stage { break }
                    if case .core(.placeTile) = controller.stage { break }
                    try await controller.settled()
                    try #require(controller.error == nil, "\(controller.error ?? "")")
                }
                app.finish()
            }
            Issue.record("no seed in 1...20 gave a seduction to decide")
        }
    }
}
