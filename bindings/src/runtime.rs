//! The tokio runtime this library owns: long work runs on it, so the apps' threads only wait.

use crate::error::CatapultError;
use std::sync::OnceLock;

/// The library's runtime, made on first use: two worker threads for awaiting, and tokio's
/// blocking pool for the work itself (the rules, bots and SQLite), so calls from several
/// threads run side by side and wait only for the locks they share. `None` if the system
/// refused to start threads.
fn runtime() -> Option<&'static tokio::runtime::Runtime> {
    static RUNTIME: OnceLock<Option<tokio::runtime::Runtime>> = OnceLock::new();
    RUNTIME
        .get_or_init(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .thread_name("catapult-core")
                .enable_all()
                .build()
                .ok()
        })
        .as_ref()
}

/// Aborts the task when the caller stops waiting (a cancelled coroutine or Swift task).
struct AbortOnDrop<T>(tokio::task::JoinHandle<T>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs blocking `work` (the rules, SQLite) on the runtime's blocking pool and waits for it
/// without blocking the caller's thread. A panic inside becomes [`CatapultError::Internal`].
pub async fn off_thread<T, F>(work: F) -> Result<T, CatapultError>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, CatapultError> + Send + 'static,
{
    let runtime = runtime().ok_or(CatapultError::Internal {
        message: "the library could not start its worker threads".into(),
    })?;
    let mut task = AbortOnDrop(runtime.spawn_blocking(work));
    match (&mut task.0).await {
        Ok(result) => result,
        Err(error) if error.is_cancelled() => Err(CatapultError::Cancelled),
        Err(error) => Err(CatapultError::Internal {
            message: format!("a task failed: {error}"),
        }),
    }
}
