import CatapultCore
import SwiftUI

/// A catapult round: the table seen from above, and the chooser's, hurler's or catcher's controls.
struct RoundScreen: View {
    @ObservedObject var controller: GameController

    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 12) {
                Text(heading).font(.headline).multilineTextAlignment(.center)
                switch controller.stage {
                case .flight(let flight, let catching):
                    FlightView(flight: flight, catching: catching, scene: controller.flightScene ?? controller.view,
                        onCatch: { controller.catchAt($0) }, onDone: { controller.flightSeen() })
                        .id(controller.flightsSeen)
                case .chooseToken:
                    TableCanvas(scene: controller.view)
                    TokenChoice(controller: controller)
                case .aim:
                    TableCanvas(scene: controller.view)
                    AimPanel(controller: controller, screenHeight: geometry.size.height)
                case .seduce:
                    TableCanvas(scene: controller.view)
                    SeducePanel(controller: controller)
                default:
                    TableCanvas(scene: controller.view)
                }
            }
            .padding()
        }
    }

    private var heading: String {
        guard let turn = controller.view?.turn else { return "Catapult round" }
        return "Catapult round: \(controller.player(turn.player)?.name ?? ""), \(turn.waitingFor)."
    }
}

/// The table of a round, top-down in metres (y north): the board, followers, catapults, resting
/// tokens and, during a flight, the flying token, pushed tokens and falling followers.
struct TableCanvas: View {
    let scene: GameView?
    var frame: FlightFrame?

    var body: some View {
        Canvas { context, size in
            guard let scene else { return }
            let round = scene.round
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
            for follower in scene.followers {
                guard let owner = scene.players.first(where: { $0.seat == follower.owner }) else { continue }
                var centre = onTable(follower.at.x, follower.at.y)
                if let fall = falling.first(where: { $0.id == follower.id }) {
                    // Drawn at the point its top has fallen to (a follower is about 2 cm tall).
                    centre = camera.screen(fall.pivot.x + fall.direction.x * 0.02 * sin(fall.tilt), fall.pivot.y + fall.direction.y * 0.02 * sin(fall.tilt))
                }
                SeatStyle.drawPiece(owner.colour, at: centre, radius: tile * camera.scale * 0.12, lying: follower.lying, in: context)
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
        guard let round = scene?.round else { return "The table" }
        return "The table: \(round.seats.count) catapults, \(round.tokens.count) tokens resting, \(round.hurls) hurls so far."
    }
}

/// The chooser picks the round's token; the names and rules come from the core.
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

/// Aim and hurl: hold the button and flick the phone toward the board, or swipe the pad.
struct AimPanel: View {
    @ObservedObject var controller: GameController
    let screenHeight: CGFloat
    @StateObject var flick = FlickAdapter()

    var body: some View {
        VStack(spacing: 12) {
            if flick.motionAvailable {
                Text(flick.holding ? "Flick toward the board, then let go" : "Hold here and flick the phone")
                    .font(.title3)
                    .frame(maxWidth: .infinity, minHeight: 90)
                    .background(flick.holding ? Color.orange : Color.accentColor.opacity(0.25))
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                    .gesture(DragGesture(minimumDistance: 0)
                        .onChanged { _ in flick.press() }
                        .onEnded { _ in flick.release() })
                    .accessibilityLabel("Flick button: hold it, flick the phone toward the board, and let go")
                    .accessibilityAddTraits(.isButton)
                if let message = flick.message {
                    Text(message).font(.callout).foregroundColor(.red)
                }
            }
            SwipePad(screenHeight: screenHeight) { controller.hurl($0) }
        }
        .onAppear { flick.onLaunch = { launch in controller.hurl(launch) } }
        .onDisappear { flick.cancel() }
    }
}

/// The hurler's seduction: which of the nearest opponents' followers to swap, and for which of
/// their own (from the supply or from the board), or leave it. The core lists the targets.
struct SeducePanel: View {
    @ObservedObject var controller: GameController

    var body: some View {
        if let view = controller.view, let round = view.round {
            let own = view.followers.filter { $0.owner == round.hurler }
            List {
                ForEach(view.followers.filter { round.seductionTargets.contains($0.id) }, id: \.id) { target in
                    Section("\(controller.player(target.owner)?.name ?? "")'s \(EventMessages.followerName(target.kind)) at \(target.cell.x), \(target.cell.y)") {
                        Button("Swap for one from your supply") { controller.seduce(target.id, fromBoard: nil) }
                        ForEach(own, id: \.id) { mine in
                            Button("Move your \(EventMessages.followerName(mine.kind)) from \(mine.cell.x), \(mine.cell.y)") {
                                controller.seduce(target.id, fromBoard: mine.id)
                            }
                        }
                    }
                }
                Button("Leave it") { controller.declineSeduction() }
            }
        }
    }
}
