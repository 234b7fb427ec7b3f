//! Listeners: the app registers a callback to hear about every change to a game (its own
//! moves, a bot's turns), and keeps the returned subscription; cancelling or closing it stops
//! the calls.

use crate::events::GameEvent;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};

/// What the app implements to hear about a game (Kotlin: an interface; Swift: a protocol).
/// Calls come on the thread that made the change; hop to the UI thread before drawing.
#[uniffi::export(with_foreign)]
pub trait GameListener: Send + Sync {
    /// The game changed: `events` happened (empty when a move was only taken back); read the
    /// session's view for the new picture. If it throws, the move still stands: the error is
    /// dropped, and the other listeners are still called.
    fn on_change(&self, events: Vec<GameEvent>) -> Result<(), ListenerError>;
}

/// A listener that failed. The library ignores it: a screen that failed to redraw must not
/// undo or hide a move that was made.
#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum ListenerError {
    /// The app's callback threw.
    #[error("the listener failed: {reason}")]
    Failed {
        /// What it threw.
        reason: String,
    },
}

impl From<uniffi::UnexpectedUniFFICallbackError> for ListenerError {
    fn from(error: uniffi::UnexpectedUniFFICallbackError) -> ListenerError {
        ListenerError::Failed {
            reason: error.reason,
        }
    }
}

/// The listeners of one session.
#[derive(Default)]
pub struct Listeners {
    next: AtomicU64,
    entries: Mutex<Vec<(u64, Arc<dyn GameListener>)>>,
}

impl Listeners {
    /// Adds `listener`; the subscription removes it.
    pub fn add(self: &Arc<Self>, listener: Arc<dyn GameListener>) -> Arc<Subscription> {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut entries) = self.entries.lock() {
            entries.push((id, listener));
        }
        Arc::new(Subscription {
            id,
            listeners: Arc::downgrade(self),
        })
    }

    /// Tells every listener about `events`. The list is copied first, so a listener may
    /// subscribe or cancel from inside its callback.
    pub fn notify(&self, events: &[GameEvent]) {
        let listeners: Vec<Arc<dyn GameListener>> = match self.entries.lock() {
            Ok(entries) => entries.iter().map(|(_, l)| Arc::clone(l)).collect(),
            Err(_) => return,
        };
        for listener in listeners {
            // A failing screen is its own business; the move it was told about stands.
            let _ = listener.on_change(events.to_vec());
        }
    }

    fn remove(&self, id: u64) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.retain(|(entry, _)| *entry != id);
        }
    }
}

/// A registered listener. `cancel` (or closing it: Kotlin `close()`/`use {}`, Swift releasing
/// it) stops the calls; cancelling twice is harmless.
#[derive(uniffi::Object)]
pub struct Subscription {
    id: u64,
    listeners: Weak<Listeners>,
}

#[uniffi::export]
impl Subscription {
    /// Stops the calls to this listener.
    pub fn cancel(&self) {
        if let Some(listeners) = self.listeners.upgrade() {
            listeners.remove(self.id);
        }
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        self.cancel();
    }
}
