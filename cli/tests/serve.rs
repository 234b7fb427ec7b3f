//! `catapult serve` as a player's phone meets it: the page, the game's wasm and manifest with
//! the types and caching a browser needs, refusals of paths outside the app, a friendly error
//! when the app was not built, and HTTPS with the certificate whose fingerprint was printed.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, ClientConnection, DigitallySignedStruct, SignatureScheme, StreamOwned};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};

mod common;
use common::{TempDir, catapult_command, refusal};

/// A built web app: the page, a script, the game's wasm and the manifest.
fn web_app(name: &str) -> TempDir {
    let dir = TempDir::new(name);
    std::fs::write(
        dir.file("index.html"),
        "<!doctype html><title>Catapult</title>",
    )
    .unwrap();
    std::fs::write(dir.file("app.js"), "console.log('catapult')").unwrap();
    std::fs::write(dir.file("x.wasm"), b"\0asm\x01\0\0\0").unwrap();
    std::fs::write(dir.file("manifest.webmanifest"), r#"{"name":"Catapult"}"#).unwrap();
    std::fs::create_dir(dir.file("assets")).unwrap();
    std::fs::write(dir.file("assets/tile.svg"), "<svg/>").unwrap();
    dir
}

/// A running `catapult serve`, stopped when dropped, and what it printed as it started.
struct Running {
    child: Child,
    port: u16,
    banner: Vec<String>,
}

impl Running {
    /// Starts `catapult serve --dir DIR --port 0 --bind 127.0.0.1` with `extra` options and
    /// reads its banner up to "Ctrl-C stops the server".
    fn start(dir: &TempDir, extra: &[&str]) -> Running {
        let mut child = catapult_command()
            .args(["serve", "--dir", &dir.arg(""), "--port", "0"])
            .args(["--bind", "127.0.0.1"])
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let mut banner = Vec::new();
        while let Some(Ok(line)) = lines.next() {
            let done = line.starts_with("Ctrl-C");
            banner.push(line);
            if done {
                break;
            }
        }
        let port = banner
            .iter()
            .find_map(|line| line.split("://localhost:").nth(1))
            .unwrap_or_else(|| panic!("no local address in {banner:?}"))
            .trim()
            .parse()
            .unwrap();
        Running {
            child,
            port,
            banner,
        }
    }

    /// The whole response to `request` over plain TCP.
    fn exchange(&self, request: &str) -> Response {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut bytes = Vec::new();
        stream.read_to_end(&mut bytes).unwrap();
        Response::parse(&bytes)
    }

    fn get(&self, path: &str) -> Response {
        self.exchange(&format!(
            "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
        ))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A response: its status line, headers (names in lower case) and body.
struct Response {
    status: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Response {
    fn parse(bytes: &[u8]) -> Response {
        let end = bytes
            .windows(4)
            .position(|window| window == b"\r\n\r\n")
            .unwrap_or_else(|| panic!("no end of head in {:?}", String::from_utf8_lossy(bytes)));
        let head = String::from_utf8(bytes[..end].to_vec()).unwrap();
        let mut lines = head.split("\r\n");
        let status = lines.next().unwrap().to_string();
        let headers = lines
            .map(|line| {
                let (name, value) = line.split_once(':').unwrap();
                (name.to_ascii_lowercase(), value.trim().to_string())
            })
            .collect();
        Response {
            status,
            headers,
            body: bytes[end + 4..].to_vec(),
        }
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(found, _)| found == name)
            .map(|(_, value)| value.as_str())
    }

    fn code(&self) -> &str {
        self.status.split(' ').nth(1).unwrap_or_default()
    }
}

#[test]
fn the_home_page_comes_as_html_that_the_phone_checks_for_updates() {
    let app = web_app("serve-home");
    let server = Running::start(&app, &[]);
    let page = server.get("/");
    assert_eq!(page.code(), "200", "{}", page.status);
    assert_eq!(
        page.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(page.header("cache-control"), Some("no-cache"));
    assert_eq!(page.body, b"<!doctype html><title>Catapult</title>");
    // HEAD gives the same head and no body.
    let head = server.exchange("HEAD /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    assert_eq!(head.code(), "200");
    assert_eq!(head.header("content-length"), Some("38"));
    assert!(head.body.is_empty());
}

#[test]
fn the_game_wasm_script_and_manifest_come_with_their_types() {
    let app = web_app("serve-types");
    let server = Running::start(&app, &[]);
    let wasm = server.get("/x.wasm");
    assert_eq!(wasm.code(), "200");
    assert_eq!(wasm.header("content-type"), Some("application/wasm"));
    assert_eq!(wasm.body, b"\0asm\x01\0\0\0");
    let script = server.get("/app.js?v=3");
    assert_eq!(
        script.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(script.header("cache-control"), None);
    let manifest = server.get("/manifest.webmanifest");
    assert_eq!(
        manifest.header("content-type"),
        Some("application/manifest+json")
    );
    assert_eq!(manifest.header("cache-control"), Some("no-cache"));
    let svg = server.get("/assets/tile.svg");
    assert_eq!(svg.header("content-type"), Some("image/svg+xml"));
}

#[test]
fn one_connection_serves_several_requests() {
    let app = web_app("serve-keep-alive");
    let server = Running::start(&app, &[]);
    let response = server.exchange(
        "GET /app.js HTTP/1.1\r\nHost: x\r\n\r\nGET /x.wasm HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(response.code(), "200");
    assert_eq!(response.header("connection"), Some("keep-alive"));
    let rest = String::from_utf8_lossy(&response.body);
    assert!(
        rest.starts_with("console.log('catapult')HTTP/1.1 200 OK\r\n"),
        "{rest}"
    );
    assert!(rest.contains("application/wasm"), "{rest}");
}

#[test]
fn paths_out_of_the_app_folder_are_refused() {
    let app = web_app("serve-traversal");
    std::fs::write(app.file("../catapult-serve-secret.txt"), "secret").ok();
    let server = Running::start(&app, &[]);
    for path in [
        "/../catapult-serve-secret.txt",
        "/assets/../../catapult-serve-secret.txt",
        "/%2e%2e/catapult-serve-secret.txt",
        "/..%2fcatapult-serve-secret.txt",
        "/..%5ccatapult-serve-secret.txt",
        "//etc/passwd/..",
    ] {
        let response = server.get(path);
        assert!(
            matches!(response.code(), "400" | "404"),
            "{path}: {}",
            response.status
        );
        assert!(!String::from_utf8_lossy(&response.body).contains("secret"));
    }
    // An absolute path is looked up inside the folder, where there is no such file.
    assert_eq!(server.get("/etc/passwd").code(), "404");
    let _ = std::fs::remove_file(app.file("../catapult-serve-secret.txt"));
}

#[test]
fn a_missing_file_is_not_found_and_other_methods_are_not_allowed() {
    let app = web_app("serve-missing");
    let server = Running::start(&app, &[]);
    assert_eq!(server.get("/nope.js").code(), "404");
    assert_eq!(server.get("/assets").code(), "404");
    let post = server
        .exchange("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    assert_eq!(post.code(), "405");
    assert_eq!(post.header("allow"), Some("GET, HEAD"));
    assert_eq!(server.exchange("nonsense\r\n\r\n").code(), "400");
}

#[test]
fn an_app_that_was_not_built_is_explained() {
    let empty = TempDir::new("serve-unbuilt");
    let message = refusal(&["serve", "--dir", &empty.arg(""), "--port", "0"]);
    assert!(message.contains("no index.html"), "{message}");
    assert!(message.contains("scripts/build-web"), "{message}");
    assert!(message.contains("scripts/serve"), "{message}");
    let message = refusal(&["serve", "--dir", &empty.arg("missing"), "--port", "0"]);
    assert!(message.contains("scripts/build-web"), "{message}");
}

#[test]
fn a_taken_port_is_explained() {
    let app = web_app("serve-taken");
    let server = Running::start(&app, &[]);
    let port = server.port.to_string();
    let message = refusal(&[
        "serve",
        "--dir",
        &app.arg(""),
        "--bind",
        "127.0.0.1",
        "--port",
        &port,
    ]);
    assert!(message.contains("is taken"), "{message}");
    assert!(message.contains("--port"), "{message}");
}

#[test]
fn the_banner_gives_the_address_and_suggests_https_for_phones() {
    let app = web_app("serve-banner");
    let server = Running::start(&app, &[]);
    let banner = server.banner.join("\n");
    assert!(
        banner.contains(&format!("http://localhost:{}", server.port)),
        "{banner}"
    );
    assert!(banner.contains("--https"), "{banner}");
    assert!(banner.contains("motion sensor"), "{banner}");
}

/// Accepts any certificate (checking its signatures), remembering the one presented: a phone
/// whose player accepted the warning.
#[derive(Debug)]
struct AcceptOnce {
    seen: Mutex<Option<Vec<u8>>>,
    provider: Arc<rustls::crypto::CryptoProvider>,
}

impl ServerCertVerifier for AcceptOnce {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        *self.seen.lock().unwrap() = Some(end_entity.to_vec());
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}

/// GETs `path` over TLS from `localhost:port`; the response and the certificate's SHA-256 as
/// the server prints it.
fn get_over_tls(port: u16, path: &str) -> (Response, String) {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier = Arc::new(AcceptOnce {
        seen: Mutex::new(None),
        provider: provider.clone(),
    });
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .dangerous()
        .with_custom_certificate_verifier(verifier.clone())
        .with_no_client_auth();
    let name = ServerName::try_from("localhost").unwrap();
    let session = ClientConnection::new(Arc::new(config), name).unwrap();
    let mut stream = StreamOwned::new(session, TcpStream::connect(("127.0.0.1", port)).unwrap());
    stream
        .write_all(
            format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                .as_bytes(),
        )
        .unwrap();
    let mut bytes = Vec::new();
    match stream.read_to_end(&mut bytes) {
        Ok(_) => {}
        // The server closed the TCP connection after its response.
        Err(error) if error.kind() == std::io::ErrorKind::UnexpectedEof => {}
        Err(error) => panic!("{error}"),
    }
    let cert = verifier.seen.lock().unwrap().clone().unwrap();
    let digest = ring::digest::digest(&ring::digest::SHA256, &cert);
    let fingerprint: Vec<String> = digest.as_ref().iter().map(|b| format!("{b:02X}")).collect();
    (Response::parse(&bytes), fingerprint.join(":"))
}

/// The fingerprint line of a banner.
fn printed_fingerprint(banner: &[String]) -> String {
    let at = banner
        .iter()
        .position(|line| line.contains("fingerprint"))
        .unwrap_or_else(|| panic!("no fingerprint in {banner:?}"));
    banner[at + 1].trim().to_string()
}

#[test]
fn https_serves_the_page_with_the_certificate_whose_fingerprint_was_printed() {
    let app = web_app("serve-https");
    let certs = TempDir::new("serve-https-certs");
    let server = Running::start(&app, &["--https", "--cert-dir", &certs.arg("")]);
    assert!(
        server
            .banner
            .iter()
            .any(|line| line.contains(&format!("https://localhost:{}", server.port))),
        "{:?}",
        server.banner
    );
    assert!(
        server
            .banner
            .iter()
            .any(|line| line.contains("not private"))
    );
    let printed = printed_fingerprint(&server.banner);
    let (page, fingerprint) = get_over_tls(server.port, "/");
    assert_eq!(fingerprint, printed);
    assert_eq!(page.code(), "200", "{}", page.status);
    assert_eq!(
        page.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(page.body, b"<!doctype html><title>Catapult</title>");
    let (wasm, _) = get_over_tls(server.port, "/x.wasm");
    assert_eq!(wasm.header("content-type"), Some("application/wasm"));

    // A phone that typed http:// is sent to the HTTPS address.
    let plain = server.get("/app.js");
    assert_eq!(plain.code(), "301");
    assert_eq!(plain.header("location"), Some("https://localhost/app.js"));

    // The next start presents the same certificate, so the phone does not warn again.
    drop(server);
    let again = Running::start(&app, &["--https", "--cert-dir", &certs.arg("")]);
    assert_eq!(printed_fingerprint(&again.banner), printed);
    assert!(again.banner.iter().any(|line| line.contains("used again")));
    let (_, fingerprint) = get_over_tls(again.port, "/");
    assert_eq!(fingerprint, printed);
}
