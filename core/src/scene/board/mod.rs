//! The board as a screen shows it: placed tiles, followers in their owners' colours, where the
//! drawn tile fits, who holds which feature, scores and supply, and the table during a round.

mod view;

pub use view::{
    AimAt, BoardScene, CellBounds, FeatureView, FollowerChoice, FollowerView, LegalCell,
    PlayerView, ProjectedScore, RoundView, SeatView, TileView, TilesLeft, TokenView, TurnView,
};

use super::Point;
use super::colours::player_colour;
use crate::board::{Board, NodeId, PlacedTile, Pos};
use crate::physics::pieces::tile;
use crate::physics::{Parameters, Pose, TokenKind, bearing};
use crate::rules::scoring::{majority, score_at_end, score_features, score_fields};
use crate::rules::{FarmerRules, Follower, Game, Phase, RuleOptions, Scoring};
use crate::tiles::SegmentKind;
use crate::words::bearing_words;
use rustc_hash::FxHashMap;

/// The scene of `game` now, with `names` for the seats (missing names become "Player n").
pub fn board_scene(game: &Game, names: &[String]) -> BoardScene {
    let board = game.board();
    let tiles = board
        .tiles()
        .iter()
        .map(|placed| TileView {
            cell: placed.pos,
            tile: placed.tile,
            rotation: placed.rotation,
        })
        .collect();
    let followers = game
        .followers()
        .iter()
        .map(|follower| follower_view(board, follower))
        .collect();
    let turn = turn_view(game);
    let bounds = cell_bounds(board, &turn.legal);
    BoardScene {
        tiles,
        followers,
        features: feature_views(game),
        players: player_views(game, names),
        turn,
        bounds,
        round: round_view(game),
    }
}

/// Where a follower on `segment` of `placed` stands, tile units on the board: the cell's centre
/// plus the tile's follower spot (the point the physics table uses, before scaling).
fn spot_on_board(placed: &PlacedTile, segment: u8) -> Point {
    let [dx, dy] = placed.tile_type().follower_spot(placed.rotation, segment);
    Point::new(f64::from(placed.pos.x), f64::from(placed.pos.y)).offset(dx, dy)
}

/// The kind of `segment` of `placed` (a road for a segment the tile lacks, which no caller
/// passes).
fn segment_kind(placed: &PlacedTile, segment: u8) -> SegmentKind {
    placed
        .tile_type()
        .segments
        .get(segment as usize)
        .map_or(SegmentKind::Road, |data| data.kind)
}

/// Lying for a farmer, standing otherwise (as the physics table lays them out).
fn pose_of(kind: SegmentKind) -> Pose {
    match kind {
        SegmentKind::Field => Pose::Lying,
        SegmentKind::Road | SegmentKind::City | SegmentKind::Cloister => Pose::Standing,
    }
}

fn follower_view(board: &Board, follower: &Follower) -> FollowerView {
    let (placed, segment) = board.segment_of(follower.node);
    let kind = segment_kind(placed, segment);
    FollowerView {
        id: follower.id,
        owner: follower.player,
        cell: placed.pos,
        segment,
        kind,
        at: spot_on_board(placed, segment),
        pose: pose_of(kind),
        big: follower.big,
    }
}

