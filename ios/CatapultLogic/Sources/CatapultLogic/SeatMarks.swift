import CatapultCore
import Foundation

/// A colour as red, green and blue, each 0...1; the views make a SwiftUI `Color` of it.
public struct RGB: Equatable {
    public let red: Double
    public let green: Double
    public let blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}

/// A seat's colour-blind-safe colour from the core, with its second cue: a letter in the ink
/// that reads on it, and a pattern drawn as marks inside the piece.
public enum SeatMarks {
    /// One mark of a pattern, in screen points.
    public enum Mark: Equatable {
        case line(from: CGPoint, to: CGPoint)
        case ellipse(CGRect)
        case rect(CGRect)
    }

    public static func colour(_ seat: SeatColour) -> RGB {
        RGB(red: Double(seat.red) / 255, green: Double(seat.green) / 255, blue: Double(seat.blue) / 255)
    }

    /// The colour for the letter (black or white, whichever reads on the seat's colour).
    public static func ink(_ seat: SeatColour) -> RGB { RGB(hex: seat.ink) }

    /// The letter is drawn only on pieces at least this big, points of radius.
    public static let smallestLettered: CGFloat = 7

    /// The pattern's marks inside `rect`, to stroke.
    public static func pattern(_ pattern: SeatPattern, in rect: CGRect) -> [Mark] {
        let quarter = rect.width / 4
        switch pattern {
        case .solid:
            return []
        case .stripes:
            return (1...3).map { i in
                let x = rect.minX + quarter * CGFloat(i)
                return .line(from: CGPoint(x: x, y: rect.minY), to: CGPoint(x: x, y: rect.maxY))
            }
        case .dots:
            return [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.midX, y: rect.midY)].map { corner in
                .ellipse(CGRect(x: corner.x + quarter * 0.7, y: corner.y + quarter * 0.7, width: quarter * 0.6, height: quarter * 0.6))
            }
        case .cross:
            return [.line(from: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.maxY)),
                    .line(from: CGPoint(x: rect.maxX, y: rect.minY), to: CGPoint(x: rect.minX, y: rect.maxY))]
        case .ring:
            return [.ellipse(rect.insetBy(dx: quarter, dy: quarter))]
        case .checks:
            return [.rect(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height / 2)),
                    .rect(CGRect(x: rect.midX, y: rect.midY, width: rect.width / 2, height: rect.height / 2))]
        }
    }
}
