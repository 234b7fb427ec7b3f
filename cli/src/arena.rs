//! `catapult arena`: two bot levels play each other over many seeded games, seats rotated, and
//! the result is printed as JSON: per level the games, wins, mean score, a 95 % interval on the
//! win rate and the time per move.

use crate::RuleArgs;
use crate::failure::Failure;
use crate::output::print_json;
use catapult_core::bots::{BotLevel, decision_seed};
use catapult_core::rules::{Game, GameConfig, PLAYER_RANGE};
use clap::Args;
use serde_json::{Value, json};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Arguments of `catapult arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    /// The first level: random, beginner, greedy (intermediate), strong or expert.
    #[arg(long)]
    a: BotLevel,
    /// The second level.
    #[arg(long)]
    b: BotLevel,
    /// How many games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Seats at each table (2-6), shared out A, B, A, B… and turned one seat each game.
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// The first game's seed; game k is played with seed + k.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (default: one per core). Times per move are measured with the
    /// other games running; use --jobs 1 for a bot's time alone.
    #[arg(long)]
    jobs: Option<usize>,
    #[command(flatten)]
    rules: RuleArgs,
}

/// One level's record over the match.
#[derive(Debug, Default)]
struct LevelRecord {
    level: String,
    games: usize,
    /// Games it won; a shared first place counts as a win for each sharer.
    wins: usize,
    moves: usize,
    score_sum: f64,
    /// Sum of (its score − the best other seat's score), per seat it held.
    margin_sum: f64,
    seats: usize,
    think: Duration,
    slowest: Duration,
    /// What the slowest move was (the phase it was made in).
    slowest_phase: String,
}

/// One seat of one game: whose it was, what it scored and how long it thought.
#[derive(Debug, Clone, Default)]
struct SeatResult {
    /// Which side held it (0: A, 1: B).
    side: usize,
    score: u32,
    think: Duration,
    moves: usize,
    slowest: Duration,
    /// The phase its slowest move was made in.
    slowest_phase: String,
}

/// One game's outcome, seat by seat.
struct GameResult {
    seats: Vec<SeatResult>,
}

/// Plays the match and prints the report.
pub fn run(args: &ArenaArgs) -> Result<(), Failure> {
    if !PLAYER_RANGE.contains(&args.players) {
        return Err(Failure::from(format!(
            "--players must be 2 to 6, not {}",
            args.players
        )));
    }
    if args.games == 0 {
        return Err(Failure::from("--games must be at least 1".to_string()));
    }
    let rules = args.rules.options();
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, args.games);
    let next = Mutex::new(0usize);
    let results: Mutex<Vec<Result<GameResult, String>>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                loop {
                    let game = {
                        let Ok(mut next) = next.lock() else { return };
                        let game = *next;
                        *next += 1;
                        game
                    };
                    if game >= args.games {
                        return;
                    }
                    let result = play_one(args, rules, game);
                    if let Ok(mut results) = results.lock() {
                        results.push(result);
                    }
                }
            });
        }
    });
    let results = results
        .into_inner()
        .map_err(|_| "a game's thread failed".to_string())?;
    let mut records = [
        LevelRecord {
            level: args.a.to_string(),
            ..LevelRecord::default()
        },
        LevelRecord {
            level: args.b.to_string(),
            ..LevelRecord::default()
        },
    ];
    for result in results {
        tally(&mut records, &result?);
    }
    let [a, b] = records.map(report);
    print_json(&json!({
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "rules": serde_json::to_value(rules).map_err(|e| e.to_string())?,
        "jobs": jobs,
        "a": a,
        "b": b,
    }))
}

/// Game `index` of the match: seats A, B, A, B… turned `index` seats, every move timed.
fn play_one(
    args: &ArenaArgs,
    rules: catapult_core::rules::RuleOptions,
    index: usize,
) -> Result<GameResult, String> {
    let seed = args.seed.wrapping_add(index as u64);
    let side_of = |seat: usize| (seat + index) % 2;
    let levels: Vec<BotLevel> = (0..args.players)
        .map(|seat| if side_of(seat) == 0 { args.a } else { args.b })
        .collect();
    let config = GameConfig {
        players: args.players,
        rules,
        stacked_pile: None,
    };
    let mut game = Game::new(config, seed).map_err(|e| e.to_string())?;
    let mut seats: Vec<SeatResult> = (0..args.players)
        .map(|seat| SeatResult {
            side: side_of(seat),
            ..SeatResult::default()
        })
        .collect();
    while !game.is_over() {
        let seat = game.current_player();
        let phase = format!("{:?}", game.phase());
        let level = levels[seat];
        let started = Instant::now();
        let action = level
            .bot(decision_seed(seed, seat, game.actions().len()))
            .choose(&game)
            .ok_or_else(|| format!("game {index}: the {level} bot found no move"))?;
        let took = started.elapsed();
        let record = &mut seats[seat];
        record.think += took;
        record.moves += 1;
        if took > record.slowest {
            record.slowest = took;
            record.slowest_phase = phase;
        }
        game.apply(action)
            .map_err(|e| format!("game {index}: the {level} bot's move was refused: {e}"))?;
    }
    for (record, score) in seats.iter_mut().zip(game.scores()) {
        record.score = *score;
    }
    Ok(GameResult { seats })
}

/// Adds one game to the two levels' records.
fn tally(records: &mut [LevelRecord; 2], result: &GameResult) {
    let best = result.seats.iter().map(|s| s.score).max().unwrap_or(0);
    let mut won = [false, false];
    for (index, seat) in result.seats.iter().enumerate() {
        let record = &mut records[seat.side];
        let rival = result
            .seats
            .iter()
            .enumerate()
            .filter(|(other, _)| *other != index)
            .map(|(_, s)| s.score)
            .max()
            .unwrap_or(0);
        record.score_sum += f64::from(seat.score);
        record.margin_sum += f64::from(seat.score) - f64::from(rival);
        record.seats += 1;
        record.think += seat.think;
        record.moves += seat.moves;
        if seat.slowest > record.slowest {
            record.slowest = seat.slowest;
            record.slowest_phase = seat.slowest_phase.clone();
        }
        won[seat.side] |= seat.score == best;
    }
    for (side, record) in records.iter_mut().enumerate() {
        record.games += 1;
        record.wins += usize::from(won[side]);
    }
}

/// The record as JSON: counts, rates and means from its sums.
fn report(record: LevelRecord) -> Value {
    let seats = record.seats.max(1) as f64;
    json!({
        "level": record.level,
        "games": record.games,
        "wins": record.wins,
        "win_rate": record.wins as f64 / record.games.max(1) as f64,
        "win_rate_95": wilson(record.wins, record.games),
        "mean_score": record.score_sum / seats,
        "mean_margin": record.margin_sum / seats,
        "moves": record.moves,
        "mean_ms_per_move": record.think.as_secs_f64() * 1000.0 / record.moves.max(1) as f64,
        "max_ms_per_move": record.slowest.as_secs_f64() * 1000.0,
        "slowest_move_phase": record.slowest_phase,
    })
}

/// Wilson's 95 % score interval for `wins` out of `games`.
fn wilson(wins: usize, games: usize) -> [f64; 2] {
    if games == 0 {
        return [0.0, 1.0];
    }
    let (n, p, z) = (games as f64, wins as f64 / games as f64, 1.959_964);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilsons_interval_holds_the_rate_and_narrows_with_more_games() {
        let [lo, hi] = wilson(80, 100);
        assert!(lo < 0.8 && 0.8 < hi);
        assert!(
            (lo - 0.711).abs() < 0.002 && (hi - 0.867).abs() < 0.002,
            "{lo} {hi}"
        );
        let [lo4, hi4] = wilson(320, 400);
        assert!(hi4 - lo4 < hi - lo);
        assert_eq!(wilson(0, 0), [0.0, 1.0]);
    }
}
