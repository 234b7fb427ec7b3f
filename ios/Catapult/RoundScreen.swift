import CatapultCore
import SwiftUI

/// A catapult round: the table seen from above, and the chooser's, hurler's or catcher's
/// controls, or a flight to watch.
@MainActor
struct RoundScreen: View {
    @ObservedObject var controller: GameController
    /// Seats that answered the core's offer of practice here (it stands until their first hurl).
    @State private var answered: Set<UInt32> = []
    /// The seat practising before its first hurl, if any.
    @State private var practising: UInt32?

    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 12) {
                Text(heading).font(.headline).multilineTextAlignment(.center)
                switch controller.stage {
                case .flight(let flight, let round, _):
                    FlightView(flight: flight, catching: false, scene: controller.view, round: round,
                        onCatch: { _ in }, onDone: { controller.flightSeen() })
                        .id(flight)
                case .core(.`catch`(_, _, _, let flight)):
                    FlightView(flight: flight, catching: true, scene: controller.view,
                        onCatch: { controller.catchAt($0) }, onDone: {})
                        .id(flight)
                case .core(.chooseToken):
                    TableCanvas(scene: controller.view)
                    TokenChoice(controller: controller)
                case .core(.hurl(let seat, _, _, _, let sensitivity, let offerPractice)):
                    TableCanvas(scene: controller.view)
                    if offerPractice && !answered.contains(seat) {
                        PracticeOffer(name: controller.player(seat)?.name ?? "", setting: label(sensitivity)) { practise in
                            answered.insert(seat)
                            if practise { practising = seat }
                        }
                    } else {
                        AimPanel(controller: controller, screenHeight: geometry.size.height, sensitivity: sensitivity)
                            .id(sensitivity)
                    }
                case .core(.seduce(_, let targets, let ownOnBoard, let canUseSupply)):
                    TableCanvas(scene: controller.view)
                    SeducePanel(controller: controller, targets: targets, ownOnBoard: ownOnBoard,
                        canUseSupply: canUseSupply)
                default:
                    TableCanvas(scene: controller.view)
                }
            }
            .padding()
        }
        .sheet(isPresented: Binding(get: { practising != nil }, set: { if !$0 { practising = nil } })) {
            if let seat = practising, case .core(.hurl(_, _, _, _, let sensitivity, _)) = controller.stage {
                NavigationStack {
                    PracticeView(title: "\(controller.player(seat)?.name ?? "") practises", sensitivity: sensitivity,
                        onSensitivity: { controller.setFlickSensitivity(seat, $0) },
                        done: { practising = nil })
                }
            }
        }
    }

    /// A sensitivity's name, the core's.
    private func label(_ sensitivity: FlickSensitivity) -> String {
        flickSensitivities().first { $0.sensitivity == sensitivity }?.label ?? ""
    }

    /// Who hurled what (the core's message), or whose turn it is and what for.
    private var heading: String {
        if case .flight(_, _, let message) = controller.stage, let message {
            return message.english
        }
        guard let turn = controller.view?.turn else { return "Catapult round" }
        return "Catapult round: \(controller.player(turn.player)?.name ?? ""), \(turn.waitingFor)."
    }
}

/// What a round did, and who gained what: the core's summary, until it is closed.
@MainActor
struct RoundSummaryView: View {
    @ObservedObject var controller: GameController
    let points: [UInt32]
    let sentHome: [UInt32]
    let messages: [EventMessage]

    var body: some View {
        List {
            Section("The round is over") {
                ForEach(Array(points.enumerated()), id: \.offset) { seat, gained in
                    let home = seat < sentHome.count ? sentHome[seat] : 0
                    Text("\(controller.player(UInt32(seat))?.name ?? ""): \(gained) points, \(home) followers back home")
                }
            }
            MessageList(title: "What happened", messages: messages)
            Button("Continue") { controller.closeSummary() }.font(.headline)
        }
    }
}

