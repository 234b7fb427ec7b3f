//! Small 3-vector and quaternion helpers for the realistic generator (plain `[f64; 3]` and
//! `[w, x, y, z]` arrays, IEEE arithmetic and `libm` only, so results are the same everywhere).

pub(super) use catapult_core::flick::quaternion::{conjugate, multiply, rotate};

/// `a + b`.
pub(super) fn add(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// `a − b`.
#[cfg(test)]
pub(super) fn sub(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

/// `k a`.
pub(super) fn scale(a: [f64; 3], k: f64) -> [f64; 3] {
    [a[0] * k, a[1] * k, a[2] * k]
}

/// The dot product `a · b`.
pub(super) fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// The cross product `a × b`.
pub(super) fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

/// The length `|a|`.
pub(super) fn norm(a: [f64; 3]) -> f64 {
    dot(a, a).sqrt()
}

/// The unit quaternion turning by `angle` (rad) about the unit `axis`.
pub(super) fn about(axis: [f64; 3], angle: f64) -> [f64; 4] {
    let (sine, cosine) = (libm::sin(angle / 2.0), libm::cos(angle / 2.0));
    [cosine, axis[0] * sine, axis[1] * sine, axis[2] * sine]
}

/// `q` scaled to unit length.
pub(super) fn normalised(q: [f64; 4]) -> [f64; 4] {
    let length = (q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]).sqrt();
    q.map(|c| c / length)
}

/// The horizontal direction of `v` in degrees from `forward`, counter-clockwise positive
/// (seen from above): atan2(f × v, f · v) of the horizontal parts, as the detector's aim.
pub(super) fn azimuth_degrees(forward: [f64; 3], v: [f64; 3]) -> f64 {
    let turn = forward[0] * v[1] - forward[1] * v[0];
    let along = forward[0] * v[0] + forward[1] * v[1];
    libm::atan2(turn, along).to_degrees()
}
