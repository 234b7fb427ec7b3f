import CatapultCore
import CatapultLogic
import SwiftUI

/// The game: one screen per stage of the controller.
@MainActor
struct GameScreen: View {
    let controller: GameController
    @Environment(AppModel.self) private var app
    /// A move has taken long enough to notice: the screen dims until it is made.
    @State private var dimmed = false
    /// The turn the table was last shown at (`TurningTable`): the next table drawn, the round's
    /// summary or the board, turns from there. Nil after a hand-over (north up).
    @State private var shown: Double?

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button { app.leave() } label: { Image(systemName: "house") }
                    .accessibilityLabel("Home")
                ScoreStrip(view: controller.view, stage: controller.stage)
            }
            .padding(.horizontal)
            content
                .opacity(dimmed ? 0.5 : 1)
        }
        .task(id: controller.moving) { await dim(controller.moving) }
        .alert("Not possible", isPresented: errorShown) {
            Button("OK") { controller.error = nil }
        } message: {
            Text(controller.error ?? "")
        }
    }

    @ViewBuilder private var content: some View {
        switch controller.stage {
        // The hand-over takes the board's place rather than covering it, so VoiceOver cannot
        // read the board or the drawn tile to the wrong person meanwhile.
        case .core(.handOver(let seat, _)):
            HandOverScreen(player: controller.player(seat), next: controller.view?.turn.waitingFor) {
                controller.handOverDone()
            }
            .onAppear { shown = nil }
        case .core(.placeTile), .core(.placeFollower), .core(.botToAct):
            // North up (no camera on the board's stages), turned back from the round's last view.
            TurningTable(turn: RoundTurn.turn(controller.stage.camera(controller.view)), shown: $shown) {
                BoardCanvas(controller: controller)
            }
            TurnPanel(controller: controller).padding()
        case .core(.chooseToken), .core(.hurl), .core(.`catch`), .core(.seduce), .flight:
            RoundScreen(controller: controller, shown: $shown)
        case .effects(let messages):
            List {
                MessageList(title: "What happened", messages: messages)
            }
            Button("Continue") { controller.effectsSeen() }
                .font(.headline).padding()
        case .core(.roundSummary(_, _, let points, let sentHome, let messages, _)):
            // The table as the last hurl left it, from the hurler's seat, when the core has it.
            if let table = controller.stage.table(controller.view) {
                TableCanvas(scene: controller.view, round: table, shown: $shown)
            }
            RoundSummaryView(controller: controller, points: points, sentHome: sentHome, messages: messages)
        case .core(.gameOver(let ranking)):
            EndScreen(ranking: ranking, players: controller.view?.players ?? []) { app.finish() }
        }
    }

    /// Dims the screen while a slow move is being made (`MoveDimming`); a change of `moving`
    /// cancels the wait.
    private func dim(_ moving: Bool) async {
        if let dimmed = await MoveDimming.dimmed(whileMoving: moving) { self.dimmed = dimmed }
    }

    private var errorShown: Binding<Bool> {
        Binding(get: { controller.error != nil }, set: { if !$0 { controller.error = nil } })
    }
}

/// The core's messages, each in its English: a section of a list.
@MainActor
struct MessageList: View {
    let title: String
    let messages: [EventMessage]

    var body: some View {
        Section(title) {
            ForEach(Array(messages.enumerated()), id: \.offset) { _, message in
                Text(message.english).font(.body)
            }
        }
    }
}

/// The controls under the board: the drawn tile with next spot, rotate and place, the follower
/// choice (with Inns & Cathedrals, a big follower toggle: `FollowerChoice`), or the bots at
/// work. What fits and what is picked is the core's stage.
@MainActor
struct TurnPanel: View {
    let controller: GameController

