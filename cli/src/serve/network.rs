//! This computer's addresses on the local network and its name, for the addresses printed to
//! open on a phone and the names the HTTPS certificate covers.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};

/// The IPv4 addresses a phone on the local network can reach this computer at: for a server
/// bound to every interface, the address each private network's route leaves from; for one
/// bound to an address, that address. Empty without a network.
pub fn lan_addresses(bind: IpAddr) -> Vec<IpAddr> {
    if !bind.is_unspecified() {
        return if bind.is_loopback() {
            Vec::new()
        } else {
            vec![bind]
        };
    }
    // Connecting a UDP socket only asks the routing table which local address it would send
    // from: no packet is sent. One probe per private range finds the interface of each.
    let probes = [
        Ipv4Addr::new(192, 168, 255, 254),
        Ipv4Addr::new(10, 255, 255, 254),
        Ipv4Addr::new(172, 31, 255, 254),
    ];
    let mut found = Vec::new();
    for probe in probes {
        let Some(address) = route_source(probe) else {
            continue;
        };
        let usable = !address.is_loopback() && !address.is_unspecified();
        if usable && !found.contains(&address) {
            found.push(address);
        }
    }
    found
}

/// The local address a datagram to `probe` would leave from, if there is a route to it.
fn route_source(probe: Ipv4Addr) -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect(SocketAddr::from((probe, 9))).ok()?;
    socket.local_addr().ok().map(|address| address.ip())
}

/// This computer's name, as a phone may reach it on the network (`NAME.local` with mDNS), when
/// it has one that fits in a certificate.
pub fn host_name() -> Option<String> {
    let from_kernel = std::fs::read_to_string("/proc/sys/kernel/hostname").ok();
    let from_env = || {
        ["HOSTNAME", "COMPUTERNAME"]
            .into_iter()
            .find_map(|name| std::env::var(name).ok())
    };
    let name = from_kernel.or_else(from_env)?.trim().to_ascii_lowercase();
    let fits = !name.is_empty()
        && name.len() < 64
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
    (fits && name != "localhost").then_some(name)
}