/// The table of a round, top-down in metres (y north): the board, followers, catapults, resting
/// tokens and, during a flight, the flying token, pushed tokens, and sliding and falling followers.
@MainActor
struct TableCanvas: View {
    let scene: GameView?
    /// The round to draw (nil: the scene's own; a flight is drawn on the round it was hurled in).
    var round: RoundView?
    var frame: FlightFrame?

    var body: some View {
        Canvas { context, size in
            guard let scene else { return }
            let round = self.round ?? scene.round
            let width = CGFloat(round?.tableWidth ?? 1.4), depth = CGFloat(round?.tableDepth ?? 1.0)
            let origin = CGPoint(x: round?.boardOrigin.x ?? 0, y: round?.boardOrigin.y ?? 0), tile = CGFloat(round?.tileSize ?? 0.045)
            let camera = BoardCamera(centre: .zero, scale: 0.95 * min(size.width / width, size.height / depth), size: size)
            func onTable(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
                camera.screen(origin.x + tile * x, origin.y + tile * y)
            }
            let corner = camera.screen(-width / 2, depth / 2)
            let table = CGRect(x: corner.x, y: corner.y, width: width * camera.scale, height: depth * camera.scale)
            context.fill(Path(roundedRect: table, cornerRadius: 8), with: .color(Color(red: 0.55, green: 0.4, blue: 0.28)))
            for placed in scene.tiles {
                TileArtCache.shared.draw(placed.tile, rotation: placed.rotation, at: onTable(CGFloat(placed.cell.x), CGFloat(placed.cell.y)), scale: tile * camera.scale, in: context)
            }
            let falling = frame?.falling ?? []
            let sliding = frame?.sliding ?? []
            for follower in scene.followers {
                guard let owner = scene.players.first(where: { $0.seat == follower.owner }) else { continue }
                var centre = onTable(follower.at.x, follower.at.y)
                if let slid = sliding.first(where: { $0.id == follower.id }) {
                    // Struck into a slide: drawn where the flight has it, not on its spot.
                    centre = camera.screen(slid.at.x, slid.at.y)
                }
                if let fall = falling.first(where: { $0.id == follower.id }) {
                    // Drawn at the point its top has fallen to (a follower is about 2 cm tall).
                    centre = camera.screen(fall.pivot.x + fall.direction.x * 0.02 * sin(fall.tilt), fall.pivot.y + fall.direction.y * 0.02 * sin(fall.tilt))
                }
                SeatStyle.drawPiece(owner.colour, at: centre, radius: tile * camera.scale * 0.12 * CGFloat(FollowerPiece(big: follower.big).drawnScale), lying: follower.lying, in: context)
            }
            for (seat, catapult) in (round?.seats ?? []).enumerated() where seat < scene.players.count {
                SeatStyle.drawPiece(scene.players[seat].colour, at: camera.screen(catapult.at.x, catapult.at.y), radius: 12, in: context)
            }
            for token in round?.tokens ?? [] {
                let pushed = frame?.pushed.first { $0.id == token.owner }
                let at = pushed?.at ?? token.at
                guard Int(token.owner) < scene.players.count else { continue }
                SeatStyle.drawPiece(scene.players[Int(token.owner)].colour, at: camera.screen(at.x, at.y), radius: 6, in: context)
            }
            if let frame {
                // The flying token with its shadow; it looks larger the higher it flies.
                let shadow = camera.screen(frame.token.x, frame.token.y)
                let height = CGFloat(frame.height)
                let radius = 0.0096 * camera.scale * (1 + height * 4)
                context.fill(Path(ellipseIn: CGRect(x: shadow.x - 5, y: shadow.y - 5, width: 10, height: 10)), with: .color(.black.opacity(0.3)))
                let lifted = CGPoint(x: shadow.x, y: shadow.y - height * camera.scale)
                context.fill(Path(ellipseIn: CGRect(x: lifted.x - radius, y: lifted.y - radius, width: radius * 2, height: radius * 2)), with: .color(.white))
                context.stroke(Path(ellipseIn: CGRect(x: lifted.x - radius, y: lifted.y - radius, width: radius * 2, height: radius * 2)), with: .color(.black), lineWidth: 2)
            }
        }
        .accessibilityElement()
        .accessibilityLabel(summary)
    }

