//! The self-signed certificate of `catapult serve --https`: made for `localhost`, the LAN
//! addresses and the computer's name, kept in a folder so that a phone that accepted it once
//! does not warn again, and turned into the TLS server's configuration.

use rustls::ServerConfig;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

const CERT_FILE: &str = "serve-https-cert.pem";
const KEY_FILE: &str = "serve-https-key.pem";
const INFO_FILE: &str = "serve-https.json";
/// How long a new certificate is valid: phones refuse longer-lived server certificates.
const VALID_DAYS: u64 = 365;
/// A kept certificate this close to its end is replaced.
const RENEW_DAYS: u64 = 30;
const DAY: u64 = 24 * 60 * 60;

/// The server's certificate and what to tell the player about it.
pub struct Certificate {
    /// The TLS configuration that presents it.
    pub config: Arc<ServerConfig>,
    /// Its SHA-256 fingerprint, as browsers show it (`AB:CD:…`).
    pub fingerprint: String,
    /// Where it was kept, or why it could not be.
    pub kept: Kept,
}

/// Whether the certificate outlives this run.
pub enum Kept {
    /// Read from this folder: a phone that accepted it before does not warn.
    Reused(PathBuf),
    /// Made now and saved in this folder for the next runs.
    Saved(PathBuf),
    /// Made now and not saved, for this reason.
    NotSaved(String),
}

/// The certificate kept in `dir` when it covers `names` and is not about to end, else a new one
/// (saved in `dir` when it can be); `dir` is why not when there is nowhere to keep one.
pub fn certificate(names: &[String], dir: Result<PathBuf, String>) -> Result<Certificate, String> {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs();
    if let Ok(dir) = &dir
        && let Some((cert, key)) = read_kept(dir, names, now)
        && let Ok(config) = server_config(cert.clone(), key)
    {
        return Ok(Certificate {
            config,
            fingerprint: fingerprint(&cert),
            kept: Kept::Reused(dir.clone()),
        });
    }
    let (cert_pem, key_pem, not_after) = generate(names, now)?;
    let (cert, key) = parse(&cert_pem, &key_pem)
        .ok_or_else(|| "the new HTTPS certificate could not be read back".to_string())?;
    let config = server_config(cert.clone(), key)?;
    let kept = match dir {
        Ok(dir) => match save(&dir, &cert_pem, &key_pem, names, not_after) {
            Ok(()) => Kept::Saved(dir),
            Err(error) => Kept::NotSaved(format!("cannot write to {}: {error}", dir.display())),
        },
        Err(why) => Kept::NotSaved(why),
    };
    Ok(Certificate {
        config,
        fingerprint: fingerprint(&cert),
        kept,
    })
}

/// A new self-signed certificate for `names` (PEM), its key (PEM) and its end (Unix seconds).
fn generate(names: &[String], now: u64) -> Result<(String, String, u64), String> {
    let failed = |error: rcgen::Error| format!("cannot make the HTTPS certificate: {error}");
    let mut params = rcgen::CertificateParams::new(names.to_vec()).map_err(failed)?;
    let not_after = now + VALID_DAYS * DAY;
    params.not_before = date(now.saturating_sub(DAY))?;
    params.not_after = date(not_after)?;
    params.distinguished_name = rcgen::DistinguishedName::new();
    params
        .distinguished_name
        .push(rcgen::DnType::CommonName, "Catapult (catapult serve)");
    params.extended_key_usages = vec![rcgen::ExtendedKeyUsagePurpose::ServerAuth];
    let key = rcgen::KeyPair::generate().map_err(failed)?;
    let cert = params.self_signed(&key).map_err(failed)?;
    Ok((cert.pem(), key.serialize_pem(), not_after))
}

fn date(unix_seconds: u64) -> Result<time::OffsetDateTime, String> {
    i64::try_from(unix_seconds)
        .ok()
        .and_then(|seconds| time::OffsetDateTime::from_unix_timestamp(seconds).ok())
        .ok_or_else(|| "the system clock is out of range for a certificate".to_string())
}

/// The kept certificate and key, if they cover `names` and last a while yet.
fn read_kept(
    dir: &Path,
    names: &[String],
    now: u64,
) -> Option<(CertificateDer<'static>, PrivateKeyDer<'static>)> {
    let info: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join(INFO_FILE)).ok()?).ok()?;
    let kept_names: Vec<String> = serde_json::from_value(info["names"].clone()).ok()?;
    let not_after = info["not_after"].as_u64()?;
    let covers = names.iter().all(|name| kept_names.contains(name));
    if !covers || not_after < now + RENEW_DAYS * DAY {
        return None;
    }
    parse(
        &std::fs::read_to_string(dir.join(CERT_FILE)).ok()?,
        &std::fs::read_to_string(dir.join(KEY_FILE)).ok()?,
    )
}

fn parse(
    cert_pem: &str,
    key_pem: &str,
) -> Option<(CertificateDer<'static>, PrivateKeyDer<'static>)> {
    let cert = CertificateDer::from_pem_slice(cert_pem.as_bytes()).ok()?;
    let key = PrivatePkcs8KeyDer::from_pem_slice(key_pem.as_bytes()).ok()?;
    Some((cert, PrivateKeyDer::Pkcs8(key)))
}

fn save(
    dir: &Path,
    cert_pem: &str,
    key_pem: &str,
    names: &[String],
    not_after: u64,
) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    write_private(&dir.join(KEY_FILE), key_pem)?;
    std::fs::write(dir.join(CERT_FILE), cert_pem)?;
    let info = json!({ "names": names, "not_after": not_after });
    std::fs::write(dir.join(INFO_FILE), info.to_string())
}

/// Writes the private key readable by its owner only (on Unix).
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(text.as_bytes())
}

fn server_config(
    cert: CertificateDer<'static>,
    key: PrivateKeyDer<'static>,
) -> Result<Arc<ServerConfig>, String> {
    let failed = |error: rustls::Error| format!("cannot set up HTTPS: {error}");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(failed)?
        .with_no_client_auth()
        .with_single_cert(vec![cert], key)
        .map_err(failed)?;
    Ok(Arc::new(config))
}

/// The SHA-256 of the certificate as browsers show it: `AB:CD:…`.
pub fn fingerprint(cert: &[u8]) -> String {
    let digest = ring::digest::digest(&ring::digest::SHA256, cert);
    let hex: Vec<String> = digest
        .as_ref()
        .iter()
        .map(|byte| format!("{byte:02X}"))
        .collect();
    hex.join(":")
}
