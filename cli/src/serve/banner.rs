//! What `catapult serve` prints as it starts: where to open the game, a QR code of the LAN
//! address for a phone's camera, and what HTTPS changes on a phone.

use super::certificate::{Certificate, Kept};
use qrcode::QrCode;
use qrcode::render::unicode::Dense1x2;
use std::net::{IpAddr, SocketAddr};
use std::path::Path;

/// Where the server listens and what it serves, for the banner.
pub struct Listening<'a> {
    /// The folder served.
    pub root: &'a Path,
    /// The address the listener is bound to (its port is the real one, also for `--port 0`).
    pub bound: SocketAddr,
    /// The addresses a phone on the local network can use.
    pub lan: &'a [IpAddr],
    /// The certificate, with `--https`.
    pub certificate: Option<&'a Certificate>,
}

/// The banner's text.
pub fn banner(listening: &Listening<'_>) -> String {
    let scheme = if listening.certificate.is_some() {
        "https"
    } else {
        "http"
    };
    let port = listening.bound.port();
    let url = |ip: IpAddr| format!("{scheme}://{}", SocketAddr::new(ip, port));
    let mut lines = vec![format!(
        "Serving the Catapult web app from {}",
        listening.root.display()
    )];
    let bound = listening.bound.ip();
    if bound.is_unspecified() || bound.is_loopback() {
        lines.push(format!("  On this computer: {scheme}://localhost:{port}"));
    }
    for &ip in listening.lan {
        lines.push(format!("  On the local network: {}", url(ip)));
    }
    match listening.lan.first() {
        Some(&ip) => {
            lines.push(String::new());
            lines.push("Scan this with a phone on the same Wi-Fi to open the game:".to_string());
            lines.push(qr_code(&url(ip)));
        }
        None if bound.is_loopback() => lines.push(
            "Only this computer can open it: start with --bind 0.0.0.0 for phones.".to_string(),
        ),
        None => lines.push(
            "No local network found: connect this computer to the phones' Wi-Fi, then start again."
                .to_string(),
        ),
    }
    lines.push(String::new());
    match listening.certificate {
        Some(certificate) => lines.extend(https_notes(certificate)),
        None => lines.push(
            "On a phone, the flick (the motion sensor), playing offline and installing the game\n\
             need a secure page (HTTPS); only localhost is secure without a certificate.\n\
             Start with --https for them."
                .to_string(),
        ),
    }
    lines.push("Ctrl-C stops the server.".to_string());
    lines.join("\n")
}

fn https_notes(certificate: &Certificate) -> Vec<String> {
    let mut lines = vec![
        format!(
            "HTTPS with a self-signed certificate, SHA-256 fingerprint:\n  {}",
            certificate.fingerprint
        ),
        "The phone warns once that the connection is not private: the certificate is this\n\
         server's own (compare the fingerprint if you like); accept it (Advanced, then\n\
         Proceed) to play."
            .to_string(),
    ];
    lines.push(match &certificate.kept {
        Kept::Reused(dir) => format!(
            "The certificate kept in {} is used again, so a phone that accepted it does not warn.",
            dir.display()
        ),
        Kept::Saved(dir) => format!(
            "The certificate is kept in {} for the next starts (--cert-dir chooses another folder).",
            dir.display()
        ),
        Kept::NotSaved(why) => format!(
            "The certificate could not be kept ({why}): the phone will warn at each start; \
             --cert-dir DIR chooses a folder to keep it in."
        ),
    });
    lines
}

/// The QR code of `text` in Unicode half blocks, light modules drawn, for a dark terminal; empty
/// when the text is too long for a QR code.
fn qr_code(text: &str) -> String {
    match QrCode::new(text.as_bytes()) {
        Ok(code) => code
            .render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .build(),
        Err(_) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    #[test]
    fn the_banner_gives_both_addresses_a_qr_code_and_the_https_hint() {
        let lan = [IpAddr::V4(Ipv4Addr::new(192, 168, 1, 23))];
        let text = banner(&Listening {
            root: Path::new("web/dist"),
            bound: SocketAddr::from((Ipv4Addr::UNSPECIFIED, 8080)),
            lan: &lan,
            certificate: None,
        });
        assert!(text.contains("http://localhost:8080"), "{text}");
        assert!(text.contains("http://192.168.1.23:8080"), "{text}");
        assert!(text.contains('▀') && text.contains('▄'), "{text}");
        assert!(text.contains("--https"), "{text}");
    }

    #[test]
    fn without_a_network_it_says_so_instead_of_a_qr_code() {
        let text = banner(&Listening {
            root: Path::new("web/dist"),
            bound: SocketAddr::from((Ipv4Addr::UNSPECIFIED, 8080)),
            lan: &[],
            certificate: None,
        });
        assert!(text.contains("No local network found"), "{text}");
        assert!(!text.contains('▀'), "{text}");
    }
}
