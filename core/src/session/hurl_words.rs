//! What a hurl did, in the words a player reads under its flight: where the token came to rest,
//! how far from the fair tile a target token lies, whose tokens it pushed, and a knock-out that
//! touched nobody. What the rules made of it (followers sent home, a catch judged, points) is
//! said by the events' messages ([`super::describe`]).

use crate::board::Pos;
use crate::physics::{RestPlace, TokenKind};
use crate::rules::{Game, HurlRecord};
use crate::session::message::join_and;
use crate::words::distance_words;

/// The sentences that say where the token of `record` ended and what it pushed; `before` is the
/// game as the hurl found it, `names` the seats' names. None for a catch token: the catch's
/// judgement says what became of it.
pub fn hurl_result(before: &Game, record: &HurlRecord, names: &[String]) -> Vec<String> {
    if record.token == TokenKind::Catch {
        return Vec::new();
    }
    let scene = before.table();
    let outcome = &record.outcome;
    let name = |seat: usize| names.get(seat).map_or("?", String::as_str).to_owned();
    let mut lines = vec![match &outcome.rest {
        RestPlace::OffTable => "It flies off the table.".to_owned(),
        RestPlace::OnTable => {
            // Said with the nearest tile when it lies in a gap by the board, so the words
            // agree with a picture that shows the token among the tiles.
            let cell = scene.cell_at(outcome.rest_position.xy());
            let beside = [[1, 0], [-1, 0], [0, 1], [0, -1]]
                .iter()
                .map(|step| [cell[0] + step[0], cell[1] + step[1]])
                .find(|next| scene.tiles.contains(next));
            match beside {
                Some(tile) => format!(
                    "It comes to rest on the bare table, beside tile {}.",
                    Pos::new(tile[0], tile[1])
                ),
                None => "It comes to rest on the bare table.".to_owned(),
            }
        }
        RestPlace::OnTiles { cells } => {
            let tiles: Vec<String> = cells
                .iter()
                .map(|cell| Pos::new(cell[0], cell[1]).to_string())
                .collect();
            let noun = if tiles.len() == 1 { "tile" } else { "tiles" };
            format!("It comes to rest on {noun} {}.", join_and(tiles))
        }
    }];
    if record.token == TokenKind::Target
        && !outcome.off_table()
        && let Some(fair) = before.round().map(|round| round.fair)
    {
        let gap = (outcome.rest_position.xy() - scene.cell_centre([fair.x, fair.y])).norm();
        lines.push(format!(
            "It lies {} from the centre of the fair tile {fair}.",
            distance_words(gap)
        ));
    }
    for moved in &outcome.moved_tokens {
        let owner = name(moved.id as usize);
        lines.push(if record.token == TokenKind::Seduction {
            format!("It pushes {owner}'s token, which is put back where it lay.")
        } else if moved.off_table {
            format!("It pushes {owner}'s token off the table.")
        } else {
            format!("It pushes {owner}'s token.")
        });
    }
    if record.token == TokenKind::KnockOut && outcome.all_touched().is_empty() {
        lines.push("It touches no follower: nobody goes home.".to_owned());
    }
    lines
}
