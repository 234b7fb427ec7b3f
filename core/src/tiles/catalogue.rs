//! Loads the tile data compiled into the library (`core/data/tiles.json`).

use super::{EdgeKind, Expansion, Fair, Half, Rotation, Segment, SegmentKind, Side, TileType};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

/// The River's first tile.
const SPRING: &str = "RI/Spring";
/// The River's last tile.
const LAKE: &str = "RI/Lake";

/// The tile layouts, embedded at compile time so nothing is read from disk at run time.
const TILES_JSON: &str = include_str!("../../data/tiles.json");

/// Index of a tile type in the [`Catalogue`]. Serialized as the tile's name (`D`, `CA/RFR`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TileTypeId(pub(crate) u8);

impl TileTypeId {
    /// The tile type this id names.
    pub fn tile(self) -> &'static TileType {
        &catalogue().types[self.0 as usize]
    }

    /// Position in [`Catalogue::types`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for TileTypeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.tile().name())
    }
}

impl Serialize for TileTypeId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.tile().name())
    }
}

impl<'de> Deserialize<'de> for TileTypeId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        catalogue()
            .find(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown tile '{name}'")))
    }
}

/// Every tile type the game knows, in the order of tiles.json (base game first).
#[derive(Debug)]
pub struct Catalogue {
    /// All tile types; [`TileTypeId`] indexes this.
    pub types: Vec<TileType>,
    /// The start tile's type (a D).
    pub start: TileTypeId,
}

impl Catalogue {
    /// Finds a tile type by letter (`D`) or id (`BA/RCr`, `CA/RFR`).
    pub fn find(&self, name: &str) -> Option<TileTypeId> {
        self.types
            .iter()
            .position(|tile| {
                tile.id == name || tile.letter.is_some_and(|letter| name == letter.to_string())
            })
            .and_then(|index| u8::try_from(index).ok())
            .map(TileTypeId)
    }

    /// All ids, in catalogue order.
    pub fn ids(&self) -> impl Iterator<Item = TileTypeId> + '_ {
        (0..self.types.len()).filter_map(|index| u8::try_from(index).ok().map(TileTypeId))
    }

    /// The tile on the table before the game: The River's spring when it is in the game, the
    /// base game's start tile (a D) otherwise.
    pub fn start_tile(&self, expansions: &[Expansion]) -> TileTypeId {
        if expansions.contains(&Expansion::River) {
            self.find(SPRING).unwrap_or(self.start)
        } else {
            self.start
        }
    }

    /// Whether `tile` is The River's lake, placed last of the river.
    pub fn is_lake(&self, tile: TileTypeId) -> bool {
        tile.tile_in(self).id == LAKE
    }

    /// The tiles of `expansions` that go into the draw pile, each as often as the box holds it,
    /// less the start tile (which is on the table before the game; with The River the spring,
    /// and the base game's D goes into the pile).
    pub fn pile(&self, expansions: &[Expansion]) -> Vec<TileTypeId> {
        let start = self.start_tile(expansions);
        let mut pile = Vec::new();
        for id in self.ids() {
            let tile = id.tile_in(self);
            if !expansions.contains(&tile.expansion) {
                continue;
            }
            let copies = tile.count - u8::from(id == start);
            pile.extend(std::iter::repeat_n(id, copies as usize));
        }
        pile
    }
}

impl TileTypeId {
    fn tile_in(self, catalogue: &Catalogue) -> &TileType {
        &catalogue.types[self.0 as usize]
    }
}

/// The catalogue, parsed once on first use.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
        // The data is compiled in and checked by the tests below, so no input can reach this.
        #[allow(clippy::expect_used)]
        parse(TILES_JSON).expect("the embedded tiles.json is valid")
    });
    &CATALOGUE
}

#[derive(Deserialize)]
struct FileJson {
    base_game: Vec<TileJson>,
    catapult: Vec<TileJson>,
    inns_and_cathedrals: Vec<TileJson>,
    river: Vec<TileJson>,
}

