//! `catapult abandon ID` and `catapult delete ID`: tidying the history. An abandoned game keeps
//! its moves (it can still be resumed, exported or drawn); a deleted one is gone, so `delete`
//! asks first unless given `--yes`.

use crate::db::DbArgs;
use crate::failure::Failure;
use catapult_core::rules::escape_hidden;
use catapult_core::store::GameId;
use clap::Args;
use std::io::{self, BufRead, Write};

/// Arguments of `catapult abandon`.
#[derive(Debug, Args)]
pub struct AbandonArgs {
    /// The game's number, as `catapult history` shows it.
    id: i64,
    #[command(flatten)]
    db: DbArgs,
}

/// Arguments of `catapult delete`.
#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// The game's number, as `catapult history` shows it.
    id: i64,
    /// Delete without asking.
    #[arg(long)]
    yes: bool,
    #[command(flatten)]
    db: DbArgs,
}

/// Marks an unfinished game abandoned.
pub fn run_abandon(args: &AbandonArgs) -> Result<(), Failure> {
    let mut store = args.db.open()?;
    store
        .abandon_game(GameId(args.id))
        .map_err(|e| e.to_string())?;
    writeln!(
        io::stdout(),
        "Game {} is abandoned: `catapult history` shows it so, and `catapult resume {}` still plays it on.",
        args.id,
        args.id
    )?;
    Ok(())
}

/// Deletes a game, once the player has said yes.
pub fn run_delete(args: &DeleteArgs) -> Result<(), Failure> {
    let mut store = args.db.open()?;
    let id = GameId(args.id);
    // Refuse a missing game before asking anything.
    let game = store.game_document(id).map_err(|e| e.to_string())?;
    if !args.yes {
        let names: Vec<&str> = game.seats.iter().map(|seat| seat.name.as_str()).collect();
        let mut out = io::stdout().lock();
        write!(
            out,
            "Delete game {} ({}) with all its moves? It cannot be undone (`catapult export {}` keeps a copy). Type yes to delete: ",
            args.id,
            escape_hidden(&names.join(", ")),
            args.id
        )?;
        out.flush()?;
        let mut answer = String::new();
        io::stdin().lock().read_line(&mut answer)?;
        if !answer.trim().eq_ignore_ascii_case("yes") {
            writeln!(out, "Game {} was kept.", args.id)?;
            return Ok(());
        }
    }
    store.delete_game(id).map_err(|e| e.to_string())?;
    writeln!(io::stdout(), "Game {} is deleted.", args.id)?;
    Ok(())
}
