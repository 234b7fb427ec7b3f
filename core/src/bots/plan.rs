//! A follower choice planned together with a placement: a bot that chose both at once makes
//! the second move without thinking again, if it is still the bot that planned it.

use crate::rules::{Action, Game};

/// The follower move a bot planned with its placement, keyed by the action count it follows.
#[derive(Debug, Clone, Default)]
pub(super) struct FollowerPlan(Option<(usize, Action)>);

impl FollowerPlan {
    /// Remembers `follow_up` for the move after the placement about to be made on `game`.
    pub(super) fn remember(&mut self, game: &Game, follow_up: Action) {
        self.0 = Some((game.actions().len() + 1, follow_up));
    }

    /// The planned move if `game` is where it was planned for (`None`: someone else placed
    /// this tile, a replay or a takeover, or the bot was made afresh; judge from here).
    pub(super) fn recall(&mut self, game: &Game) -> Option<Action> {
        self.0
            .take()
            .filter(|(at, _)| *at == game.actions().len())
            .map(|(_, action)| action)
    }
}
