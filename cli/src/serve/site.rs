//! The web app's folder as a site: which file a request path names (never one outside the
//! folder), its Content-Type, and whether a phone must check it again before using its copy.

use std::path::{Path, PathBuf};

/// The folder `catapult serve` hands out.
#[derive(Debug, Clone)]
pub struct Site {
    /// The folder, canonical, so a resolved file can be checked to lie inside it.
    root: PathBuf,
}

/// What a request path comes to.
#[derive(Debug, PartialEq, Eq)]
pub enum Lookup {
    /// A file of the site.
    File(PathBuf),
    /// A well-formed path that names no file.
    NotFound,
    /// A path that tries to leave the folder or cannot name a file (`..`, a backslash, a NUL,
    /// a bad percent escape…).
    Refused,
}

impl Site {
    /// The site of `dir`, which must hold the built app's `index.html`.
    pub fn open(dir: &Path) -> Result<Site, String> {
        let build_hint = "build the web app first with scripts/build-web (or run scripts/serve, \
                          which builds it and then serves it), or choose its folder with --dir";
        let root = dir.canonicalize().map_err(|error| {
            format!(
                "cannot open the web app's folder {}: {error}; {build_hint}",
                dir.display()
            )
        })?;
        if !root.join("index.html").is_file() {
            return Err(format!(
                "{} has no index.html, so there is no web app to serve; {build_hint}",
                dir.display()
            ));
        }
        Ok(Site { root })
    }

    /// The file that a request target (`/app.js?v=2`) names: `/` is `index.html`.
    pub fn lookup(&self, target: &str) -> Lookup {
        let Some(segments) = path_segments(target) else {
            return Lookup::Refused;
        };
        let mut path = self.root.clone();
        if segments.is_empty() {
            path.push("index.html");
        }
        path.extend(&segments);
        // A symbolic link must not lead out of the folder either.
        match path.canonicalize() {
            Ok(real) if real.starts_with(&self.root) && real.is_file() => Lookup::File(real),
            Ok(real) if !real.starts_with(&self.root) => Lookup::Refused,
            _ => Lookup::NotFound,
        }
    }
}

/// The decoded segments of a request target's path, or `None` when one could escape the folder
/// or is not a plain file name. Empty segments (`//`) are skipped.
fn path_segments(target: &str) -> Option<Vec<String>> {
    let path = target.split(['?', '#']).next().unwrap_or_default();
    let path = path.strip_prefix('/')?;
    let mut segments = Vec::new();
    for raw in path.split('/').filter(|raw| !raw.is_empty()) {
        let segment = percent_decode(raw)?;
        let plain = !segment.is_empty()
            && segment != "."
            && segment != ".."
            && !segment.contains(['/', '\\', ':', '\0']);
        if !plain {
            return None;
        }
        segments.push(segment);
    }
    Some(segments)
}

/// `%2e%2E` → `..`; `None` for a broken escape or bytes that are not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while let Some(&byte) = bytes.get(index) {
        if byte == b'%' {
            let hex = std::str::from_utf8(bytes.get(index + 1..index + 3)?).ok()?;
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            index += 3;
        } else {
            decoded.push(byte);
            index += 1;
        }
    }
    String::from_utf8(decoded).ok()
}

/// The Content-Type of a file, by its extension (`application/wasm` lets a browser compile
/// the game while it downloads).
pub fn content_type(path: &Path) -> &'static str {
    let extension = path
        .extension()
        .and_then(|extension| extension.to_str())
        .unwrap_or_default()
        .to_ascii_lowercase();
    match extension.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Whether a phone must ask again before using its copy (`Cache-Control: no-cache`): the page,
/// the service worker and the manifest, through which an update of the game reaches it.
pub fn revalidate(path: &Path) -> bool {
    let name = path
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or_default();
    matches!(name, "index.html" | "sw.js" | "manifest.json") || name.ends_with(".webmanifest")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_that_could_leave_the_folder_are_refused() {
        for target in [
            "/../secret",
            "/a/../../secret",
            "/%2e%2e/secret",
            "/%2E%2e%2fsecret",
            "/a%5c..%5csecret",
            "/..\\secret",
            "/C:/secret",
            "/a%00b",
            "/%zz",
            "/%e",
            "secret",
            "http://host/secret",
            "*",
        ] {
            assert_eq!(path_segments(target), None, "{target}");
        }
    }

    #[test]
    fn ordinary_paths_decode_into_file_names() {
        assert_eq!(path_segments("/"), Some(vec![]));
        assert_eq!(path_segments("/?v=1"), Some(vec![]));
        assert_eq!(
            path_segments("//assets/my%20tile.png#x"),
            Some(vec!["assets".to_string(), "my tile.png".to_string()])
        );
        assert_eq!(path_segments("/a.b..c"), Some(vec!["a.b..c".to_string()]));
    }

    #[test]
    fn the_page_worker_and_manifest_are_checked_again() {
        for name in [
            "index.html",
            "sw.js",
            "manifest.webmanifest",
            "a/manifest.json",
        ] {
            assert!(revalidate(Path::new(name)), "{name}");
        }
        assert!(!revalidate(Path::new("app.js")));
        assert_eq!(content_type(Path::new("x.WASM")), "application/wasm");
        assert_eq!(content_type(Path::new("noext")), "application/octet-stream");
    }
}