/// Every feature holding a follower, ordered by the placement of its first segment.
fn feature_views(game: &Game) -> Vec<FeatureView> {
    let board = game.board();
    let features = board.features();
    let followers = game.followers();
    let players = game.config().players;
    let rules = &game.config().rules;
    let mut roots: Vec<NodeId> = followers
        .iter()
        .map(|follower| features.root(follower.node))
        .collect();
    roots.sort_unstable();
    roots.dedup();
    // Parts of each occupied feature, walking the tiles in placement order.
    let mut order: Vec<NodeId> = Vec::new();
    let mut parts: FxHashMap<NodeId, Vec<(Pos, u8)>> = FxHashMap::default();
    for placed in board.tiles() {
        for segment in 0..placed.tile_type().segments.len() as u8 {
            let root = features.root(placed.node(segment));
            if roots.binary_search(&root).is_err() {
                continue;
            }
            parts
                .entry(root)
                .or_insert_with(|| {
                    order.push(root);
                    Vec::new()
                })
                .push((placed.pos, segment));
        }
    }
    let fields: Vec<NodeId> = roots
        .iter()
        .copied()
        .filter(|root| board.kind_of(*root) == SegmentKind::Field)
        .collect();
    let city_scorings = CityScorings::new(board, followers, &fields, players, rules);
    order
        .into_iter()
        .map(|root| {
            let kind = board.kind_of(root);
            let holders = majority(board, followers, root, players);
            let complete = match kind {
                SegmentKind::Road | SegmentKind::City => features.is_closed(root),
                SegmentKind::Cloister => {
                    board.neighbours_present(board.segment_of(root).0.pos) == 8
                }
                SegmentKind::Field => false,
            };
            let points = match kind {
                SegmentKind::Field => field_points(
                    board,
                    followers,
                    root,
                    &holders,
                    &city_scorings,
                    players,
                    rules,
                ),
                _ => score_features(board, followers, &[root], players, rules, !complete)
                    .first()
                    .map_or(0, |scoring| scoring.points),
            };
            let mut ids: Vec<u32> = followers
                .iter()
                .filter(|follower| features.root(follower.node) == root)
                .map(|follower| follower.id)
                .collect();
            ids.sort_unstable();
            FeatureView {
                kind,
                parts: parts.remove(&root).unwrap_or_default(),
                holders: holders.into_iter().map(|seat| seat as u8).collect(),
                followers: ids,
                complete,
                points,
            }
        })
        .collect()
}

/// The final scoring of the completed cities under the original farmer rules (all farmers of
/// every field touching a city count together): each city's root with its scoring.
struct CityScorings(Vec<(NodeId, Scoring)>);

impl CityScorings {
    fn new(
        board: &Board,
        followers: &[Follower],
        fields: &[NodeId],
        players: usize,
        rules: &RuleOptions,
    ) -> CityScorings {
        if rules.farmers_off || rules.farmer_rules != FarmerRules::Original {
            return CityScorings(Vec::new());
        }
        // The scoring gives one result per completed city the farmed fields touch, in
        // ascending order of the cities' roots (every such city has farmers, so none is left
        // out); if that ever changed, the cities would not line up and none is paired.
        let mut cities: Vec<NodeId> = fields
            .iter()
            .flat_map(|field| board.closed_cities_of_field(*field))
            .collect();
        cities.sort_unstable();
        cities.dedup();
        let scorings = score_fields(board, followers, fields, players, rules.farmer_rules);
        if scorings.len() != cities.len() {
            return CityScorings(Vec::new());
        }
        CityScorings(cities.into_iter().zip(scorings).collect())
    }
}

/// What the farmers' holders of the field `root` would score at the end from it: under the
/// final and second rules the field's own scoring; under the original rules 4 per completed
/// city it touches where one of its holders has the most farmers around that city.
fn field_points(
    board: &Board,
    followers: &[Follower],
    root: NodeId,
    holders: &[usize],
    city_scorings: &CityScorings,
    players: usize,
    rules: &RuleOptions,
) -> u32 {
    if rules.farmers_off || holders.is_empty() {
        return 0;
    }
    match rules.farmer_rules {
        FarmerRules::Final | FarmerRules::Second => {
            score_fields(board, followers, &[root], players, rules.farmer_rules)
                .iter()
                .map(|scoring| scoring.points)
                .sum()
        }
        FarmerRules::Original => {
            let cities = board.closed_cities_of_field(root);
            city_scorings
                .0
                .iter()
                .filter(|(city, scoring)| {
                    cities.contains(city)
                        && scoring.winners.iter().any(|seat| holders.contains(seat))
                })
                .map(|(_, scoring)| scoring.points)
                .sum()
        }
    }
}

