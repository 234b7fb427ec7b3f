//! A top view of a hurl, drawn with tiny-skia: the table with its tiles and seats, the
//! followers and tokens (touched, toppled and pushed ones marked), the flight path and where
//! the hurled token came to rest.
//!
//! Seen through the flight's camera (given with the cast) the hurler's seat is at the bottom and
//! its straight-ahead up; without one, table y up is up in the picture. Colours: tiles pale green;
//! followers grey (standing dark, lying light), outlined red when the token touched them and orange
//! when a falling follower did; toppled followers lie as rectangles in their fall direction over a
//! faint ring where they stood, and slid ones stand where they stopped, with a line from such a
//! ring; resting tokens blue, pushed ones with a line from where they were; the flight from the
//! catapult (a small dark square) dark blue near the table, lighter and wider higher up, with a
//! white bead every 1/60 s; the first landing a cross; the hurled token's rest a magenta disc, or a
//! magenta X past the edge if it fell off. Seats are dark triangles pointing in, with seat n + 1
//! dots behind them; the throwing seat is magenta. A framed inset in a free corner magnifies the
//! spot where pieces were touched (or the first landing), framed the same way on the table;
//! through the camera the hurler's triangle points at its seat mark from behind it.

use crate::encode::{encode_png, new_pixmap};
use crate::error::RenderError;
use crate::glyphs::{TextStyle, draw_text, wrap_text};
use crate::palette::{Rgba, TABLE_EDGE, WHITE, blend, colour, seat_rgba};
use crate::pieces::{fallen_corners, table_polygon};
use crate::shapes::{self, circle, polygon, segment};
use crate::viewport::{Area, Viewport, camera_picture};
use catapult_core::physics::pieces::tile;
use catapult_core::physics::{Launch, Outcome, Parameters, Pose, RestPlace, Scene};
use catapult_core::scene::{PlayerColour, RoundCamera};
use tiny_skia::{Path, Pixmap, PixmapPaint, Transform};

const BACKGROUND: Rgba = [246, 246, 243, 255];
const TABLE: Rgba = [234, 208, 160, 255];
const TILE: Rgba = [200, 232, 184, 255];
const TILE_EDGE: Rgba = [110, 156, 96, 255];
const STANDING: Rgba = [84, 84, 84, 255];
const LYING: Rgba = [150, 150, 150, 255];
const STOOD_HERE: Rgba = [84, 84, 84, 110];
const BY_TOKEN: Rgba = [222, 24, 24, 255];
const BY_FOLLOWER: Rgba = [250, 140, 0, 255];
const TOKEN: Rgba = [52, 108, 226, 255];
/// The flight's colour at the table and at [`FLIGHT_HIGH`] or above.
const FLIGHT_LOW: Rgba = [16, 36, 120, 220];
const FLIGHT_TOP: Rgba = [96, 160, 240, 220];
const FLIGHT_HIGH: f64 = 0.15;
const LANDING: Rgba = [16, 16, 16, 255];
const HURLED: Rgba = [214, 0, 138, 255];
const SEAT: Rgba = [48, 48, 48, 255];
const CAPTION_INK: Rgba = [40, 40, 40, 255];

/// Flight path width at table height and per metre of height, px.
const FLIGHT_WIDTH: f32 = 1.5;
const FLIGHT_WIDTH_PER_METRE: f64 = 50.0;

