//! One HTTP/1.1 connection: GET and HEAD requests read one after another (keep-alive), each
//! answered with a file of the site, 404, 400 or 405; or, on the HTTPS port, a redirect for a
//! browser that came with plain HTTP.

use super::site::{Lookup, Site, content_type, revalidate};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};

/// The most a request's line and headers may take; a browser's are far smaller.
const HEAD_LIMIT: usize = 16 * 1024;

/// What a connection answers.
#[derive(Debug, Clone, Copy)]
pub enum Handler<'a> {
    /// The files of the site.
    Files(&'a Site),
    /// A redirect to the same address over HTTPS (a phone that typed `http://` on the HTTPS port).
    ToHttps,
}

/// The parts of a request that matter here.
struct Request {
    method: String,
    target: String,
    host: Option<String>,
    keep_alive: bool,
    has_body: bool,
}

/// A response before it is written.
struct Response {
    status: &'static str,
    headers: Vec<(&'static str, String)>,
    body: Body,
}

enum Body {
    Text(&'static str),
    File(File, u64),
}

/// Answers requests on `stream` until the client closes it, asks to close, idles past the
/// stream's timeout or sends something that is not a GET or HEAD request.
pub fn serve_connection<S: Read + Write>(stream: S, handler: Handler<'_>) {
    let mut reader = BufReader::new(stream);
    loop {
        let request = match read_request(&mut reader) {
            Ok(Some(request)) => request,
            Ok(None) => return,
            Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                let response = text(
                    "400 Bad Request",
                    "This is not an HTTP request this server understands.\n",
                );
                let _ = write_response(reader.get_mut(), response, false, true);
                return;
            }
            Err(_) => return,
        };
        let keep_alive = request.keep_alive && !request.has_body;
        let response = respond(&request, handler);
        let head_only = request.method == "HEAD";
        if write_response(reader.get_mut(), response, keep_alive, head_only).is_err() || !keep_alive
        {
            return;
        }
    }
}

fn respond(request: &Request, handler: Handler<'_>) -> Response {
    if request.has_body {
        return text("400 Bad Request", "Requests with a body are not served.\n");
    }
    if request.method != "GET" && request.method != "HEAD" {
        let mut response = text("405 Method Not Allowed", "Only GET and HEAD are served.\n");
        response.headers.push(("Allow", "GET, HEAD".to_string()));
        return response;
    }
    let site = match handler {
        Handler::Files(site) => site,
        Handler::ToHttps => return redirect_to_https(request),
    };
    match site.lookup(&request.target) {
        Lookup::File(path) => {
            let opened = File::open(&path)
                .and_then(|file| file.metadata().map(|metadata| (file, metadata.len())));
            let Ok((file, length)) = opened else {
                return text("404 Not Found", "Not found.\n");
            };
            let mut headers = vec![("Content-Type", content_type(&path).to_string())];
            if revalidate(&path) {
                headers.push(("Cache-Control", "no-cache".to_string()));
            }
            Response {
                status: "200 OK",
                headers,
                body: Body::File(file, length),
            }
        }
        Lookup::NotFound => text("404 Not Found", "Not found.\n"),
        Lookup::Refused => text("400 Bad Request", "That path is not served.\n"),
    }
}

fn redirect_to_https(request: &Request) -> Response {
    let Some(host) = request.host.as_deref() else {
        return text(
            "400 Bad Request",
            "This port speaks HTTPS: open the address with https://\n",
        );
    };
    let mut response = text(
        "301 Moved Permanently",
        "This port speaks HTTPS: open the address with https://\n",
    );
    let target = if request.target.starts_with('/') {
        request.target.as_str()
    } else {
        "/"
    };
    response
        .headers
        .push(("Location", format!("https://{host}{target}")));
    response
}

fn text(status: &'static str, body: &'static str) -> Response {
    Response {
        status,
        headers: vec![("Content-Type", "text/plain; charset=utf-8".to_string())],
        body: Body::Text(body),
    }
}

fn write_response<W: Write>(
    stream: &mut W,
    response: Response,
    keep_alive: bool,
    head_only: bool,
) -> io::Result<()> {
    let length = match &response.body {
        Body::Text(text) => text.len() as u64,
        Body::File(_, length) => *length,
    };
    let mut head = format!("HTTP/1.1 {}\r\n", response.status);
    for (name, value) in &response.headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    let connection = if keep_alive { "keep-alive" } else { "close" };
    head.push_str(&format!(
        "Content-Length: {length}\r\nX-Content-Type-Options: nosniff\r\nConnection: {connection}\r\n\r\n"
    ));
    stream.write_all(head.as_bytes())?;
    if !head_only {
        match response.body {
            Body::Text(text) => stream.write_all(text.as_bytes())?,
            Body::File(file, length) => {
                let copied = io::copy(&mut file.take(length), stream)?;
                if copied != length {
                    // The file shrank while it was sent: the client must not take it as whole.
                    return Err(io::ErrorKind::UnexpectedEof.into());
                }
            }
        }
    }
    stream.flush()
}

/// The next request on the connection; `None` when the client closed it between requests.
fn read_request<R: BufRead>(reader: &mut R) -> io::Result<Option<Request>> {
    let Some(lines) = read_head(reader)? else {
        return Ok(None);
    };
    let invalid = || io::Error::from(io::ErrorKind::InvalidData);
    let mut first = lines.first().ok_or_else(invalid)?.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (first.next(), first.next(), first.next(), first.next())
    else {
        return Err(invalid());
    };
    if !version.starts_with("HTTP/1.") {
        return Err(invalid());
    }
    let mut request = Request {
        method: method.to_string(),
        target: target.to_string(),
        host: None,
        keep_alive: version == "HTTP/1.1",
        has_body: false,
    };
    for line in lines.iter().skip(1) {
        let (name, value) = line.split_once(':').ok_or_else(invalid)?;
        let value = value.trim();
        match name.trim().to_ascii_lowercase().as_str() {
            "host" => request.host = Some(value.to_string()),
            "connection" if value.eq_ignore_ascii_case("close") => request.keep_alive = false,
            "content-length" => request.has_body |= value != "0",
            "transfer-encoding" => request.has_body = true,
            _ => {}
        }
    }
    Ok(Some(request))
}

/// The request line and header lines, without line ends; `None` at a clean end of stream.
/// Too long a head, a line that is not UTF-8 or an end mid-head is `InvalidData`.
fn read_head<R: BufRead>(reader: &mut R) -> io::Result<Option<Vec<String>>> {
    let mut lines = Vec::new();
    let mut total = 0;
    loop {
        let mut line = Vec::new();
        let room = (HEAD_LIMIT - total) as u64;
        let read = reader.by_ref().take(room).read_until(b'\n', &mut line)?;
        total += read;
        if read == 0 && total == 0 {
            return Ok(None);
        }
        if line.last() != Some(&b'\n') {
            return Err(io::ErrorKind::InvalidData.into());
        }
        while matches!(line.last(), Some(b'\n' | b'\r')) {
            line.pop();
        }
        if line.is_empty() {
            if lines.is_empty() {
                // A blank line before a request is allowed (RFC 9112 §2.2).
                continue;
            }
            return Ok(Some(lines));
        }
        lines.push(String::from_utf8(line).map_err(|_| io::ErrorKind::InvalidData)?);
    }
}