/// What the final scoring would add for each seat if the game ended now (nothing once it is
/// over): the same scoring the end runs.
fn projected_scores(game: &Game) -> Vec<ProjectedScore> {
    let players = game.config().players;
    let mut projected = vec![ProjectedScore::default(); players];
    if game.is_over() {
        return projected;
    }
    let scorings = score_at_end(
        game.board(),
        game.followers(),
        players,
        &game.config().rules,
    );
    for scoring in scorings {
        for &seat in &scoring.winners {
            let Some(sheet) = projected.get_mut(seat) else {
                continue;
            };
            let part = match scoring.kind {
                SegmentKind::Road => &mut sheet.roads,
                SegmentKind::City => &mut sheet.cities,
                SegmentKind::Cloister => &mut sheet.cloisters,
                SegmentKind::Field => &mut sheet.fields,
            };
            *part += scoring.points;
        }
    }
    projected
}

fn player_views(game: &Game, names: &[String]) -> Vec<PlayerView> {
    let current = game.current_player();
    let projected = projected_scores(game);
    (0..game.config().players)
        .map(|seat| PlayerView {
            seat: seat as u8,
            name: names
                .get(seat)
                .filter(|name| !name.is_empty())
                .cloned()
                .unwrap_or_else(|| format!("Player {}", seat + 1)),
            colour: player_colour(seat),
            score: game.scores().get(seat).copied().unwrap_or(0),
            supply: game.supply().get(seat).copied().unwrap_or(0),
            big_follower_in_supply: game.big_supply().get(seat).is_some_and(|big| *big > 0),
            current: seat == current,
            projected: projected.get(seat).copied().unwrap_or_default(),
        })
        .collect()
}

/// Whose turn it is and what they may do: legal cells, follower choices.
pub fn turn_view(game: &Game) -> TurnView {
    let phase = game.phase();
    let mut legal: Vec<LegalCell> = Vec::new();
    let mut placements = game.legal_placements();
    placements.sort_unstable();
    let drawn = game.drawn_tile().map(|tile| tile.tile());
    // A rotation that lies on the board like one already listed is not offered again (a plain
    // cloister fits one way, not four).
    let same_as = |kept: &[crate::tiles::Rotation], rotation| {
        drawn.is_some_and(|tile| kept.iter().any(|k| tile.looks_the_same(*k, rotation)))
    };
    for placement in placements {
        match legal.last_mut() {
            Some(cell) if cell.cell == placement.pos => {
                if !same_as(&cell.rotations, placement.rotation) {
                    cell.rotations.push(placement.rotation);
                }
            }
            _ => legal.push(LegalCell {
                cell: placement.pos,
                rotations: vec![placement.rotation],
            }),
        }
    }
    // Numbered in reading order, north to south and west to east: the spot numbers players
    // type in the terminal and see on the pictures.
    legal.sort_by_key(|legal| (std::cmp::Reverse(legal.cell.y), legal.cell.x));
    let placed = game.tile_placed_this_turn();
    let follower_choices = match placed {
        Some(placed) => game
            .follower_spots()
            .into_iter()
            .map(|segment| FollowerChoice {
                segment,
                kind: segment_kind(placed, segment),
                at: spot_on_board(placed, segment),
            })
            .collect(),
        None => Vec::new(),
    };
    TurnView {
        player: game.current_player() as u8,
        waiting_for: phase.waiting_for().to_string(),
        drawn_tile: match phase {
            Phase::PlaceTile => game.drawn_tile(),
            _ => None,
        },
        tiles_left: u32::try_from(game.tiles_left()).unwrap_or(u32::MAX),
        tiles_left_by_type: game
            .unseen_tiles()
            .into_iter()
            .map(|(tile, count)| TilesLeft::new(tile, count))
            .collect(),
        fitting_places: legal.iter().map(|cell| cell.rotations.len() as u32).sum(),
        legal,
        placed_this_turn: placed.map(|placed| placed.pos),
        follower_choices,
        game_over: game.is_over(),
    }
}