    var body: some View {
        VStack(spacing: 8) {
            if let view = controller.view {
                Text(TurnWords.turnLine(view)).font(.subheadline)
            }
            switch controller.stage {
            case .core(.placeTile(_, let tile, _, let legal, let selected)):
                if let view = controller.view {
                    Text(TurnWords.fits(view)).font(.caption)
                }
                HStack {
                    TilePreview(tile: tile, rotation: selected?.rotation ?? 0)
                    Button("Next spot") { controller.nextSpot() }
                        .disabled(legal.isEmpty)
                    Button("Rotate") { controller.rotate() }
                        .disabled(selected == nil)
                    Button("Place") { controller.confirmTile() }
                        .buttonStyle(.borderedProminent)
                        .disabled(selected == nil)
                }
            case .core(.placeFollower(_, _, let spots, _, _, let canUndo)):
                if let choice = controller.followerChoice {
                    Text(TurnWords.supply(choice)).font(.caption)
                    if choice.big && !spots.isEmpty {
                        Toggle("Big follower", isOn: bigFollower(choice))
                            .disabled(!choice.canChoose)
                            .accessibilityHint(TurnWords.bigFollowerHint(choice.piece))
                    }
                }
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(spots, id: \.segment) { spot in
                            Button(pieceName(spot.kind).capitalized) { controller.placeFollower(spot.segment) }
                                .accessibilityLabel("Put a \(pieceName(spot.kind)) on \(spot.name)")
                        }
                        Button("No follower") { controller.skipFollower() }
                        if canUndo {
                            Button("Undo the tile") { controller.undo() }
                        }
                    }
                    .buttonStyle(.bordered)
                }
            case .core(.botToAct(let seat, _)):
                if controller.botsFailed {
                    Button("The bots stopped. Try again") { controller.retryBots() }
                } else {
                    ProgressView(TurnWords.botPlaying(controller.player(seat)?.name))
                }
            default:
                EmptyView()
            }
        }
    }

    /// The toggle's state: the piece a tap on a spot places (the choice says; fixed on the big
    /// follower when no normal one is left).
    // Qualified: the core has a `FollowerChoice` of its own (a spot of the turn's view).
    private func bigFollower(_ choice: CatapultLogic.FollowerChoice) -> Binding<Bool> {
        Binding(get: { choice.piece == .big }, set: { controller.pickBigFollower($0) })
    }

    /// What a tap on a spot of `kind` puts there: "knight", or "big knight".
    private func pieceName(_ kind: FeatureKind) -> String {
        TurnWords.pieceName(kind, controller.followerChoice?.piece ?? .normal)
    }
}

/// The drawn tile, turned as it will be placed.
@MainActor
struct TilePreview: View {
    let tile: String
    let rotation: UInt32
    @ScaledMetric var size: CGFloat = 56

    var body: some View {
        Canvas { context, canvasSize in
            TileArtCache.shared.draw(tile, rotation: rotation, at: CGPoint(x: canvasSize.width / 2, y: canvasSize.height / 2), scale: canvasSize.width, in: context)
        }
        .frame(width: size, height: size)
        .accessibilityLabel("The drawn tile, turned \(rotation) quarter turns")
    }
}

/// Every player's colour, letter, pattern, score (with what the game would add if it ended
/// now) and followers left; the one to play is marked, and scrolled into view at every stage
/// (`ScoreWords.acting`), so with six seats on a narrow phone the person holding it still sees
/// their own chip whole. The tiles left, outside the scrolling chips so they are never pushed
/// off the screen, open the aids: each player's score if the game ended now, feature by
/// feature, and the tiles still to come.
@MainActor
struct ScoreStrip: View {
    let view: GameView?
    /// The stage shown: each change scrolls to the player it waits on.
    let stage: ScreenStage
    @State private var aidsOpen = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                ScrollViewReader { proxy in
                    ScrollView(.horizontal) {
                        HStack(spacing: 12) {
                            ForEach(view?.players ?? [], id: \.seat) { player in
                                chip(player).id(player.seat)
                            }
                        }
                    }
                    .onChange(of: stage, initial: true) {
                        if let seat = ScoreWords.acting(view) { proxy.scrollTo(seat, anchor: .center) }
                    }
                }
                if let view {
                    Button(ScoreWords.aidsButton(view, open: aidsOpen)) { aidsOpen.toggle() }
                        .fixedSize()
                        .accessibilityLabel(ScoreWords.aidsButtonLabel(view))
                }
            }
            if aidsOpen, let view {
                PlayerAidsView(view: view)
            }
        }
    }

    private func chip(_ player: PlayerView) -> some View {
        HStack(spacing: 4) {
            SeatBadge(colour: player.colour)
            VStack(alignment: .leading) {
                Text(player.name).font(.caption).fontWeight(player.current ? .bold : .regular)
                Text(ScoreWords.chip(player)).font(.caption2)
            }
        }
        .padding(4)
        .background(player.current ? Color.yellow.opacity(0.3) : Color.clear)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(ScoreWords.chipLabel(player))
    }
}

/// The aids: what each player would score if the game ended now, and the tiles to come by type.
@MainActor
struct PlayerAidsView: View {
    let view: GameView

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("If the game ended now").font(.subheadline).bold()
            ForEach(view.players, id: \.seat) { player in
                Text(ScoreWords.projected(player)).font(.caption)
            }
            Text("Still to come: \(view.turn.tilesLeft) tiles").font(.subheadline).bold()
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(44)), count: 6), spacing: 4) {
                ForEach(ScoreWords.tilesToCome(view), id: \.tile) { left in
                    VStack(spacing: 0) {
                        TilePreview(tile: left.tile, rotation: 0).frame(width: 36, height: 36)
                        Text("×\(left.count)").font(.caption2)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("\(left.count) left of \(left.words)")
                }
            }
        }
        .padding(8)
    }
}
