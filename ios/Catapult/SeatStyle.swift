import CatapultCore
import CatapultLogic
import SwiftUI

/// A seat's colour-blind-safe colour from the core, with its second cue: a letter and a pattern.
enum SeatStyle {
    static func colour(_ seat: SeatColour) -> Color { Color(SeatMarks.colour(seat)) }

    /// The colour for the letter (black or white, whichever reads on the seat's colour).
    static func ink(_ seat: SeatColour) -> Color { Color(SeatMarks.ink(seat)) }

    /// The pattern's marks (`SeatMarks`) inside `rect`, as one path to stroke.
    static func pattern(_ pattern: SeatPattern, in rect: CGRect) -> Path {
        var path = Path()
        for mark in SeatMarks.pattern(pattern, in: rect) {
            switch mark {
            case .line(let from, let to):
                path.move(to: from)
                path.addLine(to: to)
            case .ellipse(let box): path.addEllipse(in: box)
            case .rect(let box): path.addRect(box)
            }
        }
        return path
    }

    /// A follower (or a catapult, or a token) of the seat on a Canvas: colour, pattern, letter.
    static func drawPiece(_ seat: SeatColour, at centre: CGPoint, radius: CGFloat, lying: Bool = false, in context: GraphicsContext) {
        let rect = CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)
        let shape = lying ? Path(roundedRect: rect.insetBy(dx: 0, dy: radius / 2), cornerRadius: radius / 3) : Path(ellipseIn: rect)
        context.fill(shape, with: .color(colour(seat)))
        var inside = context
        inside.clip(to: shape)
        inside.stroke(pattern(seat.pattern, in: rect), with: .color(ink(seat).opacity(0.45)), lineWidth: 1)
        context.stroke(shape, with: .color(.black), lineWidth: 1)
        if radius >= SeatMarks.smallestLettered {
            context.draw(Text(seat.letter).font(.system(size: radius * 1.1, weight: .bold)).foregroundColor(ink(seat)), at: centre)
        }
    }
}

/// A seat's badge for lists: colour, pattern and letter. Hidden from VoiceOver: the row says
/// the player's name and colour.
@MainActor
struct SeatBadge: View {
    let colour: SeatColour
    var large = false
    @ScaledMetric var size: CGFloat = 30

    var body: some View {
        Canvas { context, canvasSize in
            SeatStyle.drawPiece(colour, at: CGPoint(x: canvasSize.width / 2, y: canvasSize.height / 2), radius: canvasSize.width / 2 - 1, in: context)
        }
        .frame(width: large ? size * 2.5 : size, height: large ? size * 2.5 : size)
        .accessibilityHidden(true)
    }
}
