//! The tables of the game history, as the list of migrations that build them.
//!
//! Migration `i` takes a database from schema version `i` to `i + 1` (`PRAGMA user_version`).
//! A released migration is never edited: a change to the schema is a new migration at the end.

/// `PRAGMA application_id` of a Catapult game history ("CATP" in ASCII).
pub const APPLICATION_ID: i32 = 0x4341_5450;

/// Every migration, oldest first.
pub const MIGRATIONS: &[&str] = &[
    // 1: games, seats, actions, results.
    r#"
    CREATE TABLE games (
        id              INTEGER PRIMARY KEY,
        created_ms      INTEGER NOT NULL,
        updated_ms      INTEGER NOT NULL,
        status          TEXT NOT NULL
                        CHECK (status IN ('in_progress', 'finished', 'abandoned')),
        config          TEXT NOT NULL,
        seed            INTEGER NOT NULL,
        rules_version   INTEGER NOT NULL,
        physics_version INTEGER NOT NULL
    );
    CREATE INDEX games_newest ON games (updated_ms DESC, id DESC);
    CREATE INDEX games_by_status ON games (status, updated_ms DESC, id DESC);

    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat    INTEGER NOT NULL CHECK (seat >= 0),
        name    TEXT NOT NULL COLLATE NOCASE,
        colour  TEXT NOT NULL,
        bot     TEXT CHECK (bot IS NULL OR bot IN ('random', 'greedy')),
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX seats_by_name ON seats (name, game_id);

    CREATE TABLE actions (
        game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        turn            INTEGER NOT NULL CHECK (turn >= 0),
        payload_version INTEGER NOT NULL,
        payload         TEXT NOT NULL,
        state_hash      TEXT NOT NULL CHECK (length(state_hash) = 16),
        PRIMARY KEY (game_id, turn)
    ) WITHOUT ROWID;

    CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat    INTEGER NOT NULL CHECK (seat >= 0),
        score   INTEGER NOT NULL CHECK (score >= 0),
        rank    INTEGER NOT NULL CHECK (rank >= 1),
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    "#,
    // 2: per-seat statistics of finished games, written with the results. Games finished
    // under version 1 are filled in by replaying them (`stats::backfill`) in the same
    // transaction as this migration.
    r#"
    CREATE TABLE seat_stats (
        game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat       INTEGER NOT NULL CHECK (seat >= 0),
        name       TEXT NOT NULL COLLATE NOCASE,
        score      INTEGER NOT NULL CHECK (score >= 0),
        won        INTEGER NOT NULL CHECK (won IN (0, 1)),
        roads      INTEGER NOT NULL CHECK (roads >= 0),
        cities     INTEGER NOT NULL CHECK (cities >= 0),
        cloisters  INTEGER NOT NULL CHECK (cloisters >= 0),
        fields     INTEGER NOT NULL CHECK (fields >= 0),
        catapult   INTEGER NOT NULL CHECK (catapult >= 0),
        rounds_won INTEGER NOT NULL CHECK (rounds_won >= 0),
        knock_outs INTEGER NOT NULL CHECK (knock_outs >= 0),
        catches    INTEGER NOT NULL CHECK (catches >= 0),
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX seat_stats_by_name ON seat_stats (name);
    "#,
    // 3: the bot ladder (beginner, strong and expert join random and greedy). SQLite cannot
    // change a CHECK, so the seats table is rebuilt with the same rows.
    r#"
    CREATE TABLE seats_v3 (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat    INTEGER NOT NULL CHECK (seat >= 0),
        name    TEXT NOT NULL COLLATE NOCASE,
        colour  TEXT NOT NULL,
        bot     TEXT CHECK (bot IS NULL
                            OR bot IN ('random', 'beginner', 'greedy', 'strong', 'expert')),
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    INSERT INTO seats_v3 (game_id, seat, name, colour, bot)
        SELECT game_id, seat, name, colour, bot FROM seats;
    DROP TABLE seats;
    ALTER TABLE seats_v3 RENAME TO seats;
    CREATE INDEX seats_by_name ON seats (name, game_id);
    "#,
    // 4: each seat's flick sensitivity (issue 40), changed from the settings or the practice
    // screen. Every seat stored before it is normal, the sensitivity there was.
    r#"
    ALTER TABLE seats ADD COLUMN flick_sensitivity TEXT NOT NULL DEFAULT 'normal'
        CHECK (flick_sensitivity IN ('gentle', 'normal', 'firm'));
    "#,
];

/// The schema version this app writes: the number of migrations.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// Version of the JSON written in `actions.payload` (an [`crate::rules::Action`] as serde
/// writes it).
pub const PAYLOAD_VERSION: i64 = 1;
