//! Names for follower spots, always as the tile lies on the board (after rotation): ids for
//! machines to read and write (`road:E`, `city:N`, `field:NL`, `cloister`: scenarios, typed
//! input), and the words players read ("thief on the road to the east").

use super::MoveError;
use crate::tiles::{Half, Rotation, SegmentKind, Side, TileType};

/// The id of `segment` of `tile` lying with `rotation`: the first board side (N, E, S, W) a
/// road or city reaches, the first board half (NL … WR) of a field. For machines (scenarios,
/// typed input); a player reads [`spot_words`].
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

/// A follower on `segment` of `tile` lying with `rotation`, in plain words: "thief on the road
/// to the east", "knight in the city on the north and west sides", "farmer in the field to the
/// south-west", "monk in the cloister".
pub fn spot_words(tile: &TileType, rotation: Rotation, segment: u8) -> String {
    let Some(data) = tile.segments.get(segment as usize) else {
        return format!("segment {segment}");
    };
    let sides: Vec<&str> = Side::ALL
        .into_iter()
        .filter(|side| tile.segment_at_side(rotation, *side) == Some(segment))
        .map(side_word)
        .collect();
    let reach = |thing: &str| match sides.as_slice() {
        [one] => format!("the {thing} to the {one}"),
        [a, b] if matches!(data.kind, SegmentKind::Road) => format!("the {thing} from {a} to {b}"),
        [rest @ .., last] if !rest.is_empty() => {
            format!("the {thing} on the {} and {last} sides", rest.join(", "))
        }
        _ => format!("the {thing}"),
    };
    match data.kind {
        SegmentKind::Cloister => "monk in the cloister".to_owned(),
        SegmentKind::Road => format!("thief on {}", reach("road")),
        SegmentKind::City => format!("knight in {}", reach("city")),
        SegmentKind::Field => {
            let [x, y] = tile.follower_spot(rotation, segment);
            format!("farmer in the field {}", compass(x, y))
        }
    }
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::N => "north",
        Side::E => "east",
        Side::S => "south",
        Side::W => "west",
    }
}

/// Where a point (tile units from the centre, y north) lies: "to the north-west", "in the
/// middle".
fn compass(x: f64, y: f64) -> &'static str {
    if x.hypot(y) < 0.1 {
        return "in the middle";
    }
    const WORDS: [&str; 8] = [
        "to the east",
        "to the north-east",
        "to the north",
        "to the north-west",
        "to the west",
        "to the south-west",
        "to the south",
        "to the south-east",
    ];
    let eighth = (libm::atan2(y, x) / std::f64::consts::FRAC_PI_4).round();
    WORDS[(eighth as i64).rem_euclid(8) as usize]
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
    fn spots_in_plain_words_say_who_stands_where() {
        let d = catalogue().find("D").unwrap().tile();
        let words: Vec<String> = (0..d.segments.len() as u8)
            .map(|segment| spot_words(d, Rotation::default(), segment))
            .collect();
        assert!(
            words.contains(&"knight in the city to the north".to_owned()),
            "{words:?}"
        );
        assert!(
            words.contains(&"thief on the road from east to west".to_owned()),
            "{words:?}"
        );
        assert!(
            words
                .iter()
                .any(|w| w.starts_with("farmer in the field to the"))
        );
        let b = catalogue().find("B").unwrap().tile();
        let monk = b.cloister_segment().unwrap();
        assert_eq!(
            spot_words(b, Rotation::default(), monk),
            "monk in the cloister"
        );
        // Turned a quarter, the start tile's city faces east.
        let city = parse_spot(d, Rotation::from_quarters(1), "city:E").unwrap();
        assert_eq!(
            spot_words(d, Rotation::from_quarters(1), city),
            "knight in the city to the east"
        );
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