#[derive(Deserialize)]
struct TileJson {
    id: String,
    letter: Option<String>,
    count: u8,
    edges: BTreeMap<String, String>,
    cities: Vec<CityJson>,
    roads: Vec<RoadJson>,
    fields: Vec<FieldJson>,
    cloister: bool,
    #[serde(default)]
    start_tile: bool,
    fair: Option<FairJson>,
}

#[derive(Deserialize)]
struct CityJson {
    edges: Vec<String>,
    pennants: u8,
    /// Inns & Cathedrals: a cathedral in this city.
    #[serde(default)]
    cathedral: bool,
}

#[derive(Deserialize)]
struct RoadJson {
    edges: Vec<String>,
    /// Inns & Cathedrals: an inn beside this road.
    #[serde(default)]
    inn: bool,
}

#[derive(Deserialize)]
struct FieldJson {
    halves: Vec<String>,
    adjacent_cities: Vec<u8>,
}

#[derive(Deserialize)]
struct FairJson {
    ends_roads: Vec<String>,
}

fn side_bits(names: &[String], tile: &str) -> Result<u8, String> {
    names.iter().try_fold(0u8, |bits, name| {
        let side = Side::parse(name).ok_or_else(|| format!("{tile}: bad side {name}"))?;
        Ok(bits | 1 << side.index())
    })
}

fn half_bits(names: &[String], tile: &str) -> Result<u8, String> {
    names.iter().try_fold(0u8, |bits, name| {
        let half = Half::parse(name).ok_or_else(|| format!("{tile}: bad half {name}"))?;
        Ok(bits | 1 << half.index())
    })
}

fn edge_kind(text: &str, tile: &str) -> Result<EdgeKind, String> {
    match text {
        "C" => Ok(EdgeKind::City),
        "R" => Ok(EdgeKind::Road),
        "F" => Ok(EdgeKind::Field),
        "I" => Ok(EdgeKind::River),
        other => Err(format!("{tile}: bad edge kind {other}")),
    }
}

fn parse(text: &str) -> Result<Catalogue, String> {
    let file: FileJson = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let sources = file
        .base_game
        .iter()
        .map(|tile| (tile, Expansion::Base))
        .chain(file.catapult.iter().map(|tile| (tile, Expansion::Catapult)))
        // After the others, so the base game's and The Catapult's tile numbers stay as saved.
        .chain(
            file.inns_and_cathedrals
                .iter()
                .map(|tile| (tile, Expansion::InnsCathedrals)),
        )
        .chain(file.river.iter().map(|tile| (tile, Expansion::River)));
    let types = sources
        .map(|(tile, expansion)| tile_type(tile, expansion))
        .collect::<Result<Vec<_>, _>>()?;
    let start = types
        .iter()
        .position(|tile| tile.start)
        .and_then(|index| u8::try_from(index).ok())
        .map(TileTypeId)
        .ok_or("no start tile")?;
    Ok(Catalogue { types, start })
}

