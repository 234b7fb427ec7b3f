//! Tile artwork for drawing: every tile type as filled vector shapes, with where a follower
//! stands on each of its segments, and the six seats' colours.
//!
//! Coordinates are tile units about the tile's centre (a tile is 1 × 1, so each coordinate is
//! within ±0.5), x east and y north (flip y for a screen whose y grows down), in the printed
//! orientation. Fill every contour list with the even-odd rule and draw the shapes in the order
//! given (later ones on top). To draw a tile turned by a quarter turns clockwise, turn each point
//! that many times by (x, y) → (y, −x).

use crate::error::CatapultError;
use crate::shared::{FeatureKind, SeatColour, Spot};
use catapult_core::scene::{self, ShapeRole, TileArt, TileShape, tile_art};
use catapult_core::tiles::{self, TileTypeId, catalogue};

/// What a shape shows, so the app can colour it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ArtRole {
    /// Green field: one shape per field segment, bounded by the roads, cities and fair.
    Field,
    /// A road.
    Road,
    /// A city's ground.
    City,
    /// The wall along a city's inner edge.
    CityWall,
    /// A pennant (coat of arms) in a city.
    Pennant,
    /// The cloister building.
    Cloister,
    /// The fair's ground (violet in every frontend's palette: no seat, pennant or tile uses it).
    Fair,
    /// The fair's tent.
    Tent,
    /// An inn beside a road (Inns & Cathedrals).
    Inn,
    /// A cathedral in a city (Inns & Cathedrals).
    Cathedral,
    /// The River's water (no feature).
    River,
}

impl From<ShapeRole> for ArtRole {
    fn from(role: ShapeRole) -> ArtRole {
        match role {
            ShapeRole::Field => ArtRole::Field,
            ShapeRole::Road => ArtRole::Road,
            ShapeRole::City => ArtRole::City,
            ShapeRole::CityWall => ArtRole::CityWall,
            ShapeRole::Pennant => ArtRole::Pennant,
            ShapeRole::Cloister => ArtRole::Cloister,
            ShapeRole::Fair => ArtRole::Fair,
            ShapeRole::Tent => ArtRole::Tent,
            ShapeRole::Inn => ArtRole::Inn,
            ShapeRole::Cathedral => ArtRole::Cathedral,
            ShapeRole::River => ArtRole::River,
        }
    }
}

/// The box a tile comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TileExpansion {
    /// Carcassonne, the base game.
    Base,
    /// The Catapult.
    Catapult,
    /// Inns & Cathedrals.
    InnsCathedrals,
    /// The River.
    River,
}

impl From<tiles::Expansion> for TileExpansion {
    fn from(expansion: tiles::Expansion) -> TileExpansion {
        match expansion {
            tiles::Expansion::Base => TileExpansion::Base,
            tiles::Expansion::Catapult => TileExpansion::Catapult,
            tiles::Expansion::InnsCathedrals => TileExpansion::InnsCathedrals,
            tiles::Expansion::River => TileExpansion::River,
        }
    }
}

impl From<TileExpansion> for tiles::Expansion {
    fn from(expansion: TileExpansion) -> tiles::Expansion {
        match expansion {
            TileExpansion::Base => tiles::Expansion::Base,
            TileExpansion::Catapult => tiles::Expansion::Catapult,
            TileExpansion::InnsCathedrals => tiles::Expansion::InnsCathedrals,
            TileExpansion::River => tiles::Expansion::River,
        }
    }
}

/// One filled shape of a tile.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct ArtShape {
    /// What it shows.
    pub role: ArtRole,
    /// The printed segment it draws (an index into [`TileArtwork::segments`]); `None` for the
    /// fair and its tent, which are no feature.
    pub segment: Option<u32>,
    /// Closed outlines, tile units about the tile's centre, y north (the last point joins the
    /// first), filled together with the even-odd rule: the first is the outside, the others
    /// holes or islands.
    pub contours: Vec<Vec<Spot>>,
    /// For a picture that stays upright however the tile is turned (the cloister's chapel,
    /// the fair's tent), one shift per rotation (index: quarter turns clockwise), tile units,
    /// y north: draw the shape unturned, moved by that shift from the tile's centre. Empty for
    /// a shape that turns with the tile.
    pub upright_shifts: Vec<Spot>,
}

