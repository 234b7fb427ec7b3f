//! Scoring of roads, cities, cloisters and fields: during the game when a feature completes, and
//! at the end (RULES.md sections 4 and 8). Pure functions of the board and the followers.

use super::action::Scoring;
use super::config::{FarmerRules, RuleOptions};
use super::follower::Follower;
use crate::board::{Board, NodeId};
use crate::tiles::SegmentKind;

/// Seats holding the most followers on the feature with `root` (a big follower counts two);
/// empty if nobody stands there.
pub fn majority(board: &Board, followers: &[Follower], root: NodeId, players: usize) -> Vec<usize> {
    let mut counts = vec![0u32; players];
    for follower in followers {
        if board.features().root(follower.node) == root {
            counts[follower.player as usize] += follower.weight();
        }
    }
    winners_of(&counts)
}

/// The seats with the highest non-zero count.
fn winners_of(counts: &[u32]) -> Vec<usize> {
    let best = counts.iter().copied().max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    (0..counts.len())
        .filter(|seat| counts[*seat] == best)
        .collect()
}

/// Points for a road or city; `complete` when it scores during the game. An inn on the road or
/// a cathedral in the city (Inns & Cathedrals) raises a completed one to 2 a road tile, 3 a city
/// tile and pennant, and leaves an incomplete one nothing at the end (RULES.md, I&C).
pub fn feature_points(board: &Board, node: NodeId, complete: bool, rules: &RuleOptions) -> u32 {
    let tiles = board.tile_count(node);
    let raised = board.has_inn_or_cathedral(node);
    match board.kind_of(node) {
        SegmentKind::Road if raised => {
            if complete {
                2 * tiles
            } else {
                0
            }
        }
        SegmentKind::Road => tiles,
        SegmentKind::City if raised => {
            if complete {
                3 * (tiles + board.pennants(node))
            } else {
                0
            }
        }
        SegmentKind::City => {
            let pennants = board.pennants(node);
            let tiny = rules.tiny_city_two_points && tiles == 2;
            if complete && !tiny {
                2 * (tiles + pennants)
            } else {
                tiles + pennants
            }
        }
        SegmentKind::Cloister => {
            let (tile, _) = board.segment_of(node);
            1 + board.neighbours_present(tile.pos)
        }
        SegmentKind::Field => 0,
    }
}

/// Every road, city and cloister that placing tile `tile_index` completed, with its nodes'
/// roots, in a fixed order: the tile's roads and cities, then cloisters from that tile outwards.
pub fn completed_by(board: &Board, tile_index: usize) -> Vec<NodeId> {
    let Some(placed) = board.tiles().get(tile_index) else {
        return Vec::new();
    };
    let features = board.features();
    let mut roots = Vec::new();
    for (segment, data) in placed.tile_type().segments.iter().enumerate() {
        if matches!(data.kind, SegmentKind::Road | SegmentKind::City) {
            let root = features.root(placed.node(segment as u8));
            if features.is_closed(root) && !roots.contains(&root) {
                roots.push(root);
            }
        }
    }
    let around = std::iter::once(placed.pos).chain(placed.pos.surrounding());
    for pos in around {
        let Some(tile) = board.tile_at(pos) else {
            continue;
        };
        if let Some(cloister) = tile.tile_type().cloister_segment()
            && board.neighbours_present(pos) == 8
        {
            roots.push(features.root(tile.node(cloister)));
        }
    }
    roots
}

/// Scores the features in `roots` that hold followers.
pub fn score_features(
    board: &Board,
    followers: &[Follower],
    roots: &[NodeId],
    players: usize,
    rules: &RuleOptions,
    at_end: bool,
) -> Vec<Scoring> {
    roots
        .iter()
        .filter_map(|root| {
            let winners = majority(board, followers, *root, players);
            if winners.is_empty() {
                return None;
            }
            let kind = board.kind_of(*root);
            Some(Scoring {
                kind,
                points: feature_points(board, *root, !at_end, rules),
                winners,
                size: match kind {
                    SegmentKind::Cloister => {
                        1 + board.neighbours_present(board.segment_of(*root).0.pos)
                    }
                    _ => board.tile_count(*root),
                },
                at_end,
            })
        })
        .collect()
}

/// The final scoring: incomplete roads, cities and cloisters, then fields.
pub fn score_at_end(
    board: &Board,
    followers: &[Follower],
    players: usize,
    rules: &RuleOptions,
) -> Vec<Scoring> {
    let features = board.features();
    let mut roots: Vec<NodeId> = Vec::new();
    let mut fields: Vec<NodeId> = Vec::new();
    for follower in followers {
        let root = features.root(follower.node);
        let list = match board.kind_of(root) {
            SegmentKind::Field => &mut fields,
            _ => &mut roots,
        };
        if !list.contains(&root) {
            list.push(root);
        }
    }
    let mut scorings = score_features(board, followers, &roots, players, rules, true);
    if !rules.farmers_off {
        scorings.extend(score_fields(
            board,
            followers,
            &fields,
            players,
            rules.farmer_rules,
        ));
    }
    scorings
}

/// A field with farmers: its root, the farmers per seat, the completed cities it touches.
struct FarmedField {
    counts: Vec<u32>,
    cities: Vec<NodeId>,
}

/// Scores the fields `fields` (roots holding farmers) under `rules`: per field (final rules)
/// or per completed city (second and original rules).
pub(crate) fn score_fields(
    board: &Board,
    followers: &[Follower],
    fields: &[NodeId],
    players: usize,
    rules: FarmerRules,
) -> Vec<Scoring> {
    let features = board.features();
    let farmed: Vec<FarmedField> = fields
        .iter()
        .map(|root| {
            let mut counts = vec![0u32; players];
            for follower in followers {
                if features.root(follower.node) == *root {
                    counts[follower.player as usize] += follower.weight();
                }
            }
            FarmedField {
                counts,
                cities: board.closed_cities_of_field(*root),
            }
        })
        .collect();
    let field_scoring = |points: u32, winners: Vec<usize>, size: u32| Scoring {
        kind: SegmentKind::Field,
        points,
        winners,
        size,
        at_end: true,
    };
    match rules {
        FarmerRules::Final => farmed
            .iter()
            .filter(|field| !field.cities.is_empty())
            .map(|field| {
                let cities = field.cities.len() as u32;
                field_scoring(3 * cities, winners_of(&field.counts), cities)
            })
            .collect(),
        FarmerRules::Second | FarmerRules::Original => {
            let mut cities: Vec<NodeId> = farmed.iter().flat_map(|f| f.cities.clone()).collect();
            cities.sort_unstable();
            cities.dedup();
            cities
                .into_iter()
                .filter_map(|city| {
                    let touching = farmed.iter().filter(|field| field.cities.contains(&city));
                    let winners = if rules == FarmerRules::Second {
                        // A seat scores the city once if it has the majority in any field.
                        let mut seats: Vec<usize> = touching
                            .flat_map(|field| winners_of(&field.counts))
                            .collect();
                        seats.sort_unstable();
                        seats.dedup();
                        seats
                    } else {
                        // All farmers of every field touching the city count together.
                        let mut total = vec![0u32; players];
                        for field in touching {
                            for (seat, count) in field.counts.iter().enumerate() {
                                total[seat] += count;
                            }
                        }
                        winners_of(&total)
                    };
                    let points = if rules == FarmerRules::Second { 3 } else { 4 };
                    (!winners.is_empty()).then(|| field_scoring(points, winners, 1))
                })
                .collect()
        }
    }
}
