//! `catapult serve`: hands the built web app (`web/dist`) to phones on the local network over
//! HTTP, or HTTPS with a self-signed certificate, and prints where to open it with a QR code.

mod banner;
mod certificate;
mod http;
mod network;
mod site;

use crate::failure::reader_left;
use clap::Args;
use rustls::{ServerConfig, ServerConnection, StreamOwned};
use site::Site;
use std::io::Write;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// How long a connection may stay silent before it is closed.
const IDLE: Duration = Duration::from_secs(30);

/// Arguments of `catapult serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The built web app: the folder that `scripts/build-web` writes.
    #[arg(long, value_name = "DIR", default_value = "web/dist")]
    dir: PathBuf,
    /// The port to listen on (0 picks a free one).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Serve over HTTPS with a self-signed certificate, which phones need for the flick and to
    /// install the game or play offline.
    #[arg(long)]
    https: bool,
    /// The address to listen on: every interface by default, 127.0.0.1 for this computer only.
    #[arg(long, value_name = "ADDRESS", default_value = "0.0.0.0")]
    bind: IpAddr,
    /// With --https: the folder that keeps the certificate, so that a phone warns only once.
    /// Default: the game history's folder.
    #[arg(long, value_name = "DIR")]
    cert_dir: Option<PathBuf>,
}

/// Serves until Ctrl-C.
pub fn run(args: &ServeArgs) -> Result<(), String> {
    let site = Site::open(&args.dir)?;
    let lan = network::lan_addresses(args.bind);
    let certificate = if args.https {
        let dir = match &args.cert_dir {
            Some(dir) => Ok(dir.clone()),
            None => crate::db::default_db().and_then(|db| {
                db.parent()
                    .map(PathBuf::from)
                    .ok_or_else(|| "the game history has no folder".to_string())
            }),
        };
        Some(certificate::certificate(&certificate_names(&lan), dir)?)
    } else {
        None
    };
    let server = Server::bind(
        site,
        SocketAddr::new(args.bind, args.port),
        certificate
            .as_ref()
            .map(|certificate| certificate.config.clone()),
    )?;
    let text = banner::banner(&banner::Listening {
        root: &args.dir,
        bound: server.local_addr(),
        lan: &lan,
        certificate: certificate.as_ref(),
    });
    // The banner is for whoever watches; if nobody reads it (`| head -1`), serving goes on.
    let mut out = std::io::stdout().lock();
    if let Err(error) = writeln!(out, "{text}").and_then(|()| out.flush())
        && !reader_left(&error)
    {
        return Err(format!("cannot print the addresses: {error}"));
    }
    drop(out);
    server.run();
    Ok(())
}

/// The names the certificate covers: `localhost`, the loopback and LAN addresses and this
/// computer's name (also as `NAME.local`).
fn certificate_names(lan: &[IpAddr]) -> Vec<String> {
    let mut names = vec![
        "localhost".to_string(),
        "127.0.0.1".to_string(),
        "::1".to_string(),
    ];
    names.extend(lan.iter().map(IpAddr::to_string));
    if let Some(host) = network::host_name() {
        if !host.ends_with(".local") {
            names.push(format!("{host}.local"));
        }
        names.push(host);
    }
    names
}

/// A bound listener and what it serves.
pub struct Server {
    listener: TcpListener,
    address: SocketAddr,
    site: Arc<Site>,
    tls: Option<Arc<ServerConfig>>,
}

impl Server {
    /// Listens on `address` (port 0 picks a free one), with TLS when `tls` is given.
    pub fn bind(
        site: Site,
        address: SocketAddr,
        tls: Option<Arc<ServerConfig>>,
    ) -> Result<Server, String> {
        let listener = TcpListener::bind(address).map_err(|error| match error.kind() {
            std::io::ErrorKind::AddrInUse => format!(
                "port {} is taken (by another program, or another `catapult serve`); choose \
                 another with --port {}",
                address.port(),
                address.port().wrapping_add(1).max(1024)
            ),
            std::io::ErrorKind::PermissionDenied => format!(
                "not allowed to listen on port {}; choose one above 1023 with --port 8080",
                address.port()
            ),
            std::io::ErrorKind::AddrNotAvailable => format!(
                "{} is not an address of this computer; leave out --bind to listen on every \
                 interface",
                address.ip()
            ),
            _ => format!("cannot listen on {address}: {error}; try another --port"),
        })?;
        let address = listener.local_addr().unwrap_or(address);
        Ok(Server {
            listener,
            address,
            site: Arc::new(site),
            tls,
        })
    }

    /// The address it listens on, with the port really bound.
    pub fn local_addr(&self) -> SocketAddr {
        self.address
    }

    /// Accepts connections, each answered on a thread of its own, for as long as the process
    /// runs.
    pub fn run(self) {
        for stream in self.listener.incoming() {
            let Ok(stream) = stream else {
                // Out of file handles, or a connection reset before it was accepted: wait a
                // moment rather than spin.
                std::thread::sleep(Duration::from_millis(50));
                continue;
            };
            let site = Arc::clone(&self.site);
            let tls = self.tls.clone();
            std::thread::spawn(move || connection(stream, &site, tls));
        }
    }
}

/// Answers one connection: plain HTTP, TLS, or, on the HTTPS port, a redirect for a browser
/// that came with `http://`.
fn connection(stream: TcpStream, site: &Site, tls: Option<Arc<ServerConfig>>) {
    if stream.set_read_timeout(Some(IDLE)).is_err() || stream.set_write_timeout(Some(IDLE)).is_err()
    {
        return;
    }
    let Some(tls) = tls else {
        return http::serve_connection(stream, http::Handler::Files(site));
    };
    // A TLS connection opens with a handshake record (0x16); anything else is plain HTTP.
    let mut first = [0u8; 1];
    match stream.peek(&mut first) {
        Ok(1) if first[0] == 0x16 => {}
        Ok(1) => return http::serve_connection(stream, http::Handler::ToHttps),
        _ => return,
    }
    let Ok(session) = ServerConnection::new(tls) else {
        return;
    };
    http::serve_connection(
        StreamOwned::new(session, stream),
        http::Handler::Files(site),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    #[test]
    fn a_server_on_port_0_answers_on_the_port_it_returns() -> Result<(), String> {
        let dir = std::env::temp_dir().join(format!("catapult-serve-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        std::fs::write(dir.join("index.html"), "<p>hi</p>").map_err(|e| e.to_string())?;
        let server = Server::bind(
            Site::open(&dir)?,
            SocketAddr::from(([127, 0, 0, 1], 0)),
            None,
        )?;
        let address = server.local_addr();
        assert_ne!(address.port(), 0);
        std::thread::spawn(move || server.run());
        let mut stream = TcpStream::connect(address).map_err(|e| e.to_string())?;
        stream
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .map_err(|e| e.to_string())?;
        let mut reply = String::new();
        stream
            .read_to_string(&mut reply)
            .map_err(|e| e.to_string())?;
        assert!(reply.starts_with("HTTP/1.1 200 OK"), "{reply}");
        assert!(reply.ends_with("<p>hi</p>"), "{reply}");
        std::fs::remove_dir_all(&dir).map_err(|e| e.to_string())
    }
}