impl From<&TileShape> for ArtShape {
    fn from(shape: &TileShape) -> ArtShape {
        ArtShape {
            role: shape.role.into(),
            segment: shape.segment.map(u32::from),
            contours: shape
                .contours
                .iter()
                .map(|contour| contour.iter().copied().map(Spot::from).collect())
                .collect(),
            upright_shifts: match shape.upright_about {
                Some(anchor) => (0..4)
                    .map(|quarters| {
                        let at = shape.turned(anchor, tiles::Rotation::from_quarters(quarters));
                        Spot::from(scene::Point::new(at.x - anchor.x, at.y - anchor.y))
                    })
                    .collect(),
                None => Vec::new(),
            },
        }
    }
}

/// A printed segment of a tile (a road, city, field or cloister) and where its follower goes.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct SegmentSpot {
    /// What the segment is.
    pub kind: FeatureKind,
    /// Where a follower stands on it (a farmer lies), tile units about the tile's centre, y
    /// north, printed orientation.
    pub spot: Spot,
}

/// A tile type's artwork, ready to draw.
///
/// Tile units about the tile's centre (each coordinate within ±0.5), y north, printed
/// orientation; even-odd fill; draw the shapes in order. Turned a quarter turns clockwise on the
/// board, each point goes (x, y) → (y, −x) per quarter turn.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TileArtwork {
    /// The tile type's id, e.g. `BA/RCr` or `CA/RFR`.
    pub tile: String,
    /// The name players use: the letter (A–X) for base tiles, the id for others.
    pub name: String,
    /// How many tiles of this type the game has (the start tile included).
    pub count: u32,
    /// The box it comes from.
    pub expansion: TileExpansion,
    /// The shapes, in drawing order (later ones on top).
    pub shapes: Vec<ArtShape>,
    /// The printed segments, in order: [`ArtShape::segment`] and the game's follower choices
    /// index this list.
    pub segments: Vec<SegmentSpot>,
}

/// The artwork of `tile`, as a record.
fn artwork(tile: TileTypeId) -> TileArtwork {
    let kind = tile.tile();
    let art: &TileArt = tile_art(tile);
    TileArtwork {
        tile: tile_id(tile),
        name: kind.name(),
        count: u32::from(kind.count),
        expansion: kind.expansion.into(),
        shapes: art.shapes.iter().map(ArtShape::from).collect(),
        segments: kind
            .segments
            .iter()
            .zip(&art.spots)
            .map(|(segment, spot)| SegmentSpot {
                kind: segment.kind.into(),
                spot: (*spot).into(),
            })
            .collect(),
    }
}

/// The tile type's id (`BA/RCr`, `CA/RFR`), the name [`find_tile`] always accepts.
pub(crate) fn tile_id(id: TileTypeId) -> String {
    id.tile().id.clone()
}

/// The tile type named `name`: its id (`BA/RCr`) or, for base tiles, its letter (`D`).
/// An unknown name is [`CatapultError::BadInput`] with a hint.
pub(crate) fn find_tile(name: &str) -> Result<TileTypeId, CatapultError> {
    catalogue().find(name.trim()).ok_or_else(|| {
        CatapultError::bad_input(format!(
            "there is no tile {name:?}; use a letter A–X or an id such as BA/RCr or CA/RFR"
        ))
    })
}

/// The artwork of one tile type, named by its id (`BA/RCr`, `CA/RFR`) or, for base tiles, its
/// letter (`D`). Unknown names are refused with [`CatapultError::BadInput`].
#[uniffi::export]
pub fn tile_artwork(tile: String) -> Result<TileArtwork, CatapultError> {
    find_tile(&tile).map(artwork)
}