fn cell_bounds(board: &Board, legal: &[LegalCell]) -> CellBounds {
    let cells = board
        .tiles()
        .iter()
        .map(|placed| placed.pos)
        .chain(legal.iter().map(|cell| cell.cell));
    let bounds = cells.fold(None, |bounds: Option<CellBounds>, cell| {
        Some(match bounds {
            None => CellBounds {
                min: cell,
                max: cell,
            },
            Some(CellBounds { min, max }) => CellBounds {
                min: Pos::new(min.x.min(cell.x), min.y.min(cell.y)),
                max: Pos::new(max.x.max(cell.x), max.y.max(cell.y)),
            },
        })
    });
    bounds.unwrap_or(CellBounds {
        min: Pos::ORIGIN,
        max: Pos::ORIGIN,
    })
}

/// The table during a catapult round, `None` outside one.
pub fn round_view(game: &Game) -> Option<RoundView> {
    game.round()?;
    round_view_on(game, &game.table())
}

/// [`round_view`] on `scene`, the game's table already built (see `Game::table`), for a
/// caller that needs the table too.
pub fn round_view_on(game: &Game, scene: &crate::physics::Scene) -> Option<RoundView> {
    let round = game.round()?;
    let at = |v: nalgebra::Vector2<f64>| Point::new(v.x, v.y);
    Some(RoundView {
        table: at(scene.table),
        board_origin: at(scene.board_origin),
        tile_size: tile::SIZE,
        seats: scene
            .seats
            .iter()
            .map(|seat| SeatView {
                at: at(seat.position),
                facing: seat.facing,
            })
            .collect(),
        tokens: scene
            .tokens
            .iter()
            .map(|token| TokenView {
                owner: token.id as u8,
                kind: token.kind,
                at: at(token.position),
            })
            .collect(),
        token: round.token,
        chooser: round.chooser as u8,
        hurler: round.hurler(game.config().players) as u8,
        fair: round.fair,
        hurls: round.hurls,
        seduction_targets: round.seduction.clone(),
        aims: aims_at_opponents(
            game,
            scene,
            round.hurler(game.config().players),
            round.token,
        ),
        catch_zone: super::catch_zone::shown_catch_zone(game, scene),
        camera: super::round_camera(game, scene),
    })
}

/// With the knock-out or seduction token, every follower of an opponent of `hurler` on the
/// table as the hurler's catapult sees it, nearest first (ties by id).
fn aims_at_opponents(
    game: &Game,
    scene: &crate::physics::Scene,
    hurler: usize,
    token: Option<TokenKind>,
) -> Vec<AimAt> {
    if !matches!(token, Some(TokenKind::KnockOut | TokenKind::Seduction)) {
        return Vec::new();
    }
    let params = Parameters::for_model(game.physics_model()).unwrap_or_default();
    let board = game.board();
    let mut aims: Vec<AimAt> = game
        .followers()
        .iter()
        .filter(|follower| usize::from(follower.player) != hurler)
        .filter_map(|follower| {
            let body = scene.followers.iter().find(|body| body.id == follower.id)?;
            let seen = bearing(scene, hurler, body.position, &params)?;
            let (placed, _) = board.segment_of(follower.node);
            let kind = board.kind_of(follower.node);
            let aim_degrees = seen.aim.to_degrees();
            Some(AimAt {
                follower: follower.id,
                owner: follower.player,
                kind,
                cell: placed.pos,
                aim_degrees,
                distance: seen.distance,
                in_reach: seen.aim.abs() <= crate::physics::MAX_AIM,
                words: format!(
                    "{} on {}: {}",
                    kind.role(),
                    placed.pos,
                    bearing_words(aim_degrees, seen.distance)
                ),
            })
        })
        .collect();
    aims.sort_by(|a, b| {
        a.distance
            .total_cmp(&b.distance)
            .then(a.follower.cmp(&b.follower))
    });
    aims
}

#[cfg(test)]
mod tests;
