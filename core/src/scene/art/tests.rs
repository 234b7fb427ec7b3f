//! The artwork agrees with the rules: what a player sees is what the rules count.

use super::*;

/// Every tile type with its artwork and the disagreements found while drawing it.
fn every_drawing() -> Vec<(&'static TileType, TileArt, Vec<String>)> {
    catalogue()
        .ids()
        .map(|id| {
            let (art, problems) = draw_tile(id.tile());
            (id.tile(), art, problems)
        })
        .collect()
}

fn contours(shape: &TileShape) -> Vec<Contour> {
    shape
        .contours
        .iter()
        .map(|c| c.iter().map(|p| [p.x, p.y]).collect())
        .collect()
}

/// The shapes of `segment` with `role`, as contours.
fn drawn(art: &TileArt, segment: u8, role: ShapeRole) -> Vec<Contour> {
    art.segment_shapes(segment)
        .filter(|shape| shape.role == role)
        .flat_map(contours)
        .collect()
}

#[test]
fn every_field_is_drawn_exactly_where_the_rules_put_it() {
    let problems: Vec<String> = every_drawing()
        .into_iter()
        .flat_map(|(_, _, problems)| problems)
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn every_tile_type_has_artwork_inside_the_tile() {
    let drawings = every_drawing();
    // 24 of the base game, 12 of The Catapult, 17 of Inns & Cathedrals.
    assert_eq!(drawings.len(), 63);
    for (tile, art, _) in &drawings {
        for shape in &art.shapes {
            for point in shape.contours.iter().flatten() {
                assert!(
                    point.x.abs() <= 0.5 + 1e-9 && point.y.abs() <= 0.5 + 1e-9,
                    "{}: {:?} leaves the tile at {point:?}",
                    tile.id,
                    shape.role
                );
            }
        }
        assert_eq!(art.spots.len(), tile.segments.len(), "{}", tile.id);
    }
}

#[test]
fn roads_and_cities_reach_exactly_the_edges_they_connect() {
    for (tile, art, _) in every_drawing() {
        for (index, segment) in tile.segments.iter().enumerate() {
            let index = index as u8;
            let role = match segment.kind {
                SegmentKind::Road => ShapeRole::Road,
                SegmentKind::City => ShapeRole::City,
                _ => continue,
            };
            let shape = drawn(&art, index, role);
            for (side, middle) in SIDE_MIDDLES.iter().enumerate() {
                // Just inside the middle of the edge.
                let probe = [middle[0] * 0.96, middle[1] * 0.96];
                assert_eq!(
                    contains(&shape, probe),
                    segment.sides & (1 << side) != 0,
                    "{}: {:?} {index} at side {side}",
                    tile.id,
                    segment.kind
                );
            }
        }
    }
}

#[test]
fn a_follower_stands_on_its_own_feature_and_nothing_drawn_later_hides_it() {
    let mut wrong = Vec::new();
    for (tile, art, _) in every_drawing() {
        for (index, segment) in tile.segments.iter().enumerate() {
            let index = index as u8;
            let spot = art.spots[usize::from(index)];
            let point = [spot.x, spot.y];
            let own_role = match segment.kind {
                SegmentKind::Road => ShapeRole::Road,
                SegmentKind::City => ShapeRole::City,
                SegmentKind::Field => ShapeRole::Field,
                SegmentKind::Cloister => ShapeRole::Cloister,
            };
            let Some(own) = art
                .shapes
                .iter()
                .position(|s| s.segment == Some(index) && s.role == own_role)
            else {
                panic!("{}: segment {index} is not drawn", tile.id);
            };
            if !contains(&contours(&art.shapes[own]), point) {
                wrong.push(format!(
                    "{}: the {} spot {point:?} is off its {:?}",
                    tile.id,
                    segment.kind.role(),
                    own_role
                ));
            }
            for later in &art.shapes[own + 1..] {
                let mine = later.segment == Some(index) && later.role != ShapeRole::CityWall;
                if !mine && contains(&contours(later), point) {
                    wrong.push(format!(
                        "{}: the {} spot {point:?} is hidden by {:?} {:?}",
                        tile.id,
                        segment.kind.role(),
                        later.role,
                        later.segment
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn a_fair_that_ends_a_road_covers_the_road_s_end() {
    for (tile, art, _) in every_drawing() {
        let Some(fair) = &tile.fair else { continue };
        let ground: Vec<Contour> = art
            .shapes
            .iter()
            .filter(|s| s.role == ShapeRole::Fair)
            .flat_map(contours)
            .collect();
        assert!(!ground.is_empty(), "{} has no fair drawn", tile.id);
        for (index, segment) in tile.segments.iter().enumerate() {
            if segment.kind != SegmentKind::Road || segment.sides & fair.ends_roads == 0 {
                continue;
            }
            let road = drawn(&art, index as u8, ShapeRole::Road);
            // The road's far end lies under the fair: some road point inside the fair ground.
            let reaches = road.iter().flatten().any(|p| contains(&ground, *p));
            assert!(reaches, "{}: road {index} stops short of the fair", tile.id);
        }
    }
}

#[test]
fn the_two_fields_of_the_two_city_fair_tile_are_apart() {
    let tile = catalogue().find("CA/CFC").unwrap().tile();
    let (art, problems) = draw_tile(tile);
    assert!(problems.is_empty(), "{problems:?}");
    let fields: Vec<&TileShape> = art
        .shapes
        .iter()
        .filter(|s| s.role == ShapeRole::Field)
        .collect();
    assert_eq!(fields.len(), 2);
    // West of the fair is one field, east of it the other.
    assert!(
        contains(&contours(fields[0]), [-0.3, 0.0]) != contains(&contours(fields[1]), [-0.3, 0.0])
    );
    assert!(
        !contains(&contours(fields[0]), [0.3, 0.0]) || !contains(&contours(fields[0]), [-0.3, 0.0])
    );
}

#[test]
fn turning_a_spot_matches_the_rules_spot_for_every_rotation() {
    for id in catalogue().ids() {
        let tile = id.tile();
        let art = tile_art(id);
        for rotation in Rotation::ALL {
            for segment in 0..tile.segments.len() as u8 {
                let [x, y] = tile.follower_spot(rotation, segment);
                let spot = art.spot(segment, rotation).unwrap();
                assert!((spot.x - x).abs() < 1e-12 && (spot.y - y).abs() < 1e-12);
            }
        }
    }
}
