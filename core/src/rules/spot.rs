//! Names for follower spots as players say them: `road:E`, `city:N`, `field:NL`, `cloister`,
//! always as the tile lies on the board (after rotation).

use super::MoveError;
use crate::tiles::{Half, Rotation, SegmentKind, Side, TileType};

/// The name of `segment` of `tile` lying with `rotation`: the first board side (N, E, S, W) a
/// road or city reaches, the first board half (NL … WR) of a field.
pub fn spot_name(tile: &TileType, rotation: Rotation, segment: u8) -> String {
    let Some(data) = tile.segments.get(segment as usize) else {
        return format!("segment {segment}");
    };
    let place = match data.kind {
        SegmentKind::Cloister => return "cloister".to_string(),
        SegmentKind::Road | SegmentKind::City => Side::ALL
            .into_iter()
            .find(|side| tile.segment_at_side(rotation, *side) == Some(segment))
            .map(|side| side.to_string()),
        SegmentKind::Field => Half::ALL
            .into_iter()
            .find(|half| tile.segment_at_half(rotation, *half) == Some(segment))
            .map(|half| half.to_string()),
    };
    format!("{}:{}", data.kind.name(), place.unwrap_or_default())
}

/// The segment a spot name points at on `tile` lying with `rotation`.
pub fn parse_spot(tile: &TileType, rotation: Rotation, spot: &str) -> Result<u8, MoveError> {
    let missing = || MoveError::NoSuchSegment {
        spot: spot.to_string(),
    };
    if spot == "cloister" {
        return tile.cloister_segment().ok_or_else(missing);
    }
    let (kind, place) = spot.split_once(':').ok_or_else(missing)?;
    let segment = match kind {
        "road" | "city" => Side::parse(place).and_then(|side| tile.segment_at_side(rotation, side)),
        "field" => Half::parse(place).and_then(|half| tile.segment_at_half(rotation, half)),
        _ => None,
    }
    .ok_or_else(missing)?;
    // `road:N` on a city edge names a segment, but not a road.
    match tile.segments.get(segment as usize) {
        Some(data) if data.kind.name() == kind => Ok(segment),
        _ => Err(missing()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::catalogue;

    #[test]
    fn the_road_of_a_turned_straight_runs_north_to_south() {
        let u = catalogue().find("U").unwrap().tile();
        let quarter = Rotation::from_quarters(1);
        let road = parse_spot(u, quarter, "road:N").unwrap();
        assert_eq!(parse_spot(u, quarter, "road:S").unwrap(), road);
        assert_eq!(spot_name(u, quarter, road), "road:N");
        assert!(parse_spot(u, quarter, "road:E").is_err());
    }

    #[test]
    fn a_spot_of_the_wrong_kind_is_refused() {
        let d = catalogue().find("D").unwrap().tile();
        let err = parse_spot(d, Rotation::default(), "road:N").unwrap_err();
        assert!(
            err.to_string().contains("no follower spot 'road:N'"),
            "{err}"
        );
        assert!(parse_spot(d, Rotation::default(), "cloister").is_err());
        assert!(parse_spot(d, Rotation::default(), "city:N").is_ok());
    }
}