/// Draws the hurl `launch` with result `outcome` on `scene`, `width_px` wide (the height
/// follows the table's aspect ratio). The flight and the toppled followers' directions come
/// from `outcome.frames`; without frames the flight is left out and toppled followers lie as
/// discs. Where something was touched (or else where the token first landed) a magnified inset
/// shows the pieces there, framed, with the same frame round that spot on the table.
///
/// With a `cast` (a hurl from a game) the seats, followers and tokens take their players'
/// colours, as on the board and in the flight, and the caption is written above the table.
/// With the cast's `camera` the table is seen from the hurler's seat, as the flight is
/// ([`camera_picture`](crate::camera_picture) gives the picture's height and map, the caption
/// band going above it); without, the whole table north up.
pub fn hurl_picture(
    scene: &Scene,
    launch: &Launch,
    outcome: &Outcome,
    cast: Option<&HurlCast>,
    width_px: u32,
) -> Result<Pixmap, RenderError> {
    let camera = cast.and_then(|cast| cast.camera.as_ref());
    let view = camera
        .and_then(|camera| View::camera(camera, width_px))
        .unwrap_or_else(|| View::fit(scene, width_px));
    let mut canvas = Canvas::new(view, true, cast)?;
    canvas.everything(scene, launch, outcome);
    if let Some(zoom) = Zoom::choose(scene, launch, outcome, &view) {
        let mut inset = Canvas::new(zoom.view, false, cast)?;
        inset.everything(scene, launch, outcome);
        canvas.inset(&inset, &zoom);
    }
    match cast {
        Some(cast) if !cast.caption.is_empty() => captioned(&canvas.pixmap, &cast.caption),
        _ => Ok(canvas.pixmap),
    }
}

/// [`hurl_picture`] encoded as PNG.
pub fn hurl_png(
    scene: &Scene,
    launch: &Launch,
    outcome: &Outcome,
    cast: Option<&HurlCast>,
    width_px: u32,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&hurl_picture(scene, launch, outcome, cast, width_px)?)
}

/// Who is who in a hurl from a game.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HurlCast {
    /// Each seat's colour, in seat order.
    pub seats: Vec<PlayerColour>,
    /// Each follower's owner: (follower id, seat).
    pub follower_owners: Vec<(u32, usize)>,
    /// Lines above the table: who hurled which token, and what it did.
    pub caption: Vec<String>,
    /// Whether the catcher caught the token: it is drawn where it was caught, in the hand,
    /// even beyond the table's edge.
    pub caught: bool,
    /// How the hurl is seen: the flight's camera (`FlightScene::camera`), from the hurler's
    /// seat, framing where the token rested and what it touched. `None`: the whole table,
    /// north up.
    pub camera: Option<RoundCamera>,
}

impl HurlCast {
    fn seat(&self, seat: usize) -> Option<Rgba> {
        self.seats.get(seat).map(seat_rgba)
    }

    fn owner_of(&self, follower: u32) -> Option<Rgba> {
        let (_, seat) = self
            .follower_owners
            .iter()
            .find(|(id, _)| *id == follower)?;
        self.seat(*seat)
    }
}

/// Caption text height as a share of the picture's width.
const CAPTION_SHARE: f32 = 0.022;

