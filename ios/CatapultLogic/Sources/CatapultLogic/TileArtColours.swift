import CatapultCore

/// How a tile's artwork is painted: a colour per role, and which shapes stay upright when the
/// tile turns. The shapes themselves are the core's (`allTileArtwork()`); the views turn them
/// into paths once and fill them in the core's order with the even-odd rule.
public enum TileArtColours {
    public static func colour(_ role: ArtRole) -> RGB {
        switch role {
        case .field: return RGB(red: 0.53, green: 0.71, blue: 0.33)
        case .road: return RGB(red: 0.93, green: 0.91, blue: 0.85)
        case .city: return RGB(red: 0.76, green: 0.58, blue: 0.38)
        case .cityWall: return RGB(red: 0.45, green: 0.33, blue: 0.22)
        case .pennant: return RGB(red: 0.16, green: 0.33, blue: 0.70)
        case .cloister: return RGB(red: 0.78, green: 0.25, blue: 0.20)
        case .fair: return RGB(red: 0.59, green: 0.38, blue: 0.84)
        case .tent: return RGB(red: 0.85, green: 0.20, blue: 0.25)
        case .inn: return RGB(red: 0.87, green: 0.63, blue: 0.19)
        case .cathedral: return RGB(red: 0.93, green: 0.93, blue: 0.95)
        case .river: return RGB(red: 0.38, green: 0.67, blue: 0.87)
        }
    }

    /// For a picture that stays upright (a chapel, a tent): how far it moves for a tile turned
    /// `rotation` quarter turns (nil: it turns with the tile).
    public static func uprightShift(_ shifts: [Spot], rotation: UInt32) -> Spot? {
        let quarter = Int(rotation % 4)
        return quarter < shifts.count ? shifts[quarter] : nil
    }
}
