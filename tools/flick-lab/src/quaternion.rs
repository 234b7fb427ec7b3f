//! The quaternion products the generators need beyond `catapult_core::flick::rotate`, on unit
//! quaternions `[w, x, y, z]`: IEEE arithmetic only, so traces are the same everywhere.

/// The Hamilton product `a b` (turn by `b`, then by `a`).
pub(crate) fn multiply(a: [f64; 4], b: [f64; 4]) -> [f64; 4] {
    let [aw, ax, ay, az] = a;
    let [bw, bx, by, bz] = b;
    [
        aw * bw - ax * bx - ay * by - az * bz,
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
    ]
}

/// The inverse turn of a unit quaternion.
pub(crate) fn conjugate(q: [f64; 4]) -> [f64; 4] {
    [q[0], -q[1], -q[2], -q[3]]
}
