//! A player who may only read: the stories of read-only histories run as a user the file
//! permissions hold for. Run by a user, the tests are that player already. Run as root (a
//! container's CI), whom permissions do not stop, the story runs on its own thread as `nobody`:
//! on Linux a thread's user ids are its own (`setresuid` on one thread), so the rest of the
//! test program stays root, and the story can become the files' owner again for a moment
//! ([`Player::as_owner`]) to make a file writable.

use std::path::Path;

/// The user and group `nobody` and `nogroup` (65534 on Linux).
#[cfg(target_os = "linux")]
const NOBODY: u32 = 65_534;

/// Whether this program runs as root.
pub fn is_root() -> bool {
    rustix::process::geteuid().is_root()
}

/// The player a story runs as.
pub struct Player {
    /// Whether the story runs as `nobody` on behalf of root.
    stand_in: bool,
}

impl Player {
    /// Runs `story` as a player the file permissions hold for, and returns what it returned.
    /// Run as root, that is `nobody`, on a thread of its own; where that cannot be (root on
    /// another system than Linux, or root without the right to change user), the test fails
    /// saying so: a story that ran as root would prove nothing.
    pub fn runs<T: Send>(story: impl FnOnce(&Player) -> T + Send) -> T {
        if !is_root() {
            return story(&Player { stand_in: false });
        }
        std::thread::scope(|scope| {
            scope
                .spawn(|| {
                    become_nobody();
                    let player = Player { stand_in: true };
                    let told = story(&player);
                    player.as_owner(|| ());
                    told
                })
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        })
    }

    /// Runs `work` as the owner of the files (root, when the story runs as `nobody`).
    pub fn as_owner<T>(&self, work: impl FnOnce() -> T) -> T {
        if !self.stand_in {
            return work();
        }
        become_root();
        let done = work();
        become_nobody();
        done
    }
}

/// Sets the permission bits of `path` (as its owner).
pub fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// This thread becomes `nobody` (real and effective ids; root stays the saved id, so that
/// [`become_root`] can come back).
#[cfg(target_os = "linux")]
fn become_nobody() {
    use rustix::thread::{Gid, Uid};
    use rustix::thread::{set_thread_res_gid, set_thread_res_uid};
    let (nobody, nogroup) = (Uid::from_raw(NOBODY), Gid::from_raw(NOBODY));
    set_thread_res_gid(nogroup, nogroup, Gid::ROOT)
        .and_then(|()| set_thread_res_uid(nobody, nobody, Uid::ROOT))
        .unwrap_or_else(|error| {
            panic!(
                "run as root, this story must read as a player without root's rights, and this thread could not become nobody: {error}"
            )
        });
}

/// This thread is root again.
#[cfg(target_os = "linux")]
fn become_root() {
    use rustix::thread::{Gid, Uid};
    use rustix::thread::{set_thread_res_gid, set_thread_res_uid};
    set_thread_res_uid(Uid::ROOT, Uid::ROOT, Uid::ROOT)
        .and_then(|()| set_thread_res_gid(Gid::ROOT, Gid::ROOT, Gid::ROOT))
        .unwrap_or_else(|error| panic!("this thread could not become root again: {error}"));
}

#[cfg(not(target_os = "linux"))]
fn become_nobody() {
    panic!(
        "run as root, this story must read as a player without root's rights; that is done on Linux only: run the tests as a user"
    );
}

#[cfg(not(target_os = "linux"))]
fn become_root() {}