    private var summary: String {
        guard let round = round ?? scene?.round else { return "The table" }
        return "The table: \(round.seats.count) catapults, \(round.tokens.count) tokens resting, \(round.hurls) hurls so far."
    }
}

/// The chooser picks the round's token; the names and rules come from the core.
@MainActor
struct TokenChoice: View {
    @ObservedObject var controller: GameController

    var body: some View {
        ForEach(tokenHelp(), id: \.token) { help in
            Button { controller.chooseToken(help.token) } label: {
                VStack(alignment: .leading) {
                    Text(help.name.capitalized).font(.headline)
                    Text(help.rule).font(.subheadline)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .buttonStyle(.bordered)
        }
    }
}

/// Aim and hurl: hold the button and flick the phone toward the board, or swipe the pad. The
/// flick is read with the hurler's sensitivity (the hurl stage's, from the core).
@MainActor
struct AimPanel: View {
    @ObservedObject var controller: GameController
    let screenHeight: CGFloat
    @StateObject private var flick: FlickAdapter

    init(controller: GameController, screenHeight: CGFloat, sensitivity: FlickSensitivity) {
        self.controller = controller
        self.screenHeight = screenHeight
        _flick = StateObject(wrappedValue: FlickAdapter(sensitivity: sensitivity))
    }

    /// With a knock-out or seduction token: the other players' followers in reach, nearest first.
    private var aims: [AimAt] {
        (controller.view?.round?.aims ?? []).filter { $0.inReach }
    }

    var body: some View {
        VStack(spacing: 12) {
            if !aims.isEmpty {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Where the others' followers are:").font(.caption).bold()
                    ForEach(aims.prefix(4), id: \.follower) { aim in
                        Text("\(controller.player(aim.owner)?.name ?? "")'s \(aim.words)").font(.caption2)
                    }
                }
            }
            if flick.motionAvailable {
                HoldToFlickButton(model: flick)
                if let message = flick.message {
                    Text(message).font(.callout).foregroundColor(.red)
                }
            }
            SwipePad(screenHeight: screenHeight) { controller.hurl($0) }
        }
        .onAppear { flick.onLaunch = { launch in controller.hurl(launch) } }
    }
}

/// Before a seat's first hurl (the core's `offerPractice`): practise first, or hurl now.
@MainActor
struct PracticeOffer: View {
    let name: String
    let setting: String
    let answer: (_ practise: Bool) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(name)'s first hurl. Try a few practice flicks first? Nothing counts while you practise.")
            Text("Flick setting: \(setting)").font(.subheadline)
            HStack {
                Button("Practise first") { answer(true) }.buttonStyle(.borderedProminent)
                Button("Hurl now") { answer(false) }.buttonStyle(.bordered)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The hurler's seduction: which of the targets the core lists to send home, and which of
/// their own followers takes its place (from the supply or from the board), or leave it.
@MainActor
struct SeducePanel: View {
    @ObservedObject var controller: GameController
    let targets: [UInt32]
    let ownOnBoard: [UInt32]
    let canUseSupply: Bool

    var body: some View {
        let followers = controller.view?.followers ?? []
        let own = followers.filter { ownOnBoard.contains($0.id) }
        List {
            ForEach(followers.filter { targets.contains($0.id) }, id: \.id) { target in
                Section("\(controller.player(target.owner)?.name ?? "")'s \(roleName(target.kind)) at \(target.cell.x), \(target.cell.y)") {
                    if canUseSupply {
                        Button("Swap for one from your supply") { controller.seduce(target.id, fromBoard: nil) }
                    }
                    ForEach(own, id: \.id) { mine in
                        Button("Move your \(roleName(mine.kind)) from \(mine.cell.x), \(mine.cell.y)") {
                            controller.seduce(target.id, fromBoard: mine.id)
                        }
                    }
                }
            }
            Button("Leave it") { controller.declineSeduction() }
        }
    }
}
