//! How measures are said to players: a distance ("7 cm", "1.25 m") and a bearing from a
//! catapult ("12° to the left (aim 12), 48 cm away"). Every frontend shows these words.

/// A distance as players say it: "7 cm" below a metre, "1.25 m" from there, `distance` in m.
pub fn distance_words(distance: f64) -> String {
    if distance < 1.0 {
        format!("{:.0} cm", distance * 100.0)
    } else {
        format!("{distance:.2} m")
    }
}

/// A bearing from a catapult in words, `degrees` to the left (+) or right (-) of straight
/// ahead and `distance` m away: "straight ahead, 48 cm away", "12° to the left (aim 12), 1.10 m
/// away" (the aim is what to type or swipe).
pub fn bearing_words(degrees: f64, distance: f64) -> String {
    let direction = if degrees.abs() < 0.5 {
        "straight ahead".to_owned()
    } else if degrees > 0.0 {
        format!("{degrees:.0}° to the left (aim {degrees:.0})")
    } else {
        format!("{:.0}° to the right (aim {degrees:.0})", -degrees)
    };
    format!("{direction}, {} away", distance_words(distance))
}