/// The artwork of every tile type (63), in catalogue order: the base game first, then The
/// Catapult, Inns & Cathedrals and The River.
#[uniffi::export]
pub fn all_tile_artwork() -> Vec<TileArtwork> {
    catalogue().ids().map(artwork).collect()
}

/// The colours of the six seats, in seat order (seat 0 first).
#[uniffi::export]
pub fn seat_colours() -> Vec<SeatColour> {
    (0..6)
        .map(scene::player_colour)
        .map(SeatColour::from)
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    #[test]
    fn every_tile_s_artwork_crosses_with_its_shapes_and_spots() {
        let all = all_tile_artwork();
        assert_eq!(all.len(), 63);
        for (artwork, id) in all.iter().zip(catalogue().ids()) {
            let kind = id.tile();
            let art = tile_art(id);
            assert_eq!(artwork.tile, kind.id);
            assert_eq!(artwork.name, kind.name());
            assert_eq!(artwork.count, u32::from(kind.count));
            assert!(!artwork.shapes.is_empty(), "{} has no shapes", kind.id);
            assert_eq!(artwork.shapes.len(), art.shapes.len(), "{}", kind.id);
            for (shape, original) in artwork.shapes.iter().zip(&art.shapes) {
                assert_eq!(shape.role, ArtRole::from(original.role));
                assert_eq!(shape.segment, original.segment.map(u32::from));
                assert_eq!(shape.contours.len(), original.contours.len());
                for (contour, points) in shape.contours.iter().zip(&original.contours) {
                    assert!(contour.len() >= 3, "{}: a contour of < 3 points", kind.id);
                    for (spot, point) in contour.iter().zip(points) {
                        assert_eq!((spot.x, spot.y), (point.x, point.y));
                        assert!(spot.x.abs() <= 0.5 + 1e-9 && spot.y.abs() <= 0.5 + 1e-9);
                    }
                }
                if let Some(segment) = shape.segment {
                    assert!((segment as usize) < artwork.segments.len(), "{}", kind.id);
                }
            }
            assert_eq!(artwork.segments.len(), kind.segments.len(), "{}", kind.id);
            for ((segment, printed), spot) in
                artwork.segments.iter().zip(&kind.segments).zip(&art.spots)
            {
                assert_eq!(segment.kind, FeatureKind::from(printed.kind));
                assert_eq!(segment.spot, Spot::from(*spot));
            }
            // Found by its id, and base tiles by their letter too.
            assert_eq!(&tile_artwork(kind.id.clone()).unwrap(), artwork);
            if let Some(letter) = kind.letter {
                assert_eq!(&tile_artwork(letter.to_string()).unwrap(), artwork);
            }
        }
        assert_eq!(
            tile_artwork("CA/RFR".into()).unwrap().expansion,
            TileExpansion::Catapult
        );
        assert_eq!(
            tile_artwork("D".into()).unwrap().expansion,
            TileExpansion::Base
        );
    }

    #[test]
    fn an_unknown_tile_name_is_refused_with_a_hint() {
        let error = tile_artwork("ZZ/Q".into()).unwrap_err();
        let CatapultError::BadInput { message } = error else {
            panic!("not BadInput: {error:?}");
        };
        assert!(message.contains("there is no tile \"ZZ/Q\""), "{message}");
        assert!(message.contains("BA/RCr"), "{message}");
        assert!(find_tile("").is_err());
    }

    #[test]
    fn six_seat_colours_all_different() {
        let colours = seat_colours();
        assert_eq!(colours.len(), 6);
        for (i, a) in colours.iter().enumerate() {
            for b in &colours[i + 1..] {
                assert_ne!(a.name, b.name);
                assert_ne!(a.letter, b.letter);
            }
        }
        assert_eq!(colours[0].name, "blue");
    }
}
