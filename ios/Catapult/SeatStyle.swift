import CatapultCore
import SwiftUI

/// A seat's colour-blind-safe colour from the core, with its second cue: a letter and a pattern.
enum SeatStyle {
    static func colour(_ seat: SeatColour) -> Color {
        Color(red: Double(seat.red) / 255, green: Double(seat.green) / 255, blue: Double(seat.blue) / 255)
    }

    /// The colour for the letter (black or white, whichever reads on the seat's colour).
    static func ink(_ seat: SeatColour) -> Color {
        let red = Double((seat.ink >> 16) & 0xFF), green = Double((seat.ink >> 8) & 0xFF)
        return Color(red: red / 255, green: green / 255, blue: Double(seat.ink & 0xFF) / 255)
    }

    /// The pattern's lines inside `rect`, to stroke.
    static func pattern(_ pattern: SeatPattern, in rect: CGRect) -> Path {
        var path = Path()
        let quarter = rect.width / 4
        switch pattern {
        case .solid:
            break
        case .stripes:
            for i in 1...3 {
                let x = rect.minX + quarter * CGFloat(i)
                path.move(to: CGPoint(x: x, y: rect.minY))
                path.addLine(to: CGPoint(x: x, y: rect.maxY))
            }
        case .dots:
            for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.midX, y: rect.midY)] {
                path.addEllipse(in: CGRect(x: corner.x + quarter * 0.7, y: corner.y + quarter * 0.7, width: quarter * 0.6, height: quarter * 0.6))
            }
        case .cross:
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        case .ring:
            path.addEllipse(in: rect.insetBy(dx: quarter, dy: quarter))
        case .checks:
            path.addRect(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height / 2))
            path.addRect(CGRect(x: rect.midX, y: rect.midY, width: rect.width / 2, height: rect.height / 2))
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
        if radius >= 7 {
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
