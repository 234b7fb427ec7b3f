import CatapultCore
import CatapultLogic
import SwiftUI

/// The table of a round, top-down, as the core's camera sees it (`TableLayout`): the acting
/// seat's catapult at the bottom, the board ahead (turned with the table), followers,
/// catapults, resting tokens, the catcher's hands and, during a flight, the flying token,
/// pushed tokens, and sliding and falling followers. It turns in from the way the table was
/// last seen (`RoundTurn`).
@MainActor
struct TableCanvas: View {
    let scene: GameView?
    /// The round to draw (nil: the scene's own; a flight is drawn on the round it was hurled in).
    var round: RoundView?
    /// The flight shown, seen through its own camera.
    var flight: HurlFlight?
    var frame: FlightFrame?
    /// The turn the table was last shown at, kept by the round's screen: a table drawn anew
    /// (a flight after the aim) turns from there, not again from north up.
    var shown: Binding<Double?> = .constant(nil)

    var body: some View {
        TurningTable(turn: RoundTurn.turn(TableLayout.camera(round: round ?? scene?.round, flight: flight)), shown: shown) {
            Canvas { context, size in
                guard let scene else { return }
                draw(TableLayout(scene: scene, round: round, flight: flight, frame: frame, size: size), in: context)
            }
        }
        .accessibilityElement()
        .accessibilityLabel(summary)
    }

    private func draw(_ layout: TableLayout, in context: GraphicsContext) {
        context.fill(polygon(layout.table), with: .color(Color(red: 0.55, green: 0.4, blue: 0.28)))
        for tile in layout.tiles {
            TileArtCache.shared.draw(tile.tile, rotation: tile.rotation, at: tile.centre, scale: tile.side, angle: tile.angle, in: context)
        }
        if let hands = layout.hands {
            // Where the catcher's hands wait and how far they reach.
            let ring = Path(ellipseIn: CGRect(x: hands.centre.x - hands.radius, y: hands.centre.y - hands.radius,
                                              width: hands.radius * 2, height: hands.radius * 2))
            context.stroke(ring, with: .color(.orange), style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
        }
        for piece in layout.followers + layout.catapults + layout.tokens {
            SeatStyle.drawPiece(piece.seat, at: piece.centre, radius: piece.radius, lying: piece.lying, in: context)
        }
        if let flying = layout.flying {
            // The flying token with its shadow; it looks larger the higher it flies.
            let shadow = flying.shadow, lifted = flying.token, radius = flying.radius
            context.fill(Path(ellipseIn: CGRect(x: shadow.x - 5, y: shadow.y - 5, width: 10, height: 10)), with: .color(.black.opacity(0.3)))
            let disc = Path(ellipseIn: CGRect(x: lifted.x - radius, y: lifted.y - radius, width: radius * 2, height: radius * 2))
            context.fill(disc, with: .color(.white))
            context.stroke(disc, with: .color(.black), lineWidth: 2)
        }
    }

    /// The turned table's outline.
    private func polygon(_ corners: [CGPoint]) -> Path {
        var path = Path()
        path.addLines(corners)
        path.closeSubpath()
        return path
    }

    private var summary: String { RoundWords.tableSummary(round ?? scene?.round) }
}

/// The table turning to a new seat: drawn as the camera has it, but starting rotated back to
/// how it was last seen (`shown`; north up, the board's way, when the round opens) and settling
/// in `RoundTurn.durationS`; no turn at all with reduced motion.
@MainActor
struct TurningTable<Content: View>: View {
    /// The table's turn now, radians counter-clockwise.
    let turn: Double
    @Binding var shown: Double?
    @ViewBuilder let content: Content
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The rotation still to play, radians clockwise.
    @State private var left = 0.0

    var body: some View {
        content
            .rotationEffect(.radians(left))
            .clipped()
            .onAppear { settle(from: shown ?? 0) }
            .onChange(of: turn) { old, _ in settle(from: old) }
    }

    private func settle(from old: Double) {
        shown = turn
        guard let duration = RoundTurn.duration(reduceMotion: reduceMotion) else { return }
        left = RoundTurn.start(from: old, to: turn)
        // The start is drawn first, then the turn animates from it.
        Task { @MainActor in
            withAnimation(.easeInOut(duration: duration)) { left = 0 }
        }
    }
}