fn tile_type(json: &TileJson, expansion: Expansion) -> Result<TileType, String> {
    let name = json.id.as_str();
    let mut edges = [EdgeKind::Field; 4];
    for side in Side::ALL {
        let text = json
            .edges
            .get(&side.to_string())
            .ok_or_else(|| format!("{name}: no {side} edge"))?;
        edges[side.index()] = edge_kind(text, name)?;
    }
    let mut segments = Vec::new();
    for road in &json.roads {
        segments.push(Segment {
            kind: SegmentKind::Road,
            sides: side_bits(&road.edges, name)?,
            halves: 0,
            pennants: 0,
            inn: road.inn,
            cathedral: false,
            adjacent_cities: Vec::new(),
        });
    }
    let first_city = segments.len();
    for city in &json.cities {
        segments.push(Segment {
            kind: SegmentKind::City,
            sides: side_bits(&city.edges, name)?,
            halves: 0,
            pennants: city.pennants,
            inn: false,
            cathedral: city.cathedral,
            adjacent_cities: Vec::new(),
        });
    }
    for field in &json.fields {
        let adjacent_cities = field
            .adjacent_cities
            .iter()
            .map(|city| {
                let index = first_city + *city as usize;
                match u8::try_from(index) {
                    Ok(index) if (*city as usize) < json.cities.len() => Ok(index),
                    _ => Err(format!("{name}: field touches unknown city {city}")),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        segments.push(Segment {
            kind: SegmentKind::Field,
            sides: 0,
            halves: half_bits(&field.halves, name)?,
            pennants: 0,
            inn: false,
            cathedral: false,
            adjacent_cities,
        });
    }
    if json.cloister {
        segments.push(Segment {
            kind: SegmentKind::Cloister,
            sides: 0,
            halves: 0,
            pennants: 0,
            inn: false,
            cathedral: false,
            adjacent_cities: Vec::new(),
        });
    }
    let mut side_segment = [None; 4];
    let mut half_segment = [None; 8];
    for (index, segment) in segments.iter().enumerate() {
        let index = u8::try_from(index).map_err(|_| format!("{name}: too many segments"))?;
        for side in segment.printed_sides() {
            if side_segment[side.index()].replace(index).is_some() {
                return Err(format!("{name}: two segments on side {side}"));
            }
        }
        for half in Half::ALL {
            if segment.halves & (1 << half.index()) != 0
                && half_segment[half.index()].replace(index).is_some()
            {
                return Err(format!("{name}: two fields on half {half}"));
            }
        }
    }
    check_consistency(name, &edges, &side_segment, &half_segment)?;
    let mut signatures = [0u8; 4];
    for rotation in Rotation::ALL {
        signatures[rotation.quarters() as usize] = Side::ALL.iter().fold(0u8, |bits, side| {
            let kind = edges[rotation.printed_side(*side).index()];
            bits | (kind as u8) << (2 * side.index())
        });
    }
    let letter = json.letter.as_deref().and_then(|text| text.chars().next());
    let fair = json
        .fair
        .as_ref()
        .map(|fair| side_bits(&fair.ends_roads, name).map(|ends_roads| Fair { ends_roads }))
        .transpose()?;
    Ok(TileType {
        id: json.id.clone(),
        letter,
        count: json.count,
        edges,
        segments,
        fair,
        start: json.start_tile,
        expansion,
        side_segment,
        half_segment,
        signatures,
    })
}

/// Every road or city edge has its segment; every other edge has both field halves.
fn check_consistency(
    name: &str,
    edges: &[EdgeKind; 4],
    side_segment: &[Option<u8>; 4],
    half_segment: &[Option<u8>; 8],
) -> Result<(), String> {
    for side in Side::ALL {
        let halves = [
            half_segment[side.index() * 2],
            half_segment[side.index() * 2 + 1],
        ];
        let ok = match edges[side.index()] {
            EdgeKind::City => side_segment[side.index()].is_some() && halves == [None, None],
            EdgeKind::Road => side_segment[side.index()].is_some() && !halves.contains(&None),
            EdgeKind::Field | EdgeKind::River => {
                side_segment[side.index()].is_none() && !halves.contains(&None)
            }
        };
        if !ok {
            return Err(format!("{name}: side {side} disagrees with its segments"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_tile_data_loads() {
        let catalogue = parse(TILES_JSON).unwrap();
        assert_eq!(catalogue.types.len(), 63);
        assert_eq!(catalogue.start.tile().letter, Some('D'));
    }

    #[test]
    fn inns_and_cathedrals_brings_18_tiles_with_6_inns_and_2_cathedrals() {
        let pile = catalogue().pile(&[Expansion::InnsCathedrals]);
        assert_eq!(pile.len(), 18);
        let with = |has: fn(&Segment) -> bool| {
            pile.iter()
                .filter(|id| id.tile().segments.iter().any(has))
                .count()
        };
        assert_eq!(with(|segment| segment.inn), 6);
        assert_eq!(with(|segment| segment.cathedral), 2);
        // Base game and The Catapult keep their tile numbers (saved games name them).
        assert_eq!(catalogue().find("CA/C!").map(TileTypeId::index), Some(35));
    }

    #[test]
    fn the_base_pile_holds_71_tiles_after_the_start_tile() {
        assert_eq!(catalogue().pile(&[Expansion::Base]).len(), 71);
        assert_eq!(
            catalogue()
                .pile(&[Expansion::Base, Expansion::Catapult])
                .len(),
            83
        );
    }

    #[test]
    fn a_plain_cloister_looks_the_same_all_four_ways_and_a_straight_road_two_ways() {
        let distinct = |letter: &str| {
            let tile = catalogue().find(letter).unwrap().tile();
            let mut kept: Vec<Rotation> = Vec::new();
            for rotation in Rotation::ALL {
                if !kept.iter().any(|k| tile.looks_the_same(*k, rotation)) {
                    kept.push(rotation);
                }
            }
            kept.len()
        };
        assert_eq!(distinct("B"), 1, "a cloister in fields");
        assert_eq!(distinct("U"), 2, "a straight road");
        assert_eq!(distinct("X"), 1, "a crossroads");
        assert_eq!(distinct("C"), 1, "a city on all sides");
        assert_eq!(distinct("H"), 2, "two city caps facing each other");
        assert_eq!(distinct("I"), 4, "two city caps on sides that meet");
        assert_eq!(distinct("D"), 4, "the start tile");
        assert_eq!(distinct("A"), 4, "a cloister with a road");
        // Every tile type keeps at least one way, and the counts are 1, 2 or 4.
        for tile in &catalogue().types {
            let kept = distinct(&tile.id);
            assert!(matches!(kept, 1 | 2 | 4), "{} {kept}", tile.id);
        }
    }

    #[test]
    fn players_read_a_tile_by_what_is_on_it_not_by_its_id() {
        let said = |name: &str| catalogue().find(name).unwrap().tile().description();
        assert_eq!(said("D"), "a city and a road");
        assert_eq!(said("B"), "a cloister");
        assert_eq!(said("A"), "a cloister and a road");
        assert_eq!(said("X"), "4 roads");
        assert_eq!(said("H"), "2 cities");
        let fair = catalogue()
            .types
            .iter()
            .find(|tile| tile.fair.is_some())
            .unwrap();
        assert!(fair.description().starts_with("a fair tile with "));
    }

    #[test]
    fn the_start_tile_has_a_city_north_and_a_road_west_to_east() {
        let d = catalogue().start.tile();
        let none = Rotation::default();
        assert_eq!(d.edge(none, Side::N), EdgeKind::City);
        assert_eq!(d.edge(none, Side::W), EdgeKind::Road);
        assert_eq!(d.edge(none, Side::E), EdgeKind::Road);
        assert_eq!(
            d.segment_at_side(none, Side::W),
            d.segment_at_side(none, Side::E)
        );
    }

    #[test]
    fn a_quarter_turn_puts_the_city_of_a_d_on_the_east() {
        let d = catalogue().find("D").unwrap().tile();
        let quarter = Rotation::from_quarters(1);
        assert_eq!(d.edge(quarter, Side::E), EdgeKind::City);
        assert_eq!(d.edge(quarter, Side::N), EdgeKind::Road);
        assert_eq!(d.edge(quarter, Side::W), EdgeKind::Field);
    }

    #[test]
    fn tiles_are_found_by_letter_and_by_id() {
        assert_eq!(catalogue().find("U"), catalogue().find("BA/RFr"));
        assert!(catalogue().find("CA/RFR").is_some());
        assert!(catalogue().find("Z").is_none());
    }
}