/// `picture` with `lines` written in a band above it.
fn captioned(picture: &Pixmap, lines: &[String]) -> Result<Pixmap, RenderError> {
    let height = (picture.width() as f32 * CAPTION_SHARE).max(9.0);
    let room = picture.width() as f32 - 2.0 * height;
    let lines: Vec<String> = lines
        .iter()
        .flat_map(|text| wrap_text(text, height, room))
        .collect();
    let line = height * 1.9;
    let band = (line * lines.len() as f32 + height).ceil() as u32;
    let mut out = new_pixmap(picture.width(), picture.height() + band)?;
    out.fill(colour(BACKGROUND));
    let style = TextStyle::new(height, CAPTION_INK);
    for (index, text) in lines.iter().enumerate() {
        let anchor = (height, height * 0.8 + line * index as f32);
        draw_text(&mut out, text, anchor, &style);
    }
    out.draw_pixmap(
        0,
        band as i32,
        picture.as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    Ok(out)
}

/// A magnified view of the spot where things happened, and where it goes in the picture.
#[derive(Debug, Clone, Copy)]
struct Zoom {
    /// The inset's own view (its size and scale): the main view magnified about the spot.
    view: View,
    /// Its top-left corner in the picture, px.
    corner: (f32, f32),
    /// The spot it shows in the main picture: top-left and bottom-right corners, px.
    spot: ((f32, f32), (f32, f32)),
}

/// The inset's side as a share of the picture's smaller side.
const ZOOM_SHARE: f64 = 0.42;
/// Smallest area the inset shows, m.
const ZOOM_MIN_SPAN: f64 = 0.10;
/// Margin round the pieces of interest, m.
const ZOOM_MARGIN: f64 = 0.03;
/// After a miss, the inset shows the rest too if it is this close to the first landing, m.
const ZOOM_NEAR: f64 = 0.15;

impl Zoom {
    /// The inset for this hurl: round the touched, toppled, slid and pushed pieces, else round
    /// the first landing (and the rest, if near); `None` if there is nothing to show or it
    /// would not be magnified much. The spot is square in the picture, so the inset shows it
    /// turned as the main view is.
    fn choose(scene: &Scene, launch: &Launch, outcome: &Outcome, main: &View) -> Option<Zoom> {
        let mut points: Vec<(f64, f64)> = Vec::new();
        let touched = outcome.all_touched();
        for body in &scene.followers {
            if touched.contains(&body.id) || outcome.toppled.contains(&body.id) {
                points.push((body.position.x, body.position.y));
            }
        }
        for moved in &outcome.moved_followers {
            points.push((moved.position.x, moved.position.y));
        }
        for moved in &outcome.moved_tokens {
            if let Some(token) = scene.tokens.iter().find(|t| t.id == moved.id) {
                points.push((token.position.x, token.position.y));
            }
            if !moved.off_table {
                points.push((moved.position.x, moved.position.y));
            }
        }
        if points.is_empty() {
            // A miss: where it came down and where it stopped, if that is near.
            let landing = outcome.first_landing?;
            points.push((landing.x, landing.y));
            let rest = outcome.rest_position;
            let near = ((rest.x - landing.x).powi(2) + (rest.y - landing.y).powi(2)).sqrt();
            if outcome.rest != RestPlace::OffTable && near < ZOOM_NEAR {
                points.push((rest.x, rest.y));
            }
        }
        let (mut low, mut high) = ((f64::MAX, f64::MAX), (f64::MIN, f64::MIN));
        for (x, y) in &points {
            let (px, py) = main.at(*x, *y);
            let (px, py) = (f64::from(px), f64::from(py));
            low = (low.0.min(px), low.1.min(py));
            high = (high.0.max(px), high.1.max(py));
        }
        let scale = main.plane.scale();
        let span = ((high.0 - low.0).max(high.1 - low.1) + 2.0 * ZOOM_MARGIN * scale)
            .max(ZOOM_MIN_SPAN * scale);
        let side = (f64::from(main.width.min(main.height)) * ZOOM_SHARE).round();
        let factor = side / span;
        if factor < 2.0 {
            return None;
        }
        let focus = ((low.0 + high.0) / 2.0, (low.1 + high.1) / 2.0);
        let middle = (side / 2.0) as f32;
        let plane = main
            .plane
            .zoomed((focus.0 as f32, focus.1 as f32), factor, (middle, middle));
        let view = View::new(side as u32, side as u32, plane);
        let half = span / 2.0;
        let spot = (
            ((focus.0 - half) as f32, (focus.1 - half) as f32),
            ((focus.0 + half) as f32, (focus.1 + half) as f32),
        );
        let corner = Self::corner(scene, launch, outcome, main, side, spot);
        Some(Zoom { view, corner, spot })
    }

    /// The picture corner whose inset would cover the fewest pieces, flight points and seats,
    /// and never the spot it shows.
    fn corner(
        scene: &Scene,
        launch: &Launch,
        outcome: &Outcome,
        main: &View,
        side: f64,
        (spot_low, spot_high): ((f32, f32), (f32, f32)),
    ) -> (f32, f32) {
        let mut marks: Vec<(f64, f64)> = Vec::new();
        marks.extend(scene.followers.iter().map(|f| (f.position.x, f.position.y)));
        marks.extend(scene.tokens.iter().map(|t| (t.position.x, t.position.y)));
        marks.extend(scene.seats.iter().map(|s| (s.position.x, s.position.y)));
        marks.extend(outcome.frames.iter().map(|f| (f.token.x, f.token.y)));
        marks.push((outcome.rest_position.x, outcome.rest_position.y));
        if outcome.frames.is_empty() {
            let start = launch.initial_state(scene, &Parameters::default()).0;
            marks.push((start.x, start.y));
        }
        let gap = 10.0;
        let (w, h) = (f64::from(main.width), f64::from(main.height));
        let corners = [
            (w - side - gap, gap),
            (gap, gap),
            (w - side - gap, h - side - gap),
            (gap, h - side - gap),
        ];
        let covered = |corner: (f64, f64)| {
            let inside = |p: (f32, f32)| {
                let (x, y) = (f64::from(p.0), f64::from(p.1));
                x >= corner.0 - gap
                    && x <= corner.0 + side + gap
                    && y >= corner.1 - gap
                    && y <= corner.1 + side + gap
            };
            let spot = f64::from(spot_low.0) <= corner.0 + side
                && f64::from(spot_high.0) >= corner.0
                && f64::from(spot_low.1) <= corner.1 + side
                && f64::from(spot_high.1) >= corner.1;
            let hidden = marks.iter().filter(|m| inside(main.at(m.0, m.1))).count();
            hidden + if spot { 1000 } else { 0 }
        };
        let mut best = corners[0];
        for corner in corners {
            if covered(corner) < covered(best) {
                best = corner;
            }
        }
        (best.0 as f32, best.1 as f32)
    }
}

/// Metres on the table to pixels in a picture of its own size.
#[derive(Debug, Clone, Copy)]
struct View {
    width: u32,
    height: u32,
    /// Table metres to picture px.
    plane: Viewport,
}

impl View {
    /// The view of `plane`'s table area in a `width` × `height` px picture.
    fn new(width: u32, height: u32, plane: Viewport) -> View {
        View {
            width,
            height,
            plane,
        }
    }

    /// The table scaled to `width_px` with a margin for the seats, the height following; a
    /// table much deeper than wide is scaled down so the picture is at most twice as high.
    fn fit(scene: &Scene, width_px: u32) -> View {
        let width = f64::from(width_px.max(64));
        let margin = (width * 0.035).max(24.0);
        let (x, y) = (scene.table.x.max(1e-3), scene.table.y.max(1e-3));
        let scale = ((width - 2.0 * margin) / x).min((2.0 * width - 2.0 * margin) / y);
        let height = (y * scale + 2.0 * margin).round();
        let area = Area::sized(width as f32, height as f32);
        let plane = Viewport::centred((0.0, 0.0), scale, area);
        View::new(width_px.max(64), height as u32, plane)
    }

    /// The table through `camera` in a picture `width_px` wide ([`camera_picture`]).
    fn camera(camera: &RoundCamera, width_px: u32) -> Option<View> {
        let place = camera_picture(camera, width_px.max(64))?;
        Some(View::new(
            place.width as u32,
            place.height as u32,
            place.local_view(),
        ))
    }

    /// The picture point of table point (x, y).
    fn at(&self, x: f64, y: f64) -> (f32, f32) {
        self.plane.at(x, y)
    }

    /// A length on the table in px.
    fn px(&self, metres: f64) -> f32 {
        self.plane.px(metres)
    }

    /// A unit direction on the table (radians from +x) in picture axes.
    fn direction(&self, angle: f64) -> (f32, f32) {
        self.plane.direction(angle)
    }
}

/// The pixmap and its view, with drawing helpers that skip degenerate shapes.
struct Canvas<'a> {
    pixmap: Pixmap,
    view: View,
    /// Whether this is the whole table (not the inset): marks past the edge stay in view.
    whole: bool,
    /// The players' colours, for a hurl from a game.
    cast: Option<&'a HurlCast>,
}

/// Frame colour of the inset and of the spot it magnifies.
const ZOOM_FRAME: Rgba = [40, 40, 40, 255];

impl<'a> Canvas<'a> {
    fn new(view: View, whole: bool, cast: Option<&'a HurlCast>) -> Result<Canvas<'a>, RenderError> {
        let pixmap = new_pixmap(view.width, view.height)?;
        Ok(Canvas {
            pixmap,
            view,
            whole,
            cast,
        })
    }

    /// A seat's colour in a game, else `otherwise`.
    fn seat_or(&self, seat: usize, otherwise: Rgba) -> Rgba {
        self.cast
            .and_then(|cast| cast.seat(seat))
            .unwrap_or(otherwise)
    }

    /// The whole hurl in this canvas's view, back to front.
    fn everything(&mut self, scene: &Scene, launch: &Launch, outcome: &Outcome) {
        self.pixmap.fill(colour(BACKGROUND));
        self.table(scene);
        self.seats(scene, launch.seat);
        self.flight(scene, launch, outcome);
        self.tokens(scene, outcome);
        self.followers(scene, outcome);
        self.marks(outcome);
        self.rest(launch, outcome);
    }

    /// Pastes `inset` at its corner, framed, and frames the spot it shows.
    fn inset(&mut self, inset: &Canvas, zoom: &Zoom) {
        let (low, high) = zoom.spot;
        let spot = [low, (high.0, low.1), high, (low.0, high.1)];
        self.stroke(polygon(&spot), ZOOM_FRAME, 1.5);
        self.pixmap.draw_pixmap(
            zoom.corner.0 as i32,
            zoom.corner.1 as i32,
            inset.pixmap.as_ref(),
            &PixmapPaint::default(),
            Transform::identity(),
            None,
        );
        let (x, y) = (zoom.corner.0.round(), zoom.corner.1.round());
        let (w, h) = (inset.view.width as f32, inset.view.height as f32);
        let frame = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)];
        self.stroke(polygon(&frame), ZOOM_FRAME, 2.0);
    }

    fn fill(&mut self, path: Option<Path>, rgba: Rgba) {
        shapes::fill(&mut self.pixmap, path.as_ref(), rgba);
    }

    fn stroke(&mut self, path: Option<Path>, rgba: Rgba, width: f32) {
        shapes::stroke(&mut self.pixmap, path.as_ref(), rgba, width);
    }

    /// A cross of arm `arm` px centred on `centre`, turned 45° if `diagonal`.
    fn cross(&mut self, centre: (f32, f32), arm: f32, rgba: Rgba, width: f32, diagonal: bool) {
        shapes::cross(&mut self.pixmap, centre, arm, rgba, width, diagonal);
    }

    /// The table top, its edge and the tiles.
    fn table(&mut self, scene: &Scene) {
        let view = self.view;
        let (hx, hy) = (scene.table.x / 2.0, scene.table.y / 2.0);
        let corners = [
            view.at(-hx, hy),
            view.at(hx, hy),
            view.at(hx, -hy),
            view.at(-hx, -hy),
        ];
        self.fill(polygon(&corners), TABLE);
        self.stroke(polygon(&corners), TABLE_EDGE, 3.0);
        for cell in &scene.tiles {
            let c = scene.cell_centre(*cell);
            let square = view.plane.square((c.x, c.y), tile::SIZE);
            self.fill(square.clone(), TILE);
            self.stroke(square, TILE_EDGE, 1.0);
        }
    }

    /// Each seat as a triangle pointing in, with seat + 1 dots behind it; seen through the
    /// cast's camera, the camera's seat pointing at its `seat_mark` from behind.
    fn seats(&mut self, scene: &Scene, throwing: usize) {
        let view = self.view;
        let camera = self.cast.and_then(|cast| cast.camera.as_ref());
        for (index, seat) in scene.seats.iter().enumerate() {
            let rgba = match self.cast {
                Some(_) => self.seat_or(index, SEAT),
                None if index == throwing => HURLED,
                None => SEAT,
            };
            let (fx, fy) = view.direction(seat.facing);
            let (sx, sy) = (-fy, fx);
            let (length, half) = (16.0, 9.0);
            // The camera's seat points at its mark from behind it, in the room kept there.
            let base = match camera {
                Some(c) if usize::from(c.seat) == index => {
                    let mark = view.at(c.seat_mark.x, c.seat_mark.y);
                    (mark.0 - fx * length, mark.1 - fy * length)
                }
                _ => view.at(seat.position.x, seat.position.y),
            };
            let triangle = [
                (base.0 + fx * length, base.1 + fy * length),
                (base.0 + sx * half, base.1 + sy * half),
                (base.0 - sx * half, base.1 - sy * half),
            ];
            self.fill(polygon(&triangle), rgba);
            let dots = index + 1;
            let spacing = 7.0;
            for dot in 0..dots {
                let offset = (dot as f32 - (dots - 1) as f32 / 2.0) * spacing;
                let centre = (
                    base.0 - fx * 11.0 + sx * offset,
                    base.1 - fy * 11.0 + sy * offset,
                );
                self.fill(circle(centre, 2.6), rgba);
            }
        }
    }

    /// Resting tokens; pushed ones faint where they were, a line, and solid where they are.
    fn tokens(&mut self, scene: &Scene, outcome: &Outcome) {
        let view = self.view;
        for token in &scene.tokens {
            // A resting token's id is its owner's seat.
            let own = self.seat_or(token.id as usize, TOKEN);
            let radius = view.px(token.kind.radius());
            let was = view.at(token.position.x, token.position.y);
            match outcome.moved_tokens.iter().find(|m| m.id == token.id) {
                None => {
                    self.fill(circle(was, radius), own);
                    self.stroke(circle(was, radius), WHITE, 1.0);
                }
                Some(moved) => {
                    let now = view.at(moved.position.x, moved.position.y);
                    self.stroke(circle(was, radius), [own[0], own[1], own[2], 120], 1.5);
                    self.stroke(segment(was, now), own, 2.0);
                    if moved.off_table {
                        self.cross(now, radius, own, 3.0, true);
                    } else {
                        self.fill(circle(now, radius), own);
                        self.stroke(circle(now, radius), WHITE, 1.0);
                    }
                }
            }
        }
    }

    /// Followers: discs (slid ones where they stopped, with a line from where they stood),
    /// toppled ones lying in their fall direction, touched ones outlined.
    fn followers(&mut self, scene: &Scene, outcome: &Outcome) {
        let view = self.view;
        let last = outcome.frames.last();
        for body in &scene.followers {
            let id = body.id;
            let outline = if outcome.touched_by_token.contains(&id) {
                Some(BY_TOKEN)
            } else if outcome
                .touched_by_followers
                .iter()
                .any(|t| t.follower == id)
            {
                Some(BY_FOLLOWER)
            } else {
                None
            };
            let toppled = outcome.toppled.contains(&id);
            let size = body.size();
            let radius = view.px(size.shape(body.pose).0);
            let stood = view.at(body.position.x, body.position.y);
            let fall = last.and_then(|frame| frame.followers.iter().find(|f| f.id == id));
            let slid = outcome
                .moved_followers
                .iter()
                .find(|m| m.id == id && m.slid > 0.0 && !toppled);
            let shape = match (slid, toppled, fall) {
                (Some(slid), _, _) => {
                    // Faint where it stood, a line, and solid where it stopped.
                    let at = view.at(slid.position.x, slid.position.y);
                    self.stroke(circle(stood, radius), STOOD_HERE, 1.5);
                    self.stroke(segment(stood, at), STANDING, 2.0);
                    circle(at, radius)
                }
                (None, true, Some(fall)) => {
                    self.stroke(
                        circle(stood, view.px(size.standing_radius)),
                        STOOD_HERE,
                        1.5,
                    );
                    table_polygon(&view.plane, &fallen_corners(body, fall))
                }
                (None, true, None) => circle(stood, view.px(size.lying_radius)),
                (None, false, _) => circle(stood, radius),
            };
            let standing = body.pose == Pose::Standing && !toppled;
            let fill = match self.cast.and_then(|cast| cast.owner_of(id)) {
                Some(own) if standing => own,
                Some(own) => blend(own, WHITE, 0.35),
                None if standing => STANDING,
                None => LYING,
            };
            self.fill(shape.clone(), fill);
            match outline {
                Some(rgba) => self.stroke(shape, rgba, 2.5),
                None => self.stroke(shape, WHITE, 1.0),
            }
        }
    }

    /// The flight from the catapult, wider where higher, with a bead per frame.
    fn flight(&mut self, scene: &Scene, launch: &Launch, outcome: &Outcome) {
        let view = self.view;
        let start = match outcome.frames.first() {
            Some(frame) => frame.token,
            None => launch.initial_state(scene, &Parameters::default()).0,
        };
        let catapult = view.at(start.x, start.y);
        let (fx, fy) = scene
            .seats
            .get(launch.seat)
            .map_or((0.0, -1.0), |seat| view.direction(seat.facing));
        let (sx, sy) = (-fy, fx);
        let square = [
            (catapult.0 + (fx + sx) * 5.0, catapult.1 + (fy + sy) * 5.0),
            (catapult.0 + (fx - sx) * 5.0, catapult.1 + (fy - sy) * 5.0),
            (catapult.0 - (fx + sx) * 5.0, catapult.1 - (fy + sy) * 5.0),
            (catapult.0 - (fx - sx) * 5.0, catapult.1 - (fy - sy) * 5.0),
        ];
        self.fill(polygon(&square), SEAT);
        let mut points: Vec<_> = outcome.frames.iter().map(|frame| frame.token).collect();
        if !points.is_empty() {
            points.push(outcome.rest_position);
        }
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let height = ((a.z + b.z) / 2.0).max(0.0);
            let width = FLIGHT_WIDTH + (height * FLIGHT_WIDTH_PER_METRE) as f32;
            let rgba = blend(FLIGHT_LOW, FLIGHT_TOP, height / FLIGHT_HIGH);
            self.stroke(segment(view.at(a.x, a.y), view.at(b.x, b.y)), rgba, width);
        }
        for point in &points {
            if point.z > 0.0 {
                self.fill(circle(view.at(point.x, point.y), 1.6), WHITE);
            }
        }
    }

    /// The first landing as a cross.
    fn marks(&mut self, outcome: &Outcome) {
        if let Some(landing) = outcome.first_landing {
            let at = self.view.at(landing.x, landing.y);
            self.cross(at, 7.0, WHITE, 4.0, false);
            self.cross(at, 7.0, LANDING, 2.0, false);
        }
    }

    /// The hurled token's rest: a disc with a white rim, or an X where it left the table.
    fn rest(&mut self, launch: &Launch, outcome: &Outcome) {
        let view = self.view;
        let p = outcome.rest_position;
        let at = view.at(p.x, p.y);
        let caught = self.cast.is_some_and(|cast| cast.caught);
        if outcome.rest == RestPlace::OffTable && !caught {
            // Keep the mark inside the whole picture however far it flew.
            let inset = 12.0;
            let shown = if self.whole {
                (
                    at.0.clamp(inset, view.width as f32 - inset),
                    at.1.clamp(inset, view.height as f32 - inset),
                )
            } else {
                at
            };
            let own = self.seat_or(launch.seat, HURLED);
            self.cross(shown, 9.0, own, 4.0, true);
        } else {
            let radius = view.px(launch.token.radius()).max(5.0);
            let own = self.seat_or(launch.seat, HURLED);
            self.fill(circle(at, radius), own);
            self.stroke(circle(at, radius), WHITE, 2.0);
        }
    }
}
